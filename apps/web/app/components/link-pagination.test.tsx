import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { LinkPagination } from './link-pagination';

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
