import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccessoryAudit,
  courseAuditContracts,
  courseAuthorContracts,
  courseStudyContracts,
  type RouteContract,
  vodContracts,
  apiUrl,
} from '@school/contracts';
import { createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { type ContractCallOptions, malformed } from '../../testing/call.ts';
import { pdfBytes, uploadAs } from '../upload/upload-fixtures.ts';
import {
  addUsers,
  buildCourse,
  categoryId,
  draftBody,
  LEARNER,
  OTHER_LEARNER,
  OTHER_TEACHER,
  readyVideo,
  TEACHER,
  userIdOf,
  type BuiltCourse,
} from './course-fixtures.ts';

let t: TestApp;
let teacher: string;
let otherTeacher: string;
let learner: string;
let otherLearner: string;
let otherSiteLearner: string;
let learnerId: number;
/** Paid course: chapter 1 has a free lesson and a paid one, chapter 2 is free, one lesson has no video. */
let paid: BuiltCourse;
/** A free course. */
let free: BuiltCourse;

beforeAll(async () => {
  t = await createTestApp();
  await addUsers(t);
  teacher = await t.tokenFor(TEACHER);
  otherTeacher = await t.tokenFor(OTHER_TEACHER);
  learner = await t.tokenFor(LEARNER);
  otherLearner = await t.tokenFor(OTHER_LEARNER);
  otherSiteLearner = await t.tokenFor(LEARNER, OTHER_SITE_ID);
  learnerId = await userIdOf(t, LEARNER);
  paid = await buildCourse(t, teacher, {
    name: '雅思口语进阶',
    price: 199,
    chapters: [
      {
        name: '第一章 发音',
        lessons: [
          { name: '试看：元音', isFree: 1 },
          { name: '辅音', isFree: 0 },
          { name: '连读（待上传）', isFree: 0, video: false },
        ],
      },
      { name: '第二章 免费章节', isFree: 1, lessons: [{ name: '自我介绍' }] },
    ],
  });
  free = await buildCourse(t, teacher, {
    name: '免费英语语法入门',
    isFree: 1,
    chapters: [{ name: '词性', lessons: [{ name: '名词' }] }],
  });
});
afterAll(() => t.close());

const as = (token: string | undefined, site = DEMO_SITE_ID): ContractCallOptions =>
  token ? { as: { token, siteId: site } } : { site };
const sign = (periodId: string, token?: string, site = DEMO_SITE_ID) =>
  t.call(courseStudyContracts.signCourse, { periodId }, as(token, site));

describe('the course page', () => {
  it('shows a published course to visitors, with its lessons, free marks and lecturer', async () => {
    const res = await t.call(courseStudyContracts.viewCourse, { id: paid.id });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      courseName: '雅思口语进阶',
      coursePrice: 199,
      isFree: 0,
      chapterCount: 2,
      periodCount: 4,
      freePeriodCount: 2,
      totalDuration: 300,
    });
    expect(res.data.introduce).not.toContain('<script');
    expect(res.data.lecturer?.lecturerUserId).toBe(String(await userIdOf(t, TEACHER)));

    const chapters = await t.call(courseStudyContracts.listCourseChapter, { courseId: paid.id });
    expect(chapters.data.map((chapter) => chapter.periodList.map((p) => [p.periodName, p.canTry, p.isVideo]))).toEqual([
      [
        ['试看：元音', 1, 1],
        ['辅音', 0, 1],
        ['连读（待上传）', 0, 0],
      ],
      [['自我介绍', 1, 1]],
    ]);
  });

  it('refuses an unknown course, another school’s reader and bad ids', async () => {
    expect((await t.call(courseStudyContracts.viewCourse, { id: '123' })).code).toBe(404);
    const elsewhere = await t.call(courseStudyContracts.viewCourse, { id: paid.id }, { site: OTHER_SITE_ID });
    expect([elsewhere.code, elsewhere.msg]).toEqual([404, '课程不存在或已下架']);
    expect((await t.call(courseStudyContracts.viewCourse, { id: 'abc' })).code).toBe(400);
    expect(
      (await t.call(courseStudyContracts.viewCourseForUser, { id: paid.id }, as(otherSiteLearner, OTHER_SITE_ID))).code,
    ).toBe(404);
  });

  it('tells a signed-in reader whether he has the course, saved it and where he stopped', async () => {
    const before = await t.call(courseStudyContracts.viewCourseForUser, { id: paid.id }, as(learner));
    expect(before.data).toMatchObject({ isPay: 0, isCollection: 0, lastStudy: null, progress: 0 });
    expect((await t.call(courseStudyContracts.viewCourseForUser, { id: paid.id })).code).toBe(303);
  });

  it('lists related and recommended courses without the course itself', async () => {
    const related = await t.call(courseStudyContracts.listRelatedCourse, { courseId: paid.id, limit: 5 });
    expect(related.data.map((course) => course.id)).toContain(free.id);
    expect(related.data.map((course) => course.id)).not.toContain(paid.id);
    const recommended = await t.call(courseStudyContracts.listRecommendCourse, { courseId: paid.id });
    expect(recommended.code).toBe(200);
    expect(recommended.data.map((course) => course.id)).not.toContain(paid.id);
    expect((await t.call(courseStudyContracts.listRecommendCourse, { courseId: '42' })).code).toBe(404);
    expect((await t.call(courseStudyContracts.listRelatedCourse, { limit: 50 })).code).toBe(400);
  });
});

