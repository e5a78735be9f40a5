import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_NOT_OWN, type CourseAuditItem, type CoursePic } from '@school/contracts';
import { createTestApp, post, type TestApp } from '../../testing/test-app.ts';
import { buildCourse, categoryId, draftBody, TEACHER } from './course-fixtures.ts';

/** A course's cover and its chapter and lesson pictures are the school's own stored files (decision 0021's rule for pictures). */
let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await t.tokenFor(TEACHER);
});
afterAll(() => t.close());

const OUTSIDE = ['https://tracker.example/p.png', '//tracker.example/p.png', '/files/../p.png', '/list/p.png'];
const as = (token: string) => ({ token });

describe('teachers’ pictures', () => {
  it('are refused from anywhere but the school’s own files, and nothing changes', async () => {
    const course = await buildCourse(
      t,
      teacher,
      { name: '封面测试', chapters: [{ name: '第一章', lessons: [{ name: '第一课', video: false }] }] },
      { approve: false },
    );
    const chapterId = course.chapters[0]!.id;
    const category = await categoryId(t);
    const drafts = async () =>
      (await post<{ list: CourseAuditItem[] }>(t.app, '/course/auth/course/audit/list', {}, as(teacher))).data;
    const pictures = async () => [
      (await post<CoursePic[]>(t.app, '/course/auth/course/chapter/pic/list', { chapterId }, as(teacher))).data,
      (await post<CoursePic[]>(t.app, '/course/auth/course/chapter/period/pic/audit/list', { chapterId }, as(teacher)))
        .data,
    ];
    const before = [await drafts(), await pictures()];

    for (const url of OUTSIDE) {
      const calls: [string, unknown, string][] = [
        [
          '/course/auth/course/audit/save',
          { ...draftBody(category, { name: '外链封面' }), courseLogo: url },
          'courseLogo',
        ],
        ['/course/auth/course/chapter/pic/save', { chapterId, picUrl: url, picName: '' }, 'picUrl'],
        [
          '/course/auth/course/chapter/period/pic/audit/save',
          { chapterId, picList: [{ picUrl: url, picName: '时态表' }] },
          'picUrl',
        ],
      ];
      for (const [call, body, field] of calls) {
        const res = await post(t.app, call, body, as(teacher));
        expect([call, url, res.status, res.code], res.msg).toEqual([call, url, 400, 400]);
        expect(res.msg, call).toMatch(new RegExp(`^参数错误：\\S*${field} (${PICTURE_NOT_OWN}|不是合法的链接地址)$`));
      }
    }
    expect([await drafts(), await pictures()]).toEqual(before);

    const own = await post(
      t.app,
      '/course/auth/course/chapter/pic/save',
      { chapterId, picUrl: '/files/a.png', picName: '' },
      as(teacher),
    );
    expect(own.code).toBe(200);
  });
});
