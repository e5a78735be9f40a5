import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../test/render-page';
import type { CategoryNode } from '~/lib/category-tree';
import { ListFilterPanel } from './list-filter-panel';
import { ListSortBar } from './list-sort-bar';

const leaf = (id: string, parentId: string, name: string): CategoryNode => ({
  id,
  parentId,
  floor: 3,
  categoryName: name,
  children: [],
});
const tree: CategoryNode[] = [
  {
    id: '1',
    parentId: '0',
    floor: 1,
    categoryName: '四六级',
    children: [
      { id: '11', parentId: '1', floor: 2, categoryName: '大学英语四级', children: [leaf('111', '11', '四级听力')] },
    ],
  },
  { id: '2', parentId: '0', floor: 1, categoryName: '雅思', children: [] },
];

const rowOf = (label: string) => screen.getByText(`${label}：`).parentElement as HTMLElement;
const hrefIn = (row: HTMLElement, name: string) => within(row).getByRole('link', { name }).getAttribute('href');

describe('/list filters and orders', () => {
  it('opens a row per chosen level and marks the chosen options; every option keeps the other filters', () => {
    renderPage(<ListFilterPanel tree={tree} filters={{ categoryId: '11', isFree: 1, orderBy: 'newest', page: 3 }} />);
    const top = rowOf('方向');
    expect(within(top).getByRole('link', { name: '四六级' }).getAttribute('aria-current')).toBe('true');
    expect(hrefIn(top, '雅思')).toBe('/list?categoryId=2&isFree=1&orderBy=newest');
    expect(hrefIn(top, '全部')).toBe('/list?isFree=1&orderBy=newest');
    const second = rowOf('分类');
    expect(within(second).getByRole('link', { name: '大学英语四级' }).getAttribute('aria-current')).toBe('true');
    expect(hrefIn(second, '全部')).toBe('/list?categoryId=1&isFree=1&orderBy=newest');
    const third = rowOf('细分');
    expect(hrefIn(third, '四级听力')).toBe('/list?categoryId=111&isFree=1&orderBy=newest');
    expect(within(third).getByRole('link', { name: '全部' }).getAttribute('aria-current')).toBe('true');

    const price = rowOf('价格');
    expect(within(price).getByRole('link', { name: '免费' }).getAttribute('aria-current')).toBe('true');
    expect(hrefIn(price, '付费')).toBe('/list?categoryId=11&isFree=0&orderBy=newest');
    expect(hrefIn(rowOf('类型'), '直播')).toBe('/list?categoryId=11&courseCategory=2&isFree=1&orderBy=newest');
  });

  it('orders: 价格 goes up first, then down; the count is shown', () => {
    const { unmount } = renderPage(<ListSortBar filters={{ orderBy: 'default', page: 2 }} totalCount={42} />);
    expect(screen.getByRole('link', { name: '综合' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: '最热' }).getAttribute('href')).toBe('/list?orderBy=popular');
    expect(screen.getByRole('link', { name: '价格从低到高' }).getAttribute('href')).toBe('/list?orderBy=priceAsc');
    expect(screen.getByText('42')).toBeTruthy();
    unmount();
    renderPage(<ListSortBar filters={{ orderBy: 'priceAsc', page: 1 }} totalCount={0} />);
    expect(screen.getByRole('link', { name: '价格从高到低' }).getAttribute('href')).toBe('/list?orderBy=priceDesc');
  });
});
