import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner } from '../../../test/fixtures';
import { renderPage } from '../../../test/render-page';
import AccountLibraryPage from './library-page';
import AccountLivePage from './live-page';
import AccountResourcePage from './resource-page';

describe('account pages', () => {
  it.each([
    ['/account/live', '直播管理', '新建直播课程', <AccountLivePage key="live" />],
    ['/account/resource', '资源管理', '新建资源', <AccountResourcePage key="resource" />],
    ['/account/library', '文库管理', '新建文档', <AccountLibraryPage key="library" />],
  ])('%s is the authoring list of its kind, and tells a learner how to teach', (path, title, add, page) => {
    renderPage(page, { path, user: learner });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(add) }).getAttribute('href')).toBe(`${path}/add`);
    expect(screen.getByText('这里是讲师的课程管理，成为讲师后即可发布课程')).toBeTruthy();
  });
});
