// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, pageOf, stubBrowserApis, withProviders } from '../components/test-utils';
import DashboardPage from './dashboard-page';

beforeAll(stubBrowserApis);
afterEach(cleanup);

/** Rows the overview only counts. */
const waiting = (count: number) => Array.from({ length: count }, () => ({}) as never);

describe('the console overview', () => {
  it('counts the courses and papers waiting for audit and links to their audit pages', async () => {
    const fake = fakeApi({
      adminListCourseAudit: (body) => pageOf(body.auditStatus === 0 ? waiting(3) : []),
      adminListPaperAudit: (body) => pageOf(body.auditStatus === 0 ? waiting(2) : []),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/admin',
          element: <Outlet context={{ operator: { loginName: 'admin', nickname: '运营管理员' } }} />,
          children: [{ index: true, element: <DashboardPage /> }],
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(withProviders(<RouterProvider router={router} />, fake));
    const course = (await screen.findByText('待审核的课程')).closest('a')!;
    const paper = screen.getByText('待审核的试卷').closest('a')!;
    expect(course.getAttribute('href')).toBe('/admin/course/audit');
    expect(paper.getAttribute('href')).toBe('/admin/exam/audit');
    await waitFor(() => expect(course.textContent).toContain('3'));
    await waitFor(() => expect(paper.textContent).toContain('2'));
  });
});
