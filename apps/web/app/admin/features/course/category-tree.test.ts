import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  countDescendants,
  findNode,
  flattenTree,
  moveAmongSiblings,
  nextChildSort,
  normalizeTree,
  pathNames,
  siblingsOf,
  toTreeOptions,
  type CategoryNode,
} from './category-tree';

const cat = (id: string, parentId: string, floor: number, sort: number, children?: CategoryNode[]): CategoryNode => ({
  id,
  parentId,
  categoryName: `分类${id}`,
  floor,
  sort,
  statusId: 1,
  remark: '',
  ...(children ? { children } : {}),
});

// 1 雅思 (sort 2) > 11 口语 > 111 Part2 ; 2 四六级 (sort 1) > 21, 22 (same sort) ; 3 语法 (sort 3, no children)
const wire = (): CategoryNode[] => [
  cat('1', '0', 1, 2, [cat('11', '1', 2, 1, [cat('111', '11', 3, 1, [])])]),
  cat('3', '0', 1, 3, []),
  cat('2', '0', 1, 1, [cat('22', '2', 2, 5, []), cat('21', '2', 2, 5, [])]),
];

describe('course category tree helpers', () => {
  it('sorts every level and drops empty children arrays so leaves have no expand icon', () => {
    const tree = normalizeTree(wire());
    expect(tree.map((n) => n.id)).toEqual(['2', '1', '3']);
    // equal sort values fall back to the name
    expect(tree[0]!.children!.map((n) => n.id)).toEqual(['21', '22']);
    expect(tree[2]!.children).toBeUndefined();
    expect(findNode(tree, '111')!.children).toBeUndefined();
    expect(flattenTree(tree).map((n) => n.id)).toEqual(['2', '21', '22', '1', '11', '111', '3']);
  });

  it('names the path, finds siblings and counts what is below', () => {
    const tree = normalizeTree(wire());
    expect(pathNames(tree, '111')).toEqual(['分类1', '分类11', '分类111']);
    expect(pathNames(tree, 'nope')).toEqual([]);
    expect(siblingsOf(tree, '0').map((n) => n.id)).toEqual(['2', '1', '3']);
    expect(siblingsOf(tree, '2').map((n) => n.id)).toEqual(['21', '22']);
    expect(siblingsOf(tree, '3')).toEqual([]);
    expect(countDescendants(findNode(tree, '1')!)).toBe(2);
  });

  it('allows children down to the third level only', () => {
    expect([1, 2, 3].map((floor) => canAddChild({ floor }))).toEqual([true, true, false]);
  });

  it('suggests the sort after the last sibling (1 for the first child)', () => {
    const tree = normalizeTree(wire());
    expect(nextChildSort(tree, '0')).toBe(4);
    expect(nextChildSort(tree, '2')).toBe(6);
    expect(nextChildSort(tree, '3')).toBe(1);
  });

  it('moves a row among siblings, renumbering only what changes, also when sorts are equal', () => {
    const rows = [
      { id: 'a', sort: 1 },
      { id: 'b', sort: 2 },
      { id: 'c', sort: 3 },
    ];
    expect(moveAmongSiblings(rows, 'c', 'up').map((c) => [c.row.id, c.sort])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
    expect(moveAmongSiblings(rows, 'a', 'up')).toEqual([]);
    expect(moveAmongSiblings(rows, 'c', 'down')).toEqual([]);
    expect(moveAmongSiblings(rows, 'x', 'down')).toEqual([]);
    const same = [
      { id: 'a', sort: 5 },
      { id: 'b', sort: 5 },
    ];
    expect(moveAmongSiblings(same, 'a', 'down').map((c) => [c.row.id, c.sort])).toEqual([
      ['b', 1],
      ['a', 2],
    ]);
  });

  it('marks disabled categories in the filter options', () => {
    const tree = normalizeTree([{ ...cat('1', '0', 1, 1, [cat('11', '1', 2, 1, [])]), statusId: 0 }]);
    expect(toTreeOptions(tree)).toEqual([
      { value: '1', title: '分类1（停用）', children: [{ value: '11', title: '分类11' }] },
    ]);
  });
});
