import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '~/lib/error-titles';
import { renderPage } from '../../test/render-page';
import { ErrorPage } from './error-page';
import { describeRouteError } from './route-error-page';

describe('error page', () => {
  it('is a 404 by default, with a way home', () => {
    renderPage(<ErrorPage />);
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByText('页面找不到了，可能已被删除或地址有误')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('shows the message it is given when it says more than the title', () => {
    renderPage(<ErrorPage code={404} message="课程分类不存在或已停用" />);
    expect(screen.getByText('课程分类不存在或已停用')).toBeTruthy();
  });

  it('an unknown page says it in Chinese only, once', () => {
    const { container } = renderPage(<ErrorPage code={404} message={NOT_FOUND_TITLE} />);
    expect(screen.getAllByText(NOT_FOUND_TITLE)).toHaveLength(1);
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('500 says the page has a fault', () => {
    renderPage(<ErrorPage code={500} />);
    expect(screen.getByText('页面出错了，请联系管理员')).toBeTruthy();
  });

  it('reads thrown responses and errors', () => {
    const thrown404 = {
      status: 404,
      statusText: '讲师不存在',
      internal: false,
      data: '讲师不存在',
    };
    expect(describeRouteError(thrown404)).toEqual({ code: 404, message: '讲师不存在' });
    expect(describeRouteError(new Error('boom')).code).toBe(500);
    expect(describeRouteError(undefined)).toEqual({ code: 404 });
  });
});
