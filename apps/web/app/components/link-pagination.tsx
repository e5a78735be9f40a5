import { PlainLink } from './plain-link';

/** Pages shown either side of the current one; beyond them a jump of five pages stands for the rest. */
const SIDE = 2;
const JUMP = 5;

/**
 * The page numbers to show, with `'back'` and `'on'` for the jumps: every page when there are at most
 * nine, else the first, the last and two either side of the current one (antd's Pagination does the same).
 */
export function pageItems(current: number, lastPage: number): Array<number | 'back' | 'on'> {
  if (lastPage <= 2 * SIDE + 5) return Array.from({ length: lastPage }, (_, index) => index + 1);
  let from = Math.max(1, current - SIDE);
  let to = Math.min(lastPage, current + SIDE);
  if (current - 1 <= SIDE) to = 1 + 2 * SIDE;
  if (lastPage - current <= SIDE) from = lastPage - 2 * SIDE;
  const items: Array<number | 'back' | 'on'> = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push('back');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < lastPage - 1) items.push('on');
  if (to < lastPage) items.push(lastPage);
  return items;
}

/**
 * Paging made of links (`hrefFor(page)`): every page is an address the server renders, so lists
 * page without script and crawlers can follow them. Nothing shows for a single page. Drawn like antd's
 * small Pagination, without its styles and work in every list page's render (decision 0107).
 */
export function LinkPagination({
  current,
  total,
  pageSize,
  hrefFor,
}: {
  current: number;
  total: number;
  pageSize: number;
  hrefFor(page: number): string;
}) {
  if (total <= pageSize) return null;
  const lastPage = Math.ceil(total / pageSize);
  const step = (label: string, target: number) =>
    target < 1 || target > lastPage ? (
      <span className="link-pagination__step" aria-disabled="true">
        {label}
      </span>
    ) : (
      <PlainLink to={hrefFor(target)} className="link-pagination__step">
        {label}
      </PlainLink>
    );
  return (
    <nav className="link-pagination" aria-label="分页">
      <ul>
        <li className="link-pagination__total">共 {total} 条</li>
        <li>{step('上一页', current - 1)}</li>
        {pageItems(current, lastPage).map((item) => {
          if (item === 'back' || item === 'on') {
            const label = item === 'back' ? `向前 ${JUMP} 页` : `向后 ${JUMP} 页`;
            const target = item === 'back' ? Math.max(1, current - JUMP) : Math.min(lastPage, current + JUMP);
            return (
              <li key={item}>
                <PlainLink to={hrefFor(target)} className="link-pagination__jump" aria-label={label} title={label}>
                  •••
                </PlainLink>
              </li>
            );
          }
          return (
            <li key={item}>
              <PlainLink
                to={hrefFor(item)}
                className="link-pagination__page"
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </PlainLink>
            </li>
          );
        })}
        <li>{step('下一页', current + 1)}</li>
      </ul>
    </nav>
  );
}
