/**
 * The page address (path + query) a request stands for. Client navigations fetch loader data
 * from `/some/page.data?_routes=…`; that is the page `/some/page`.
 */
export function pageAddressOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  let pathname = url.pathname;
  if (pathname === '/_root.data') pathname = '/';
  else if (pathname.endsWith('.data')) pathname = pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return `${pathname}${search ? `?${search}` : ''}`;
}
