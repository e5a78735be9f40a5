import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuthorContracts, PICTURE_NOT_OWN, type RouteContract } from '@school/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type ContractCallOptions, malformed } from '../../testing/call.ts';
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
const as = (token: string): ContractCallOptions => ({ as: { token } });

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
    const drafts = async () => (await t.call(courseAuthorContracts.listCourseAudit, {}, as(teacher))).data;
    const pictures = async () => [
      (await t.call(courseAuthorContracts.listChapterPic, { chapterId }, as(teacher))).data,
      (await t.call(courseAuthorContracts.listPicAudit, { chapterId }, as(teacher))).data,
    ];
    const before = [await drafts(), await pictures()];

    for (const url of OUTSIDE) {
      const calls: [RouteContract, unknown, string][] = [
        [
          courseAuthorContracts.saveCourseAudit,
          { ...draftBody(category, { name: '外链封面' }), courseLogo: url },
          'courseLogo',
        ],
        [courseAuthorContracts.saveChapterPic, { chapterId, picUrl: url, picName: '' }, 'picUrl'],
        [courseAuthorContracts.savePicAudit, { chapterId, picList: [{ picUrl: url, picName: '时态表' }] }, 'picUrl'],
      ];
      for (const [contract, body, field] of calls) {
        const res = await t.call(contract, malformed(body), as(teacher));
        expect([contract.url, url, res.status, res.code], res.msg).toEqual([contract.url, url, 400, 400]);
        expect(res.msg, contract.url).toMatch(
          new RegExp(`^参数错误：\\S*${field} (${PICTURE_NOT_OWN}|不是合法的链接地址)$`),
        );
      }
    }
    expect([await drafts(), await pictures()]).toEqual(before);

    const own = await t.call(
      courseAuthorContracts.saveChapterPic,
      { chapterId, picUrl: '/files/a.png', picName: '' },
      as(teacher),
    );
    expect(own.code).toBe(200);
  });
});
