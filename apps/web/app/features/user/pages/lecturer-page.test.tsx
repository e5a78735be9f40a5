import type { CourseItem, Page, PublicLecturer } from '@school/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LecturerCourses } from '~/features/user/lecturer/components/lecturer-courses';
import { argsFor, ok } from '../../../../test/loader-args';
import { renderPage } from '../../../../test/render-page';
import { loadLecturerPage as loader } from './lecturer-page';

const lecturer: PublicLecturer = {
  lecturerUserId: '5',
  lecturerName: '王老师',
  lecturerPosition: '雅思口语讲师',
  introduce: '十年雅思教学经验',
  headImgUrl: '',
  isLive: 0,
  attentionCount: 3,
  isAttention: 0,
};

const course = (id: number): CourseItem => ({
  id: String(id),
  courseName: `雅思口语第${id}课`,
  courseCategory: 1,
  courseLogo: '',
  coursePrice: 99,
  rulingPrice: 199,
  isFree: 0,
  countBuy: 1,
  countStudy: 20,
  categoryId1: '0',
  categoryId2: '0',
  categoryId3: '0',
  lecturerUserId: '5',
  lecturerName: '王老师',
  gmtCreate: '2026-11-01 09:00:00',
});

const pageOf = (list: CourseItem[], totalCount: number, pageCurrent = 1): Page<CourseItem> => ({
  list,
  totalCount,
  totalPage: Math.ceil(totalCount / 12),
  pageCurrent,
  pageSize: 12,
});

describe('/lecturer/{id} loader', () => {
  it('reads the lecturer and the page of their courses the address asks for', async () => {
    const { args, callApi } = argsFor(
      '/lecturer/5?page=2',
      {
        '/user/api/lecturer/view': ok(lecturer),
        '/course/api/course/list': ok(pageOf([course(13)], 13, 2)),
      },
      { id: '5' },
    );
    const result = await loader(args);
    expect(result.lecturer.lecturerName).toBe('王老师');
    expect(result.courses?.list.map((item) => item.id)).toEqual(['13']);
    expect(callApi).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/course/api/course/list',
        body: { lecturerUserId: '5', pageCurrent: 2, pageSize: 12 },
      }),
    );
  });

  it('an unknown lecturer is the 404 page', async () => {
    const { args } = argsFor(
      '/lecturer/9',
      {
        '/user/api/lecturer/view': { code: 404, msg: '讲师不存在', data: null },
        '/course/api/course/list': ok(pageOf([], 0)),
      },
      { id: '9' },
    );
    await expect(loader(args)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it('the page still shows the lecturer when the course list cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = argsFor(
      '/lecturer/5',
      {
        '/user/api/lecturer/view': ok(lecturer),
        '/course/api/course/list': { code: 500, msg: '服务繁忙', data: null },
      },
      { id: '5' },
    );
    const result = await loader(args);
    expect(result.lecturer.lecturerName).toBe('王老师');
    expect(result.courses).toBeNull();
  });
});

describe('TA 的课程', () => {
  it('shows the courses as the catalogue cards, linking to the course pages', () => {
    renderPage(<LecturerCourses lecturerUserId="5" page={pageOf([course(1), course(2)], 2)} />, {
      path: '/lecturer/5',
    });
    const section = screen.getByRole('region', { name: '讲师课程' });
    expect(within(section).getByText('（2）')).toBeTruthy();
    const cards = section.querySelectorAll('.course-card');
    expect(cards).toHaveLength(2);
    expect(
      within(section)
        .getByRole('link', { name: /雅思口语第1课/ })
        .getAttribute('href'),
    ).toBe('/view/1');
    expect(within(section).queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('pages with links when there is more than one page', () => {
    const courses = Array.from({ length: 12 }, (_, index) => course(index + 1));
    renderPage(<LecturerCourses lecturerUserId="5" page={pageOf(courses, 30)} />, { path: '/lecturer/5' });
    const paging = screen.getByRole('navigation', { name: '分页' });
    expect(within(paging).getByRole('link', { name: '2' }).getAttribute('href')).toBe('/lecturer/5?page=2');
    expect(within(paging).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/lecturer/5?page=2');
  });

  it('says so when the lecturer has no courses, a page is past the end, or the list could not be read', () => {
    const empty = renderPage(<LecturerCourses lecturerUserId="5" page={pageOf([], 0)} />, { path: '/lecturer/5' });
    expect(screen.getByText('这位讲师还没有上架课程')).toBeTruthy();
    expect(screen.getByRole('link', { name: '浏览全部课程' }).getAttribute('href')).toBe('/list');
    empty.unmount();

    const pastTheEnd = renderPage(<LecturerCourses lecturerUserId="5" page={pageOf([], 3, 4)} />, {
      path: '/lecturer/5?page=4',
    });
    expect(screen.getByText('这一页没有课程了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到第一页' }).getAttribute('href')).toBe('/lecturer/5');
    pastTheEnd.unmount();

    renderPage(<LecturerCourses lecturerUserId="5" page={null} />, { path: '/lecturer/5' });
    expect(screen.getByText('课程列表暂时无法读取，请稍后刷新重试')).toBeTruthy();
  });
});
