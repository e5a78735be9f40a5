import type { WebsiteNavAdmin } from '@school/contracts';

export type NavRow = WebsiteNavAdmin & { children?: NavRow[] };

export const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** The sort value that puts a new row after `rows`. */
export const nextSort = (rows: { sort: number }[]) =>
  rows.length ? Math.min(9999, Math.max(...rows.map((r) => r.sort)) + 1) : 1;

/** Groups (parentId "0") with their links as children; links of a missing group are listed last. */
export function buildNavTree(items: WebsiteNavAdmin[]): NavRow[] {
  const groups = items.filter((i) => i.parentId === '0').sort(bySort);
  const ids = new Set(groups.map((g) => g.id));
  const tree: NavRow[] = groups.map((g) => {
    const children = items.filter((i) => i.parentId === g.id).sort(bySort);
    return children.length ? { ...g, children } : { ...g };
  });
  const orphans = items.filter((i) => i.parentId !== '0' && !ids.has(i.parentId));
  return [...tree, ...orphans.sort(bySort)];
}

/** The wire's free-text target as one of the two values a form may send. */
export const asTarget = (t: string | undefined): '_self' | '_blank' => (t === '_blank' ? '_blank' : '_self');
