import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  courseDocumentContracts,
  type CourseDraftSave,
  courseStudyContracts,
  DocState,
} from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { documentOf, makePdf } from '../resource/resource-fixtures.ts';
import { addUsers, buildCourse, categoryId, LEARNER, OTHER_TEACHER, TEACHER } from './course-fixtures.ts';

/** The author's authoring pages by kind (video, live, resource, library): the list, the category, the lessons. */

let t: TestApp;
/** A teacher with no courses yet, so the lists hold only this file's. */
let author: string;
let stranger: string;
let courseCategoryId: string;
let informationCategoryId: string;

const ok = <T>(result: { code: number; msg: string; data: T }): T => {
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data;
};

const draft = (courseCategory: CourseDraftSave['courseCategory'], categoryId: string, courseName: string) => ({
  courseName,
  courseCategory,
  categoryId,
  courseLogo: '/files/logo.png',
  introduce: '',
  coursePrice: 0,
  rulingPrice: 0,
  isFree: 1 as const,
});

const myDrafts = async (token: string, courseCategory?: 1 | 2 | 3 | 4) =>
  ok(
    await t.call(
      courseAuthorContracts.listCourseAudit,
      { pageSize: 50, ...(courseCategory ? { courseCategory } : {}) },
      { as: { token } },
    ),
  ).list.map((course) => [course.courseName, course.courseCategory]);

let videoCourseId: string;
let libraryId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { sofficePath: 'none' } });
  await addUsers(t);
  author = await t.tokenFor(OTHER_TEACHER);
  stranger = await t.tokenFor(TEACHER);
  courseCategoryId = await categoryId(t);
  const root = ok(
    await t.call(
      courseContracts.saveCourseCategory,
      { parentId: '0', categoryName: '真题资料', sort: 1, statusId: 1, remark: '', categoryType: 2 },
      { as: 'operator' },
    ),
  );
  informationCategoryId = ok(
    await t.call(
      courseContracts.saveCourseCategory,
      { parentId: root.id, categoryName: '六级', sort: 1, statusId: 1, remark: '' },
      { as: 'operator' },
    ),
  ).id;
  videoCourseId = ok(
    await t.call(courseAuthorContracts.saveCourseAudit, draft(1, courseCategoryId, '听力视频课'), {
      as: { token: author },
    }),
  ).id;
  libraryId = ok(
    await t.call(courseAuthorContracts.saveCourseAudit, draft(4, informationCategoryId, '六级真题'), {
      as: { token: author },
    }),
  ).id;
  ok(
    await t.call(courseAuthorContracts.saveCourseAudit, draft(3, informationCategoryId, '听力音频包'), {
      as: { token: author },
    }),
  );
});
afterAll(() => t.close());