describe('who may watch (the entitlement table, through sign)', () => {
  // [case, course, lesson index, who, expected code]
  const table: [string, () => BuiltCourse, number, () => string | undefined, number][] = [
    ['free lesson of a paid course', () => paid, 0, () => otherLearner, 200],
    ['paid lesson, not bought', () => paid, 1, () => otherLearner, 403],
    ['paid lesson in a free chapter', () => paid, 3, () => otherLearner, 200],
    ['lesson of a free course', () => free, 0, () => otherLearner, 200],
    ['paid lesson, granted by the operator', () => paid, 1, () => learner, 200],
    ['paid lesson, its own lecturer', () => paid, 1, () => teacher, 200],
    ['free lesson, visitor', () => paid, 0, () => undefined, 303],
    ['lesson without a video yet, granted', () => paid, 2, () => learner, 409],
  ];
  beforeAll(async () => {
    const granted = await t.call(
      courseAuditContracts.adminGrantCourse,
      {
        courseId: paid.id,
        userId: String(learnerId),
        remark: '测试赠送',
      },
      { as: 'operator' },
    );
    expect(granted.data).toMatchObject({ orderStatus: 2, paidPrice: 0, listPrice: 199, productType: 1 });
  });

  it.each(table)('%s', async (_case, course, index, who, code) => {
    const res = await sign(course().lessons[index]!.id, who());
    expect(res.code).toBe(code);
    if (code === 200) {
      expect(res.data.playUrl).toContain(res.data.playToken);
      expect(res.data.periodId).toBe(course().lessons[index]!.id);
    } else expect(res.data).toBeNull();
  });

  it('refuses another school’s learner and unknown lessons', async () => {
    expect((await sign(paid.lessons[0]!.id, otherSiteLearner, OTHER_SITE_ID)).code).toBe(404);
    expect((await sign('999', learner)).code).toBe(404);
    expect((await t.call(courseStudyContracts.signCourse, malformed({}), as(learner))).code).toBe(400);
  });

  it('binds the play token to its viewer: vod answers it for him only', async () => {
    const signed = await sign(paid.lessons[1]!.id, learner);
    const mine = await t.call(vodContracts.playVideo, { playToken: signed.data.playToken }, as(learner));
    expect([mine.code, mine.data.videoId]).toEqual([200, signed.data.videoId]);
    const theirs = await t.call(vodContracts.playVideo, { playToken: signed.data.playToken }, as(otherLearner));
    expect(theirs.code).toBe(403);
  });

  it('shows the reader what he may watch in the chapter page', async () => {
    const page = await t.call(courseStudyContracts.pageCourseChapter, { courseId: paid.id }, as(otherLearner));
    expect(page.data.list.flatMap((chapter) => chapter.periodList.map((p) => p.canWatch))).toEqual([1, 0, 0, 1]);
    const mine = await t.call(courseStudyContracts.pageCourseChapter, { courseId: paid.id, pageSize: 1 }, as(learner));
    expect([mine.data.totalCount, mine.data.list.length]).toEqual([2, 1]);
    expect(mine.data.list[0]!.periodList.map((p) => p.canWatch)).toEqual([1, 1, 1]);
    const view = await t.call(courseStudyContracts.viewCourseForUser, { id: paid.id }, as(learner));
    expect(view.data.isPay).toBe(1);
  });

  it('lists the granted course in my courses, and refuses a second grant', async () => {
    const mine = await t.call(courseStudyContracts.listMyCourse, {}, as(learner));
    // The demo learner also owns a demo course (the seed's grant).
    expect(mine.data.list.find((item) => item.course.id === paid.id)?.periodCount).toBe(4);
    const theirs = await t.call(courseStudyContracts.listMyCourse, {}, as(otherLearner));
    expect(theirs.data.totalCount).toBe(0);
    const again = await t.call(
      courseAuditContracts.adminGrantCourse,
      {
        courseId: paid.id,
        userId: String(learnerId),
        remark: '',
      },
      { as: 'operator' },
    );
    expect([again.code, again.msg]).toEqual([409, '该学员已拥有这门课程']);
    expect(
      (
        await t.call(
          courseAuditContracts.adminGrantCourse,
          { courseId: paid.id, userId: '77', remark: '' },
          { as: 'operator' },
        )
      ).code,
    ).toBe(404);
    expect(
      (
        await t.call(
          courseAuditContracts.adminGrantCourse,
          { courseId: paid.id, userId: String(learnerId), remark: '' },
          { as: 'otherOperator' },
        )
      ).code,
    ).toBe(404);
    const grants = await t.call(courseAuditContracts.adminListCourseGrant, { courseId: paid.id }, { as: 'operator' });
    expect(grants.data.list.map((order) => order.userId)).toEqual([String(learnerId)]);
    const orders = await t.db.selectFrom('order_info').select('id').where('product_id', '=', Number(paid.id)).execute();
    expect(orders).toHaveLength(1);
  });
});

