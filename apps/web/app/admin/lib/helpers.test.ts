import { describe, expect, it } from 'vitest';
import type { WebsiteNavAdmin } from '@school/contracts';
import { findMenuEntry } from './menu';
import { loginPathFor, safeAdminRedirect } from './redirect';
import { asTarget, buildNavTree, nextSort } from './site-rows';

describe('console menu', () => {
  it('selects the page and opens its group, also on deeper paths', () => {
    expect(findMenuEntry('/admin/site/nav')?.item.label).toBe('头部导航');
    expect(findMenuEntry('/admin/site/nav/')?.parents).toEqual(['site']);
    expect(findMenuEntry('/admin')?.item.label).toBe('概览');
    expect(findMenuEntry('/admin/unknown')?.item.label).toBe('概览');
    expect(findMenuEntry('/course')).toBeUndefined();
  });
});

describe('return address after sign-in', () => {
  it('only returns to console pages', () => {
    expect(safeAdminRedirect('/admin/site/nav')).toBe('/admin/site/nav');
    expect(safeAdminRedirect('https://evil.example')).toBe('/admin');
    expect(safeAdminRedirect('//evil.example/admin')).toBe('/admin');
    expect(safeAdminRedirect('/admin/login?redirect=/admin')).toBe('/admin');
    expect(safeAdminRedirect(null)).toBe('/admin');
    expect(loginPathFor('/admin/site/info')).toBe('/admin/login?redirect=%2Fadmin%2Fsite%2Finfo');
    expect(loginPathFor('/admin')).toBe('/admin/login');
  });
});

describe('footer nav tree', () => {
  const row = (id: string, parentId: string, sort: number): WebsiteNavAdmin => ({
    id,
    parentId,
    navName: 'n' + id,
    navUrl: '',
    target: '_self',
    sort,
    statusId: 1,
  });

  it('puts links under their group, both ordered by sort, and keeps links of a missing group', () => {
    const tree = buildNavTree([
      row('3', '1', 2),
      row('1', '0', 2),
      row('4', '1', 1),
      row('2', '0', 1),
      row('5', '99', 0),
    ]);
    expect(tree.map((r) => r.id)).toEqual(['2', '1', '5']);
    expect(tree[1]?.children?.map((r) => r.id)).toEqual(['4', '3']);
    expect(tree[0]?.children).toBeUndefined();
  });

  it('suggests the next sort value and a valid target', () => {
    expect(nextSort([])).toBe(1);
    expect(nextSort([{ sort: 3 }, { sort: 7 }])).toBe(8);
    expect(nextSort([{ sort: 9999 }])).toBe(9999);
    expect(asTarget('_blank')).toBe('_blank');
    expect(asTarget('')).toBe('_self');
  });
});
