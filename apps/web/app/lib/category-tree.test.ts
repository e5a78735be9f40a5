import { describe, expect, it } from 'vitest';
import { categoryNameOf, categoryPath, categoryRows, flattenCategories, type CategoryNode } from './category-tree';

const node = (id: string, parentId: string, floor: number, name: string, children: CategoryNode[] = []) => ({
  id,
  parentId,
  floor,
  categoryName: name,
  children,
});

const tree: CategoryNode[] = [
  node('1', '0', 1, '四六级', [
    node('11', '1', 2, '大学英语四级', [node('111', '11', 3, '四级听力'), node('112', '11', 3, '四级阅读')]),
    node('12', '1', 2, '大学英语六级'),
  ]),
  node('2', '0', 1, '雅思', [node('21', '2', 2, '雅思口语')]),
  node('3', '0', 1, '语法'),
];

describe('category tree', () => {
  it('finds the path from the top level down to a category at any level', () => {
    expect(categoryPath(tree, '112').map((item) => item.categoryName)).toEqual(['四六级', '大学英语四级', '四级阅读']);
    expect(categoryPath(tree, '21').map((item) => item.id)).toEqual(['2', '21']);
    expect(categoryPath(tree, '3').map((item) => item.id)).toEqual(['3']);
    expect(categoryPath(tree, '999')).toEqual([]);
    expect(categoryPath(tree, undefined)).toEqual([]);
  });

  it('shows only the top row when nothing is chosen', () => {
    const rows = categoryRows(tree, undefined);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ floor: 1, parentId: '', selectedId: undefined });
    expect(rows[0]?.options.map((item) => item.id)).toEqual(['1', '2', '3']);
  });

  it('opens the next level under each chosen category that has children', () => {
    const rows = categoryRows(tree, '11');
    expect(rows.map((row) => [row.floor, row.parentId, row.selectedId])).toEqual([
      [1, '', '1'],
      [2, '1', '11'],
      [3, '11', undefined],
    ]);
    expect(rows[2]?.options.map((item) => item.categoryName)).toEqual(['四级听力', '四级阅读']);
  });

  it('marks all three levels for a third-level category and stops at a leaf', () => {
    expect(categoryRows(tree, '111').map((row) => row.selectedId)).toEqual(['1', '11', '111']);
    expect(categoryRows(tree, '12').map((row) => row.selectedId)).toEqual(['1', '12']);
    expect(categoryRows(tree, '3').map((row) => row.selectedId)).toEqual(['3']);
  });

  it('treats an unknown category as nothing chosen', () => {
    expect(categoryRows(tree, '404')).toHaveLength(1);
  });

  it('flattens parents before children and names a category', () => {
    expect(flattenCategories(tree).map((item) => item.id)).toEqual(['1', '11', '111', '112', '12', '2', '21', '3']);
    expect(categoryNameOf(tree, '21')).toBe('雅思口语');
    expect(categoryNameOf(tree, '0')).toBe('');
  });
});