describe('accessories', () => {
  let accessory: AccessoryAudit;
  let fileUrl: string;
  beforeAll(async () => {
    const file = await uploadAs(t, { token: teacher }, '讲义.pdf', pdfBytes());
    expect(file.code).toBe(200);
    fileUrl = file.data.url;
    const saved = await t.call(
      courseAuthorContracts.saveAccessoryAudit,
      { courseId: paid.id, accessoryName: '第一章讲义.pdf', fileUrl: file.data.url },
      as(teacher),
    );
    expect(saved.code).toBe(200);
    accessory = saved.data;
    await t.call(
      courseAuditContracts.adminAuditCourse,
      { id: paid.id, auditStatus: 1, auditOpinion: '' },
      { as: 'operator' },
    );
  });

  it('refuses a file the teacher did not upload, and another teacher', async () => {
    const learnerFile = await uploadAs(t, { token: learner }, 'x.pdf', pdfBytes());
    const res = await t.call(
      courseAuthorContracts.saveAccessoryAudit,
      { courseId: paid.id, accessoryName: 'x.pdf', fileUrl: learnerFile.data.url },
      as(teacher),
    );
    expect(res.code).toBe(400);
    const other = await t.call(
      courseAuthorContracts.saveAccessoryAudit,
      { courseId: paid.id, accessoryName: 'x.pdf', fileUrl: learnerFile.data.url },
      as(otherTeacher),
    );
    expect(other.code).toBe(403);
    const list = await t.call(courseAuthorContracts.listAccessoryAudit, { courseId: paid.id }, as(teacher));
    expect(list.data.map((item) => item.accessoryName)).toEqual(['第一章讲义.pdf']);
  });

  it('downloads only for entitled readers, as an attachment, through a short-lived address', async () => {
    const view = await t.call(courseStudyContracts.viewCourse, { id: paid.id });
    const listed = view.data.accessoryList[0]!;
    expect(listed).toMatchObject({ id: accessory.id, accessoryName: '第一章讲义.pdf' });
    expect(JSON.stringify(view.data)).not.toContain(fileUrl);

    expect((await t.call(courseStudyContracts.downloadAccessory, { id: listed.id }, as(otherLearner))).code).toBe(403);
    const link = await t.call(courseStudyContracts.downloadAccessory, { id: listed.id }, as(learner));
    expect(link.code).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: apiUrl(link.data.downloadUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(file.rawPayload.equals(pdfBytes())).toBe(true);

    // A changed expiry no longer matches the signature.
    const forged = link.data.downloadUrl.replace(/(\w)\./, (_match, last: string) => `${last === '0' ? '1' : '0'}.`);
    const refused = await t.app.inject({ method: 'GET', url: apiUrl(forged) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: '下载地址无效' });
  });
});

describe('comments', () => {
  it('keeps plain text, one level of replies, and refuses scripts, nothing stored', async () => {
    const script = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: paid.id, content: '好课<script>alert(1)</script>' },
      as(learner),
    );
    expect([script.code, script.msg]).toEqual([400, '评论只能是纯文本，不能含 < 或 > 等标签符号']);
    const long = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: paid.id, content: 'x'.repeat(501) },
      as(learner),
    );
    expect(long.code).toBe(400);
    expect(
      (await t.call(courseStudyContracts.saveCourseComment, { courseId: paid.id, content: '   ' }, as(learner))).code,
    ).toBe(400);
    expect((await t.call(courseStudyContracts.saveCourseComment, { courseId: paid.id, content: '好' })).code).toBe(303);
    expect(
      (await t.call(courseStudyContracts.saveCourseComment, { courseId: '5', content: '好' }, as(learner))).code,
    ).toBe(404);
    expect(await t.db.selectFrom('course_comment').select('id').execute()).toHaveLength(0);

    const top = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: paid.id, content: ' 讲得清楚 ' },
      as(learner),
    );
    expect(top.data).toMatchObject({ content: '讲得清楚', parentId: '0', isMine: 1 });
    const reply = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: paid.id, parentId: top.data.id, content: '同意' },
      as(otherLearner),
    );
    expect(reply.code).toBe(200);
    const nested = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: paid.id, parentId: reply.data.id, content: '再回复' },
      as(learner),
    );
    expect([nested.code, nested.msg]).toEqual([400, '只能回复顶层评论']);

    const shown = await t.call(courseStudyContracts.listCourseComment, { courseId: paid.id });
    expect(shown.data.list.map((c) => [c.content, c.isMine, c.replyList.map((r) => r.content)])).toEqual([
      ['讲得清楚', 0, ['同意']],
    ]);
    const mine = await t.call(courseStudyContracts.listCourseCommentForUser, { courseId: paid.id }, as(learner));
    expect(mine.data.list[0]!.isMine).toBe(1);

    expect((await t.call(courseStudyContracts.deleteCourseComment, { id: top.data.id }, as(otherLearner))).code).toBe(
      403,
    );
    expect(
      (await t.call(courseStudyContracts.deleteCourseComment, { id: top.data.id }, as(otherSiteLearner, OTHER_SITE_ID)))
        .code,
    ).toBe(404);
    expect((await t.call(courseStudyContracts.deleteCourseComment, { id: top.data.id }, as(learner))).code).toBe(200);
    expect(await t.db.selectFrom('course_comment').select('id').execute()).toHaveLength(0);
  });

  it('lets the operator hide and delete comments', async () => {
    const saved = await t.call(
      courseStudyContracts.saveCourseComment,
      { courseId: free.id, content: '广告' },
      as(learner),
    );
    expect(
      (
        await t.call(
          courseAuditContracts.adminStandCourseComment,
          { id: saved.data.id, statusId: 0 },
          { as: 'otherOperator' },
        )
      ).code,
    ).toBe(404);
    const hidden = await t.call(
      courseAuditContracts.adminStandCourseComment,
      { id: saved.data.id, statusId: 0 },
      { as: 'operator' },
    );
    expect(hidden.data).toMatchObject({ statusId: 0, courseName: '免费英语语法入门', mobile: LEARNER });
    const shown = await t.call(courseStudyContracts.listCourseComment, { courseId: free.id });
    expect(shown.data.totalCount).toBe(0);
    const listed = await t.call(courseAuditContracts.adminListCourseComment, { statusId: 0 }, { as: 'operator' });
    expect(listed.data.totalCount).toBe(1);
    expect(
      (await t.call(courseAuditContracts.adminDeleteCourseComment, { id: saved.data.id }, as(learner))).code,
    ).not.toBe(200);
    expect(
      (await t.call(courseAuditContracts.adminDeleteCourseComment, { id: saved.data.id }, { as: 'operator' })).code,
    ).toBe(200);
    expect(
      (await t.call(courseAuditContracts.adminDeleteCourseComment, { id: saved.data.id }, { as: 'operator' })).code,
    ).toBe(404);
  });
});

