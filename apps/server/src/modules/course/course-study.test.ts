import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Chapter,
  CollectionCourse,
  CourseAuthView,
  CourseSign,
  CourseView,
  MyCourse,
  OrderInfo,
  Page,
  PlayInfo,
  StudyChapter,
} from '@school/contracts';
import { createTestApp, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';
import { createStudyFixture, type StudyFixture } from './course-fixtures.ts';

let t: TestApp;
let f: StudyFixture;
let learner: string;
let teacher: string;
let otherSiteLearner: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await createStudyFixture(t);
  learner = await t.tokenFor('13800000001');
  teacher = await t.tokenFor('13800000002');
  otherSiteLearner = await t.tokenFor('13800000001', OTHER_SITE_ID);
});
afterAll(() => t.close());

describe('course page', () => {
  it('shows an on-shelf course to visitors, with lesson counts and isPay 0', async () => {
    const res = await post<CourseView>(t.app, '/course/api/course/view', { id: f.paidCourseId });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: f.paidCourseId, isFree: 0, isPay: 0, periodCount: 4, freePeriodCount: 2 });
    expect(res.data.courseName.length).toBeGreaterThan(0);
    const free = await post<CourseView>(t.app, '/course/api/course/view', { id: f.freeCourseId });
    expect(free.data).toMatchObject({ isFree: 1, periodCount: 1, freePeriodCount: 1 });
  });

  it('the demo school’s courses come with chapters, lessons and a free trial', async () => {
    const course = await t.db
      .selectFrom('course')
      .select('id')
      .where('site_id', '=', 11)
      .where('course_name', '=', '零基础英语口语 90 天')
      .executeTakeFirstOrThrow();
    const view = await post<CourseView>(t.app, '/course/api/course/view', { id: String(course.id) });
    expect(view.data).toMatchObject({ isFree: 0, periodCount: 7, freePeriodCount: 1 });
    const chapters = await post<Chapter[]>(t.app, '/course/api/course/chapter/list', { courseId: String(course.id) });
    expect(chapters.data.map((chapter) => chapter.chapterName)).toEqual([
      'Unit 1 Hello! Greetings and introductions',
      'Unit 2 Everyday life',
      'Unit 3 Out and about',
    ]);
    expect(chapters.data[0]!.periodList[0]).toMatchObject({
      periodName: '1.1 Hello, my name is… 打招呼与自我介绍',
      isFree: 1,
    });
  });

  it('refuses unknown, off-shelf, other schools’ courses and bad ids', async () => {
    for (const id of ['42', f.offShelfCourseId]) {
      expect(await post(t.app, '/course/api/course/view', { id })).toMatchObject({
        code: 404,
        msg: '课程不存在或已下架',
      });
    }
    expect((await post(t.app, '/course/api/course/view', { id: f.paidCourseId }, { site: OTHER_SITE_ID })).code).toBe(
      404,
    );
    expect((await post(t.app, '/course/api/course/view', { id: 'abc' })).code).toBe(400);
  });

  it('tells a signed-in learner whether they own and collected it and where they stopped', async () => {
    expect((await post(t.app, '/course/auth/course/view', { id: f.paidCourseId })).code).toBe(303);
    const res = await post<CourseAuthView>(
      t.app,
      '/course/auth/course/view',
      { id: f.paidCourseId },
      { token: learner },
    );
    expect(res.data).toMatchObject({ isPay: 0, isCollect: 0, lastPeriodId: '0', learnedCount: 0, progress: 0 });
    expect(
      (
        await post(
          t.app,
          '/course/auth/course/view',
          { id: f.paidCourseId },
          { token: otherSiteLearner, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);
  });

  it('lists chapters and lessons in order with free marks, never the video id', async () => {
    const res = await post<Chapter[]>(t.app, '/course/api/course/chapter/list', { courseId: f.paidCourseId });
    expect(res.data.map((chapter) => [chapter.chapterName, chapter.isFree])).toEqual([
      ['Unit 1 Greetings', 0],
      ['Unit 2 Numbers (free chapter)', 1],
    ]);
    expect(res.data[0]!.periodList.map((period) => [period.id, period.isFree, period.hasVideo])).toEqual([
      [f.freeLesson, 1, 1],
      [f.paidLesson, 0, 1],
      [f.noVideoLesson, 0, 0],
    ]);
    expect(res.raw).not.toContain('videoId');
    expect((await post(t.app, '/course/api/course/chapter/list', { courseId: f.offShelfCourseId })).code).toBe(404);
    expect(
      (await post(t.app, '/course/api/course/chapter/list', { courseId: f.paidCourseId }, { site: OTHER_SITE_ID }))
        .code,
    ).toBe(404);
  });

  it('pages chapters for a learner with what each lesson allows', async () => {
    expect((await post(t.app, '/course/auth/course/chapter/page', { courseId: f.paidCourseId })).code).toBe(303);
    const res = await post<Page<StudyChapter>>(
      t.app,
      '/course/auth/course/chapter/page',
      { courseId: f.paidCourseId, pageSize: 1 },
      { token: teacher },
    );
    expect(res.data).toMatchObject({ totalCount: 2, totalPage: 2 });
    expect(res.data.list[0]!.periodList.map((period) => period.canPlay)).toEqual([1, 0, 0]);
    const second = await post<Page<StudyChapter>>(
      t.app,
      '/course/auth/course/chapter/page',
      { courseId: f.paidCourseId, pageSize: 1, pageCurrent: 2 },
      { token: teacher },
    );
    expect(second.data.list[0]!.periodList.map((period) => period.canPlay)).toEqual([1]);
    expect(
      (
        await post(
          t.app,
          '/course/auth/course/chapter/page',
          { courseId: f.paidCourseId, pageSize: 0 },
          { token: teacher },
        )
      ).code,
    ).toBe(400);
  });
});

describe('play authorisation and the grant', () => {
  const sign = (periodId: string, token?: string, site?: number) =>
    post<CourseSign>(
      t.app,
      '/course/auth/course/sign',
      { periodId },
      { ...(token ? { token } : {}), ...(site ? { site } : {}) },
    );

  it.each([
    ['a free lesson of a paid course', 'freeLesson', 200],
    ['a lesson of a free chapter', 'freeChapterLesson', 200],
    ['a lesson of a free course', 'freeCourseLesson', 200],
    ['a paid lesson, not bought', 'paidLesson', 403],
    ['a paid lesson without video, not bought', 'noVideoLesson', 403],
  ] as const)('before any order: %s → %i', async (_name, lesson, code) => {
    const res = await sign(f[lesson], learner);
    expect(res.code).toBe(code);
    if (code === 403) expect(res.msg).toBe('该课时需购买课程后观看');
  });

  it('refuses visitors, another school, unknown and malformed lessons', async () => {
    expect((await sign(f.freeLesson)).code).toBe(303);
    expect((await sign(f.freeLesson, otherSiteLearner, OTHER_SITE_ID)).code).toBe(404);
    expect((await sign('42', learner)).msg).toBe('课时不存在或已被删除');
    expect((await sign('abc', learner)).code).toBe(400);
  });

  it('binds the play token to the learner: the vod call accepts it for them only', async () => {
    const res = await sign(f.freeLesson, learner);
    expect(res.data).toMatchObject({
      periodId: f.freeLesson,
      courseId: f.paidCourseId,
      duration: f.videoSeconds,
      lastPosition: 0,
    });
    expect(res.data.playUrl).toContain(res.data.playToken);
    const mine = await post<PlayInfo>(
      t.app,
      '/vod/auth/videoInfo/play',
      { playToken: res.data.playToken },
      { token: learner },
    );
    expect(mine.code).toBe(200);
    const theirs = await post(t.app, '/vod/auth/videoInfo/play', { playToken: res.data.playToken }, { token: teacher });
    expect([theirs.code, theirs.msg]).toEqual([403, '播放凭证不属于当前用户']);
  });

  it('the operator grants the paid course: a paid order of 0, then the lessons play and the course is mine', async () => {
    const learnerId = await f.userIdOf('13800000001');
    const body = { courseId: f.paidCourseId, userId: learnerId, remark: '老学员补偿' };
    expect((await post(t.app, '/course/admin/course/grant/save', body, { token: learner })).code).toBe(302);
    expect((await t.asOtherAdmin('/course/admin/course/grant/save', body)).code).toBe(404);
    expect((await t.asAdmin('/course/admin/course/grant/save', { ...body, userId: '42' })).msg).toBe('用户不存在');
    expect((await t.asAdmin('/course/admin/course/grant/save', { ...body, courseId: f.freeCourseId })).msg).toBe(
      '免费课程无需赠送',
    );
    expect((await t.asAdmin('/course/admin/course/grant/save', { ...body, remark: 'x'.repeat(201) })).code).toBe(400);
    const otherSiteUser = await f.userIdOf('13800000001', OTHER_SITE_ID);
    expect((await t.asAdmin('/course/admin/course/grant/save', { ...body, userId: otherSiteUser })).code).toBe(404);
    expect(
      (await post<Page<MyCourse>>(t.app, '/course/auth/user/order/course/ref/list', {}, { token: learner })).data
        .totalCount,
    ).toBe(0);

    const granted = await t.asAdmin<OrderInfo>('/course/admin/course/grant/save', body);
    expect(granted.data).toMatchObject({
      productType: 1,
      productId: f.paidCourseId,
      userId: learnerId,
      paidPrice: 0,
      orderStatus: 2,
      payChannel: 'grant',
      remark: '老学员补偿',
    });
    expect(granted.data.listPrice).toBeGreaterThan(0);
    expect((await t.asAdmin('/course/admin/course/grant/save', body)).code).toBe(409);
    const list = await t.asAdmin<Page<OrderInfo>>('/course/admin/course/grant/list', { courseId: f.paidCourseId });
    expect(list.data.list.map((order) => order.id)).toEqual([granted.data.id]);
    expect((await t.asOtherAdmin('/course/admin/course/grant/list', { courseId: f.paidCourseId })).code).toBe(404);

    expect((await sign(f.paidLesson, learner)).code).toBe(200);
    expect((await sign(f.noVideoLesson, learner)).msg).toBe('该课时暂无视频');
    expect((await sign(f.paidLesson, teacher)).code).toBe(403);
    const view = await post<CourseAuthView>(
      t.app,
      '/course/auth/course/view',
      { id: f.paidCourseId },
      { token: learner },
    );
    expect(view.data.isPay).toBe(1);
    const page = await post<Page<StudyChapter>>(
      t.app,
      '/course/auth/course/chapter/page',
      { courseId: f.paidCourseId },
      { token: learner },
    );
    expect(page.data.list[0]!.periodList.map((period) => period.canPlay)).toEqual([1, 1, 1]);

    const mine = await post<Page<MyCourse>>(t.app, '/course/auth/user/order/course/ref/list', {}, { token: learner });
    expect(mine.data.list.map((course) => [course.id, course.orderNo, course.progress])).toEqual([
      [f.paidCourseId, granted.data.orderNo, 0],
    ]);
    expect(
      (await post<Page<MyCourse>>(t.app, '/course/auth/user/order/course/ref/list', {}, { token: teacher })).data
        .totalCount,
    ).toBe(0);
    expect((await post(t.app, '/course/auth/user/order/course/ref/list', {})).code).toBe(303);
    expect(
      (
        await post<Page<MyCourse>>(
          t.app,
          '/course/auth/user/order/course/ref/list',
          {},
          { token: otherSiteLearner, site: OTHER_SITE_ID },
        )
      ).data.totalCount,
    ).toBe(0);
  });
});

describe('collection', () => {
  it('collects, lists, cancels by course and deletes by record, each learner their own', async () => {
    const save = (courseId: string, token?: string) =>
      post(t.app, '/course/auth/user/collection/course/save', { courseId }, token ? { token } : {});
    expect((await save(f.freeCourseId)).code).toBe(303);
    expect((await save(f.offShelfCourseId, learner)).code).toBe(404);
    expect((await save('abc', learner)).code).toBe(400);
    expect((await save(f.freeCourseId, learner)).data).toEqual({ courseId: f.freeCourseId, isCollect: 1 });
    expect((await save(f.freeCourseId, learner)).code).toBe(200);
    expect((await save(f.paidCourseId, learner)).code).toBe(200);

    const list = await post<Page<CollectionCourse>>(
      t.app,
      '/course/auth/user/collection/course/list',
      {},
      { token: learner },
    );
    expect(list.data.list.map((course) => course.id)).toEqual([f.paidCourseId, f.freeCourseId]);
    expect(
      (await post<Page<CollectionCourse>>(t.app, '/course/auth/user/collection/course/list', {}, { token: teacher }))
        .data.totalCount,
    ).toBe(0);
    const view = await post<CourseAuthView>(
      t.app,
      '/course/auth/course/view',
      { id: f.freeCourseId },
      { token: learner },
    );
    expect(view.data.isCollect).toBe(1);

    const recordId = list.data.list[0]!.collectionId;
    expect(
      (await post(t.app, '/course/auth/user/collection/course/delete', { id: recordId }, { token: teacher })).code,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/course/auth/user/collection/course/delete',
          { id: recordId },
          { token: otherSiteLearner, site: OTHER_SITE_ID },
        )
      ).code,
    ).toBe(404);
    expect(
      (await post(t.app, '/course/auth/user/collection/course/delete', { id: recordId }, { token: learner })).code,
    ).toBe(200);
    const cancel = await post(
      t.app,
      '/course/auth/user/collection/course/delet',
      { courseId: f.freeCourseId },
      { token: learner },
    );
    expect(cancel.data).toEqual({ courseId: f.freeCourseId, isCollect: 0 });
    expect(
      (await post<Page<CollectionCourse>>(t.app, '/course/auth/user/collection/course/list', {}, { token: learner }))
        .data.totalCount,
    ).toBe(0);
  });
});
