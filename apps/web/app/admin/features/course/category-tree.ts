import type { CourseCategoryAdmin } from '@school/contracts';

/** The console's view of the three-level course category tree (CourseCategoryAdminTree on the wire). */
export type CategoryNode = CourseCategoryAdmin & { children?: CategoryNode[] };

export const MAX_CATEGORY_FLOOR = 3;
export const FLOOR_TEXT = ['', '一级', '二级', '三级'] as const;

const bySortThenName = (a: CategoryNode, b: CategoryNode) =>
  a.sort - b.sort || a.categoryName.localeCompare(b.categoryName, 'zh-CN');

/**
 * The tree as tables show it: every level sorted, and leaves without a `children` array (so the
 * table draws no expand icon for them).
 */
export function normalizeTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return [...nodes].sort(bySortThenName).map((n) => {
    const kids = n.children?.length ? normalizeTree(n.children) : undefined;
    const { children: _drop, ...rest } = n;
    return kids ? { ...rest, children: kids } : rest;
  });
}

/** Every node, parents before their children. */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => [n, ...flattenTree(n.children ?? [])]);
}

export const findNode = (nodes: readonly CategoryNode[], id: string) => flattenTree(nodes).find((n) => n.id === id);

/** The names from the top level down to `id`, e.g. ["考试英语", "四六级", "四级"]. */
export function pathNames(nodes: readonly CategoryNode[], id: string): string[] {
  const all = flattenTree(nodes);
  const names: string[] = [];
  let node = all.find((n) => n.id === id);
  while (node) {
    names.unshift(node.categoryName);
    const parentId = node.parentId;
    node = parentId === '0' ? undefined : all.find((n) => n.id === parentId);
  }
  return names;
}

/** The rows sharing a parent with `parentId` ("0" for the top level), sorted. */
export function siblingsOf(nodes: readonly CategoryNode[], parentId: string): CategoryNode[] {
  const list = parentId === '0' ? nodes : (findNode(nodes, parentId)?.children ?? []);
  return [...list].sort(bySortThenName);
}

export const canAddChild = (node: Pick<CategoryNode, 'floor'>) => node.floor < MAX_CATEGORY_FLOOR;

/** The sort value for a new child of `parentId` (after the last one). */
export function nextChildSort(nodes: readonly CategoryNode[], parentId: string): number {
  const list = siblingsOf(nodes, parentId);
  return list.length ? Math.min(9999, Math.max(...list.map((n) => n.sort)) + 1) : 1;
}

/** A node and everything under it. */
export const countDescendants = (node: CategoryNode): number =>
  (node.children ?? []).reduce((sum, c) => sum + 1 + countDescendants(c), 0);

/**
 * Moving one row up or down among its siblings. Returns the rows whose sort value must change
 * (possibly several when siblings share a value): the siblings are renumbered 1, 2, 3… in the new
 * order, keeping rows whose value already fits. Empty when the row cannot move that way.
 */
export function moveAmongSiblings<T extends { id: string; sort: number }>(
  siblings: readonly T[],
  id: string,
  direction: 'up' | 'down',
): { row: T; sort: number }[] {
  const order = [...siblings];
  const at = order.findIndex((r) => r.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (at < 0 || to < 0 || to >= order.length) return [];
  [order[at], order[to]] = [order[to]!, order[at]!];
  return order.map((row, i) => ({ row, sort: i + 1 })).filter(({ row, sort }) => row.sort !== sort);
}

/** Options for a tree select (e.g. filtering courses by category), with disabled ones marked. */
export interface CategoryOption {
  value: string;
  title: string;
  children?: CategoryOption[];
}
export function toTreeOptions(nodes: readonly CategoryNode[]): CategoryOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.statusId === 1 ? n.categoryName : `${n.categoryName}（停用）`,
    ...(n.children?.length ? { children: toTreeOptions(n.children) } : {}),
  }));
}