describe('collection', () => {
  it('saves, lists and removes a learner’s courses', async () => {
    expect((await t.call(courseStudyContracts.saveCourseCollection, { courseId: free.id })).code).toBe(303);
    expect((await t.call(courseStudyContracts.saveCourseCollection, { courseId: '9' }, as(learner))).code).toBe(404);
    for (let i = 0; i < 2; i++)
      expect(
        (await t.call(courseStudyContracts.saveCourseCollection, { courseId: free.id }, as(learner))).data,
      ).toEqual({
        courseId: free.id,
        isCollection: 1,
      });
    await t.call(courseStudyContracts.saveCourseCollection, { courseId: paid.id }, as(learner));
    const view = await t.call(courseStudyContracts.viewCourseForUser, { id: free.id }, as(learner));
    expect(view.data.isCollection).toBe(1);
    const list = await t.call(courseStudyContracts.listCourseCollection, {}, as(learner));
    expect(list.data.list.map((item) => item.course.id)).toEqual([paid.id, free.id]);
    expect((await t.call(courseStudyContracts.listCourseCollection, {}, as(otherLearner))).data.totalCount).toBe(0);

    const ids = [list.data.list[0]!.collectionId];
    expect((await t.call(courseStudyContracts.deleteCourseCollection, { ids }, as(otherLearner))).code).toBe(404);
    expect((await t.call(courseStudyContracts.deleteCourseCollection, { ids }, as(learner))).code).toBe(200);
    expect((await t.call(courseStudyContracts.deleteCourseCollection, { ids: [] }, as(learner))).code).toBe(400);
    const cancelled = await t.call(courseStudyContracts.cancelCourseCollection, { courseId: free.id }, as(learner));
    expect(cancelled.data).toEqual({ courseId: free.id, isCollection: 0 });
    expect((await t.call(courseStudyContracts.listCourseCollection, {}, as(learner))).data.totalCount).toBe(0);
  });
});

