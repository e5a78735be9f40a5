/** The address of one lesson on its course's page: the page's own address with `periodId` set. */
export function lessonAddress(pathname: string, search: string, periodId: string): string {
  const params = new URLSearchParams(search);
  params.set('periodId', periodId);
  params.delete('t');
  return `${pathname}?${params.toString()}`;
}
