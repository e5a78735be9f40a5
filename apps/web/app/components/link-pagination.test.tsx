import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { LinkPagination, pageItems } from './link-pagination';

const hrefFor = (page: number) => `/list?page=${page}`;

describe('paging made of links', () => {
  it('every page, the steps and the jumps are addresses', () => {
    renderPage(<LinkPagination current={8} total={400} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: '7' }).getAttribute('href')).toBe('/list?page=7');
    expect(screen.getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/list?page=7');
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/list?page=9');
    expect(screen.getByRole('link', { name: '向前 5 页' }).getAttribute('href')).toBe('/list?page=3');
    expect(screen.getByRole('link', { name: '向后 5 页' }).getAttribute('href')).toBe('/list?page=13');
  });

  it('the first page has no previous step; one page needs no paging', () => {
    const { unmount } = renderPage(<LinkPagination current={1} total={30} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: '上一页' })).toBeNull();
    expect(screen.getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/list?page=2');
    unmount();
    const { container } = renderPage(<LinkPagination current={1} total={20} pageSize={20} hrefFor={hrefFor} />);
    expect(container.querySelector('.link-pagination')).toBeNull();
  });
});

describe('the page numbers shown', () => {
  it('are every page up to nine, else the ends, two either side of the current one and jumps between', () => {
    expect(pageItems(3, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'on', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'on', 20]);
    expect(pageItems(8, 20)).toEqual([1, 'back', 6, 7, 8, 9, 10, 'on', 20]);
    expect(pageItems(18, 20)).toEqual([1, 'back', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'back', 16, 17, 18, 19, 20]);
  });

  it('mark the current page', () => {
    renderPage(<LinkPagination current={2} total={45} pageSize={20} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: '2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '1' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('共 45 条')).toBeTruthy();
  });
});