describe('teachers author drafts', () => {
  it('is for teachers, each on his own courses', async () => {
    const category = await categoryId(t);
    const body = draftBody(category, { name: '学员不能建课' });
    expect((await t.call(courseAuthorContracts.saveCourseAudit, body, as(learner))).code).toBe(403);
    expect((await t.call(courseAuthorContracts.saveCourseAudit, body)).code).toBe(303);
    expect((await t.call(courseAuthorContracts.viewCourseAudit, { id: paid.id }, as(otherTeacher))).code).toBe(403);
    const chapter = paid.chapters[0]!;
    const calls: [RouteContract, unknown][] = [
      [courseAuthorContracts.updateChapterAudit, { id: chapter.id, chapterName: 'x', chapterDesc: '', isFree: 0 }],
      [courseAuthorContracts.savePeriodAudit, { chapterId: chapter.id, periodName: 'x', periodDesc: '', isFree: 0 }],
      [courseAuthorContracts.deletePeriodAudit, { id: paid.lessons[0]!.id }],
      [courseAuthorContracts.deletePeriodVideo, { periodId: paid.lessons[0]!.id }],
      [courseAuthorContracts.saveChapterPic, { chapterId: chapter.id, picUrl: '/files/a.png', picName: '' }],
      [courseAuthorContracts.standCourseAudit, { id: paid.id, isPutAway: 0 }],
      [courseAuthorContracts.deleteCourseAudit, { id: paid.id }],
    ];
    for (const [contract, payload] of calls)
      expect([contract.url, (await t.call(contract, malformed(payload), as(otherTeacher))).code]).toEqual([
        contract.url,
        403,
      ]);
    const lessons = await t.call(courseAuthorContracts.listPeriodAudit, { chapterId: chapter.id }, as(teacher));
    expect(lessons.data).toHaveLength(3);
    // Binding another teacher's video is refused.
    const theirs = await readyVideo(t, await userIdOf(t, OTHER_TEACHER));
    const bound = await t.call(
      courseAuthorContracts.refPeriodVideo,
      { periodId: paid.lessons[2]!.id, videoId: String(theirs) },
      as(teacher),
    );
    expect([bound.code, bound.msg]).toEqual([404, '视频不存在或不是您上传的']);
  });

  it('refuses bad input with nothing stored', async () => {
    const category = await categoryId(t);
    const before = await t.db.selectFrom('course_audit').select('id').execute();
    const cases: [Record<string, unknown>, number][] = [
      [{ ...draftBody(category, { name: 'x' }), categoryId: '12345' }, 404],
      [{ ...draftBody(category, { name: 'x' }), coursePrice: 0 }, 400],
      [{ ...draftBody(category, { name: 'x' }), coursePrice: 1.234 }, 400],
      [{ ...draftBody(category, { name: 'x' }), courseLogo: 'javascript:alert(1)' }, 400],
      [{ ...draftBody(category, { name: 'x' }), courseCategory: 5 }, 400],
      [{ ...draftBody(category, { name: '   ' }) }, 400],
    ];
    for (const [body, code] of cases)
      expect((await t.call(courseAuthorContracts.saveCourseAudit, malformed(body), as(teacher))).code).toBe(code);
    expect(await t.db.selectFrom('course_audit').select('id').execute()).toHaveLength(before.length);
    const sorted = await t.call(
      courseAuthorContracts.sortChapterAudit,
      { courseId: paid.id, ids: [paid.chapters[0]!.id] },
      as(teacher),
    );
    expect(sorted.code).toBe(400);
  });

  it('keeps the published course serving while a new draft waits, and publishes it on approval', async () => {
    const category = await categoryId(t);
    const updated = await t.call(
      courseAuthorContracts.updateCourseAudit,
      { id: free.id, ...draftBody(category, { name: '免费英语语法入门（第二版）', isFree: 1 }) },
      as(teacher),
    );
    expect(updated.data).toMatchObject({ auditStatus: 0, isPublished: 1 });
    const chapter = await t.call(
      courseAuthorContracts.saveChapterAudit,
      { courseId: free.id, chapterName: '时态', chapterDesc: '', isFree: 0 },
      as(teacher),
    );
    const pics = await t.call(
      courseAuthorContracts.savePicAudit,
      { chapterId: chapter.data.id, picList: [{ picUrl: '/files/tense.png', picName: '时态表' }] },
      as(teacher),
    );
    expect(pics.data).toHaveLength(1);
    expect((await t.call(courseStudyContracts.viewCourse, { id: free.id })).data).toMatchObject({
      courseName: '免费英语语法入门',
    });

    const preview = await t.call(courseAuthorContracts.previewCourseAudit, { id: free.id }, as(teacher));
    expect(preview.data.course.courseName).toBe('免费英语语法入门（第二版）');
    expect(preview.data.chapterList.map((c) => c.chapterName)).toEqual(['词性', '时态']);
    expect((await t.call(courseAuthorContracts.previewCourseAudit, { id: free.id }, as(otherTeacher))).code).toBe(403);

    const queue = await t.call(courseAuditContracts.adminListCourseAudit, {}, { as: 'operator' });
    expect(queue.data.list.map((item) => item.id)).toContain(free.id);
    expect((await t.call(courseAuditContracts.adminListCourseAudit, {}, { as: 'otherOperator' })).data.totalCount).toBe(
      0,
    );
    const adminPreview = await t.call(
      courseAuditContracts.adminPreviewCourseAudit,
      { id: free.id },
      { as: 'operator' },
    );
    expect(adminPreview.data.chapterList[1]!.picList.map((p) => p.picName)).toEqual(['时态表']);

    const reject = await t.call(
      courseAuditContracts.adminAuditCourse,
      {
        id: free.id,
        auditStatus: 2,
        auditOpinion: '',
      },
      { as: 'operator' },
    );
    expect([reject.code, reject.msg]).toEqual([400, '审核不通过时请填写审核意见']);
    const rejected = await t.call(
      courseAuditContracts.adminAuditCourse,
      {
        id: free.id,
        auditStatus: 2,
        auditOpinion: '封面不清晰',
      },
      { as: 'operator' },
    );
    expect(rejected.data).toMatchObject({ auditStatus: 2, auditOpinion: '封面不清晰' });
    const message = await t.db
      .selectFrom('user_message')
      .select(['title', 'content'])
      .where('user_id', '=', await userIdOf(t, TEACHER))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(message.content).toContain('封面不清晰');
    expect((await t.call(courseStudyContracts.viewCourse, { id: free.id })).data).toMatchObject({
      courseName: '免费英语语法入门',
    });

    const approved = await t.call(
      courseAuditContracts.adminAuditCourse,
      {
        id: free.id,
        auditStatus: 1,
        auditOpinion: '',
      },
      { as: 'operator' },
    );
    expect(approved.data.auditStatus).toBe(1);
    const view = await t.call(courseStudyContracts.viewCourse, { id: free.id });
    expect(view.data).toMatchObject({ courseName: '免费英语语法入门（第二版）', chapterCount: 2 });
    const detail = await t.call(courseAuthorContracts.viewCourseAudit, { id: free.id }, as(teacher));
    expect(detail.data.auditLogList.map((log) => log.auditStatus)).toEqual([1, 2, 1]);
  });

  it('refuses to publish a course without lessons', async () => {
    const category = await categoryId(t);
    const empty = await t.call(
      courseAuthorContracts.saveCourseAudit,
      draftBody(category, { name: '空课程' }),
      as(teacher),
    );
    const res = await t.call(
      courseAuditContracts.adminAuditCourse,
      {
        id: empty.data.id,
        auditStatus: 1,
        auditOpinion: '',
      },
      { as: 'operator' },
    );
    expect([res.code, res.msg]).toEqual([409, '课程还没有课时，请先添加章节和课时']);
    expect((await t.call(courseStudyContracts.viewCourse, { id: empty.data.id })).code).toBe(404);
    expect(
      await t.db.selectFrom('course_audit_log').select('id').where('course_id', '=', Number(empty.data.id)).execute(),
    ).toHaveLength(0);
    expect((await t.call(courseAuthorContracts.deleteCourseAudit, { id: empty.data.id }, as(teacher))).code).toBe(200);
    const mine = await t.call(courseAuthorContracts.listCourseAudit, {}, as(teacher));
    expect(mine.data.list.map((item) => item.id)).not.toContain(empty.data.id);
  });

  it('takes a course off the shelf at once, and back', async () => {
    const off = await t.call(courseAuthorContracts.standCourseAudit, { id: free.id, isPutAway: 0 }, as(teacher));
    expect(off.data.isPutAway).toBe(0);
    expect((await t.call(courseStudyContracts.viewCourse, { id: free.id })).code).toBe(404);
    expect((await sign(free.lessons[0]!.id, otherLearner)).code).toBe(404);
    // The lecturer still reaches it.
    expect((await t.call(courseStudyContracts.viewCourseForUser, { id: free.id }, as(teacher))).code).toBe(200);
    await t.call(courseAuthorContracts.standCourseAudit, { id: free.id, isPutAway: 1 }, as(teacher));
    expect((await t.call(courseStudyContracts.viewCourse, { id: free.id })).code).toBe(200);
  });

  it('shows the teacher his published courses, chapters and lessons', async () => {
    const page = await t.call(courseAuthorContracts.pageMyPublishedCourse, {}, as(teacher));
    expect(page.data.list.map((course) => course.id)).toEqual(expect.arrayContaining([paid.id, free.id]));
    expect((await t.call(courseAuthorContracts.pageMyPublishedCourse, {}, as(otherTeacher))).data.totalCount).toBe(0);
    const chapters = await t.call(courseAuthorContracts.listMyPublishedChapter, { courseId: paid.id }, as(teacher));
    expect(chapters.data.map((chapter) => chapter.periodCount)).toEqual([3, 1]);
    const lessons = await t.call(
      courseAuthorContracts.listMyPublishedPeriod,
      { chapterId: chapters.data[0]!.id },
      as(teacher),
    );
    expect(lessons.data.map((lesson) => lesson.videoStatus)).toEqual([3, 3, 0]);
    expect(
      (await t.call(courseAuthorContracts.listMyPublishedChapter, { courseId: paid.id }, as(otherTeacher))).code,
    ).toBe(403);
    expect((await t.call(courseAuthorContracts.listMyPublishedChapter, { courseId: paid.id }, as(learner))).code).toBe(
      403,
    );
  });

  it('keeps a bought course: it cannot be deleted', async () => {
    const res = await t.call(courseAuthorContracts.deleteCourseAudit, { id: paid.id }, as(teacher));
    expect([res.code, res.msg]).toEqual([409, '已有学员购买这门课程，不能删除，可以下架']);
  });

  it('saves the record of an upload for a lesson and fires the lesson-video event', async () => {
    const video = await readyVideo(t, await userIdOf(t, TEACHER), 'upload.mp4');
    const saved = await t.call(
      courseAuthorContracts.saveVodUpload,
      { periodId: paid.lessons[2]!.id, vid: String(video), videoName: '连读' },
      as(teacher),
    );
    expect(saved.data).toMatchObject({ videoId: String(video), videoName: '连读', videoStatus: 3 });
    const view = await t.call(courseAuthorContracts.viewPeriodVideo, { periodId: paid.lessons[2]!.id }, as(teacher));
    expect(view.data.videoId).toBe(String(video));
    const byOther = await t.call(
      courseAuthorContracts.saveVodUpload,
      { periodId: paid.lessons[2]!.id, vid: String(video), videoName: 'x' },
      as(otherTeacher),
    );
    expect(byOther.code).toBe(403);
  });
});
