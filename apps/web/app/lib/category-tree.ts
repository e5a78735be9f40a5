import type { CourseCategoryTree } from '@school/contracts';

/** A category at any of the three levels (the tree's nodes share these fields). */
export interface CategoryNode {
  id: string;
  parentId: string;
  categoryName: string;
  floor: number;
  children: CategoryNode[];
}

/** The tree as the category call sends it, seen as plain nodes. */
export const asNodes = (tree: CourseCategoryTree[]): CategoryNode[] => tree as CategoryNode[];

/** The categories from the top level down to `id` (empty when the tree has no such category). */
export function categoryPath(tree: CategoryNode[], id: string | undefined): CategoryNode[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export interface CategoryRow {
  /** 1, 2 or 3. */
  floor: number;
  /** The category whose children this row lists ('' for the top row). */
  parentId: string;
  options: CategoryNode[];
  /** The chosen option of this row, if any. */
  selectedId: string | undefined;
}

/**
 * The rows of the three-level filter for the chosen category: the top level always, then the
 * children of each chosen level that has any. Choosing 大学英语四级 shows the top row (四六级
 * chosen), the second row (大学英语四级 chosen) and its third level (none chosen).
 */
export function categoryRows(tree: CategoryNode[], selectedId: string | undefined): CategoryRow[] {
  const path = categoryPath(tree, selectedId);
  const rows: CategoryRow[] = [{ floor: 1, parentId: '', options: tree, selectedId: path[0]?.id }];
  for (const [index, node] of path.entries()) {
    if (node.children.length === 0 || index >= 2) break;
    rows.push({ floor: index + 2, parentId: node.id, options: node.children, selectedId: path[index + 1]?.id });
  }
  return rows;
}

/** Every category, depth first (parents before their children). */
export function flattenCategories(tree: CategoryNode[]): CategoryNode[] {
  return tree.flatMap((node) => [node, ...flattenCategories(node.children)]);
}

/** The name of a category, or '' when it is not in the tree. */
export const categoryNameOf = (tree: CategoryNode[], id: string | undefined) =>
  categoryPath(tree, id).at(-1)?.categoryName ?? '';
