/** Page numbers in addresses (`?page=N`) for every list page. */
export const MAX_PAGE = 100000;

/** A page number from the query: 1 unless it is a whole number from 1 to 100000. */
export function pageOf(value: string | null | undefined): number {
  if (value === null || value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The address of page `page` of `pathname`, keeping the other query values; page 1 is left out. */
export function withPage(pathname: string, search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
