import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NullPage from '~/routes/null-page';
import { renderPage } from '../../test/render-page';
import { UnderConstruction } from './under-construction';

describe('a section that has not been built yet', () => {
  it('names the page, says 栏目建设中，敬请期待 and offers a way home and to the courses', () => {
    renderPage(<UnderConstruction title="博客" />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: '博客' })).toBeTruthy();
    expect(screen.getByText('栏目建设中，敬请期待')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: '浏览全部课程' }).getAttribute('href')).toBe('/list');
  });

  it('can lead back elsewhere (the personal centre for account pages)', () => {
    renderPage(<UnderConstruction title="我的订单" back={{ to: '/account/info', label: '返回个人中心' }} />);
    expect(screen.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe('/account/info');
    expect(screen.queryByRole('link', { name: '返回首页' })).toBeNull();
  });

  it('is also what a nav item without an address opens (/null)', () => {
    renderPage(<NullPage />, { path: '/null' });
    expect(screen.getByRole('heading', { level: 1, name: '该栏目暂未开放' })).toBeTruthy();
    expect(screen.getByText('栏目建设中，敬请期待')).toBeTruthy();
  });
});
