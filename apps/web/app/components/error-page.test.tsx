import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('shows the code and the message it is given', () => {
    renderPage(<ErrorPage code={404} message="This page could not be found" />);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('500 says the page has a fault', () => {
    renderPage(<ErrorPage code={500} />);
    expect(screen.getByText('页面出错了，请联系管理员')).toBeTruthy();
  });

  it('reads thrown responses and errors', () => {
    const thrown404 = {
      status: 404,
      statusText: 'This page could not be found',
      internal: false,
      data: 'This page could not be found',
    };
    expect(describeRouteError(thrown404)).toEqual({ code: 404, message: 'This page could not be found' });
    expect(describeRouteError(new Error('boom')).code).toBe(500);
    expect(describeRouteError(undefined)).toEqual({ code: 404 });
  });
});