describe('my courses by kind', () => {
  it('lists one kind at a time, and all kinds without the filter', async () => {
    expect(await myDrafts(author, 4)).toEqual([['六级真题', 4]]);
    expect(await myDrafts(author, 3)).toEqual([['听力音频包', 3]]);
    expect(await myDrafts(author, 1)).toEqual([['听力视频课', 1]]);
    expect(await myDrafts(author, 2)).toEqual([]);
    expect((await myDrafts(author)).map(([, kind]) => kind).sort()).toEqual([1, 3, 4]);
  });

  it("shows no one else's courses, and refuses visitors, other schools and an unknown kind", async () => {
    expect(await myDrafts(stranger, 4)).not.toContainEqual(['六级真题', 4]);
    expect((await t.call(courseAuthorContracts.listCourseAudit, { courseCategory: 4 })).code).toBe(303);
    expect(
      (
        await t.call(
          courseAuthorContracts.listCourseAudit,
          { courseCategory: 4 },
          { as: { token: author, siteId: OTHER_SITE_ID } },
        )
      ).code,
    ).not.toBe(200);
    const unknown = await t.call(courseAuthorContracts.listCourseAudit, malformed({ courseCategory: 9 }), {
      as: { token: author },
    });
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('the category follows the kind', () => {
  it('files resources and library documents in the information tree and courses in the course tree', async () => {
    const before = await myDrafts(author);
    expect(
      await t.call(courseAuthorContracts.saveCourseAudit, draft(4, courseCategoryId, '放错分类的文库'), {
        as: { token: author },
      }),
    ).toMatchObject({ code: 400, msg: '请选择资源与文库的分类' });
    expect(
      await t.call(courseAuthorContracts.saveCourseAudit, draft(1, informationCategoryId, '放错分类的视频课'), {
        as: { token: author },
      }),
    ).toMatchObject({ code: 400, msg: '请选择课程分类' });
    expect(
      await t.call(courseAuthorContracts.saveCourseAudit, draft(2, informationCategoryId, '放错分类的直播课'), {
        as: { token: author },
      }),
    ).toMatchObject({ code: 400, msg: '请选择课程分类' });
    expect(await myDrafts(author)).toEqual(before);
  });

  it('keeps the kind a course was made with', async () => {
    const changed = await t.call(
      courseAuthorContracts.updateCourseAudit,
      { ...draft(1, courseCategoryId, '六级真题'), id: libraryId },
      { as: { token: author } },
    );
    expect(changed).toMatchObject({ code: 400, msg: '课程类型创建后不能修改，请新建一门课程' });
    expect(
      ok(await t.call(courseAuthorContracts.viewCourseAudit, { id: libraryId }, { as: { token: author } })),
    ).toMatchObject({ courseCategory: 4, categoryId: informationCategoryId });
    const renamed = await t.call(
      courseAuthorContracts.updateCourseAudit,
      { ...draft(4, informationCategoryId, '六级真题（2024）'), id: libraryId },
      { as: { token: author } },
    );
    expect(ok(renamed)).toMatchObject({ courseName: '六级真题（2024）', courseCategory: 4 });
  });
});

describe('the lessons page', () => {
  it('shows each document lesson with its document and the job state; video lessons carry none', async () => {
    const chapter = ok(
      await t.call(
        courseAuthorContracts.saveChapterAudit,
        { courseId: libraryId, chapterName: '2024 年', chapterDesc: '', isFree: 0 },
        { as: { token: author } },
      ),
    );
    const lesson = (name: string) =>
      t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: chapter.id, periodName: name, periodDesc: '', isFree: 0 },
        { as: { token: author } },
      );
    const withDoc = ok(await lesson('六月卷'));
    const empty = ok(await lesson('十二月卷'));
    const pdf = await documentOf(t, author, await makePdf(4), '六月卷.pdf');
    ok(
      await t.call(
        courseDocumentContracts.savePeriodDoc,
        { periodId: withDoc.id, documentId: pdf.id, freePages: 2, isDownload: 1 },
        { as: { token: author } },
      ),
    );

    const chapters = ok(
      await t.call(courseAuthorContracts.listChapterVideos, { courseId: libraryId }, { as: { token: author } }),
    );
    const [first, second] = chapters[0]!.periodList;
    expect(first).toMatchObject({
      id: withDoc.id,
      doc: {
        documentId: pdf.id,
        docName: '六月卷.pdf',
        docType: 'pdf',
        pageCount: 4,
        docState: DocState.ready,
        freePages: 2,
        isDownload: 1,
      },
    });
    expect(second).toMatchObject({ id: empty.id });
    expect(second!.doc).toBeUndefined();

    const videoChapters = ok(
      await t.call(
        courseAuthorContracts.saveChapterAudit,
        {
          courseId: videoCourseId,
          chapterName: '第一章',
          chapterDesc: '',
          isFree: 0,
        },
        { as: { token: author } },
      ),
    );
    ok(
      await t.call(
        courseAuthorContracts.savePeriodAudit,
        { chapterId: videoChapters.id, periodName: '导论', periodDesc: '', isFree: 0 },
        { as: { token: author } },
      ),
    );
    const video = ok(
      await t.call(courseAuthorContracts.listChapterVideos, { courseId: videoCourseId }, { as: { token: author } }),
    );
    expect(video[0]!.periodList[0]!.doc).toBeUndefined();
  });

  it("refuses someone else's lessons page, a visitor and a bad course id", async () => {
    expect(
      (await t.call(courseAuthorContracts.listChapterVideos, { courseId: libraryId }, { as: { token: stranger } }))
        .code,
    ).toBe(403);
    expect((await t.call(courseAuthorContracts.listChapterVideos, { courseId: libraryId })).code).toBe(303);
    expect(
      (
        await t.call(
          courseAuthorContracts.listChapterVideos,
          { courseId: libraryId },
          { as: { token: author, siteId: OTHER_SITE_ID } },
        )
      ).code,
    ).not.toBe(200);
    expect(
      (await t.call(courseAuthorContracts.listChapterVideos, malformed({ courseId: 'x' }), { as: { token: author } }))
        .code,
    ).toBe(400);
  });
});

describe('my collection by kind', () => {
  it('lists the collected courses of one kind, or of all kinds without the filter', async () => {
    const learner = await t.tokenFor(LEARNER);
    ok(
      await t.call(
        courseAuditContracts.adminAuditCourse,
        { id: libraryId, auditStatus: 1, auditOpinion: '' },
        { as: 'operator' },
      ),
    );
    const video = await buildCourse(t, author, {
      name: '口语视频课',
      isFree: 1,
      chapters: [{ name: '一', lessons: [{ name: '问候' }] }],
    });
    for (const courseId of [libraryId, video.id])
      ok(await t.call(courseStudyContracts.saveCourseCollection, { courseId }, { as: { token: learner } }));
    const collected = async (courseCategory?: 1 | 4) =>
      ok(
        await t.call(courseStudyContracts.listCourseCollection, courseCategory ? { courseCategory } : {}, {
          as: { token: learner },
        }),
      ).list.map((item) => item.course.id);
    expect(await collected(4)).toEqual([libraryId]);
    expect(await collected(1)).toEqual([video.id]);
    expect((await collected()).sort()).toEqual([libraryId, video.id].sort());
    expect(
      ok(await t.call(courseStudyContracts.listCourseCollection, { courseCategory: 4 }, { as: { token: stranger } }))
        .list,
    ).toEqual([]);
    expect((await t.call(courseStudyContracts.listCourseCollection, { courseCategory: 4 })).code).toBe(303);
    expect(
      (
        await t.call(courseStudyContracts.listCourseCollection, malformed({ courseCategory: 0 }), {
          as: { token: learner },
        })
      ).code,
    ).toBe(400);
    expect(
      (
        await t.call(
          courseStudyContracts.listCourseCollection,
          { courseCategory: 4 },
          { as: { token: learner, siteId: OTHER_SITE_ID } },
        )
      ).code,
    ).not.toBe(200);
  });
});
