import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseAuthView, CourseProgress, Note, Page, PeriodProgress, PeriodStudyRecord } from '@school/contracts';
import { call, createTestApp, OTHER_SITE_ID, post, type TestApp } from '../../testing/test-app.ts';
import { createStudyFixture, type StudyFixture } from '../course/course-fixtures.ts';
import { addRange, totalSeconds } from './watched-ranges.ts';

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

const report = (body: Record<string, unknown>, token?: string, site?: number) =>
  post<PeriodProgress>(t.app, '/data/api/course/user/period/log/save', body, {
    ...(token ? { token } : {}),
    ...(site ? { site } : {}),
  });

describe('watched ranges', () => {
  it('merges overlapping and touching stretches and counts each second once', () => {
    let ranges = addRange([], 0, 15);
    ranges = addRange(ranges, 10, 30);
    ranges = addRange(ranges, 60, 75);
    ranges = addRange(ranges, 30, 40);
    expect(ranges).toEqual([
      [0, 40],
      [60, 75],
    ]);
    expect(totalSeconds(ranges)).toBe(55);
  });
});

describe('progress reports', () => {
  it('needs a signed-in learner although the call is under /api', async () => {
    expect((await report({ periodId: f.freeLesson, watchFrom: 0, watchTo: 15, position: 15 })).code).toBe(303);
  });

  it('refuses lessons the learner may not watch, other schools, unknown lessons and bad stretches', async () => {
    const good = { periodId: f.freeLesson, watchFrom: 0, watchTo: 15, position: 15 };
    expect((await report({ ...good, periodId: f.paidLesson }, learner)).code).toBe(403);
    expect((await report(good, otherSiteLearner, OTHER_SITE_ID)).code).toBe(404);
    expect((await report({ ...good, periodId: '42' }, learner)).code).toBe(404);
    expect((await report({ ...good, watchFrom: 20, watchTo: 10 }, learner)).msg).toBe(
      '参数错误：watchTo 不能小于 watchFrom',
    );
    expect((await report({ ...good, watchTo: 500 }, learner)).msg).toBe('参数错误：一次上报的观看时长不能超过 120 秒');
    expect((await report({ ...good, position: f.videoSeconds + 1 }, learner)).msg).toBe(
      '参数错误：播放位置超出视频时长',
    );
    expect((await report({ ...good, watchFrom: -1 }, learner)).code).toBe(400);
    // Nothing was stored by any of them.
    const list = await post<PeriodProgress[]>(
      t.app,
      '/data/auth/course/user/period/progress/course/list',
      { courseId: f.paidCourseId },
      { token: learner },
    );
    expect(list.data).toEqual([]);
  });

  it('counts unique watched time: watching a part again does not bring a lesson nearer to learned', async () => {
    for (let second = 0; second < 300; second += 100) {
      await report(
        { periodId: f.freeLesson, watchFrom: second, watchTo: second + 100, position: second + 100 },
        learner,
      );
    }
    // The first 300 seconds again, as many times as it takes: still half the video.
    for (let round = 0; round < 3; round += 1) {
      for (let second = 0; second < 300; second += 100) {
        await report(
          { periodId: f.freeLesson, watchFrom: second, watchTo: second + 100, position: second + 100 },
          learner,
        );
      }
    }
    const half = await report({ periodId: f.freeLesson, watchFrom: 0, watchTo: 10, position: 10 }, learner);
    expect(half.data).toMatchObject({ watchedSeconds: 300, progress: 50, isLearned: 0, lastPosition: 10 });
  });

  it('marks a lesson learned at 90% of unique watched time and shows it in the three lists', async () => {
    for (let second = 300; second < 530; second += 115) {
      await report(
        { periodId: f.freeLesson, watchFrom: second, watchTo: second + 115, position: second + 115 },
        learner,
      );
    }
    const before = await report({ periodId: f.freeLesson, watchFrom: 530, watchTo: 539, position: 539 }, learner);
    expect(before.data).toMatchObject({ watchedSeconds: 539, isLearned: 0 });
    const learned = await report({ periodId: f.freeLesson, watchFrom: 539, watchTo: 540, position: 540 }, learner);
    expect(learned.data).toMatchObject({ watchedSeconds: 540, progress: 90, isLearned: 1, lastPosition: 540 });
    // Going back to the start keeps it learned and remembers the position for resuming.
    const back = await report({ periodId: f.freeLesson, watchFrom: 0, watchTo: 0, position: 12 }, learner);
    expect(back.data).toMatchObject({ isLearned: 1, lastPosition: 12 });

    const periods = await post<PeriodProgress[]>(
      t.app,
      '/data/auth/course/user/period/progress/course/list',
      { courseId: f.paidCourseId },
      { token: learner },
    );
    expect(periods.data.map((row) => [row.periodId, row.isLearned])).toEqual([[f.freeLesson, 1]]);

    const courses = await post<Page<CourseProgress>>(
      t.app,
      '/data/auth/course/user/progress/list',
      {},
      { token: learner },
    );
    expect(courses.data.list).toEqual([
      expect.objectContaining({
        courseId: f.paidCourseId,
        periodCount: 4,
        learnedCount: 1,
        progress: 25,
        lastPeriodId: f.freeLesson,
        lastPeriodName: 'Hello and goodbye (trial)',
      }),
    ]);
    await report({ periodId: f.freeCourseLesson, watchFrom: 0, watchTo: 15, position: 15 }, learner);
    const records = await post<Page<PeriodStudyRecord>>(
      t.app,
      '/data/auth/course/user/period/progress/list',
      {},
      { token: learner },
    );
    expect(records.data.list.map((row) => row.periodName)).toEqual(['Vowels', 'Hello and goodbye (trial)']);
    const filtered = await post<Page<PeriodStudyRecord>>(
      t.app,
      '/data/auth/course/user/period/progress/list',
      { courseId: f.freeCourseId },
      { token: learner },
    );
    expect(filtered.data.totalCount).toBe(1);

    // The course page resumes where the learner stopped.
    const view = await post<CourseAuthView>(
      t.app,
      '/course/auth/course/view',
      { id: f.paidCourseId },
      { token: learner },
    );
    expect(view.data).toMatchObject({ lastPeriodId: f.freeLesson, lastPosition: 12, learnedCount: 1, progress: 25 });

    // Nobody else sees it.
    for (const url of ['/data/auth/course/user/progress/list', '/data/auth/course/user/period/progress/list']) {
      expect((await post<Page<unknown>>(t.app, url, {}, { token: teacher })).data.totalCount).toBe(0);
      expect(
        (await post<Page<unknown>>(t.app, url, {}, { token: otherSiteLearner, site: OTHER_SITE_ID })).data.totalCount,
      ).toBe(0);
      expect((await post(t.app, url, {})).code).toBe(303);
    }
  });
});

describe('notes', () => {
  const save = (body: Record<string, unknown>, token = learner) =>
    post<Note>(t.app, '/data/auth/course/user/notes/save', body, { token });

  it('saves notes at a moment of a lesson the learner may watch, lists them in video order, edits and deletes', async () => {
    expect(
      (await post(t.app, '/data/auth/course/user/notes/save', { periodId: f.freeLesson, notesTime: 1, content: 'x' }))
        .code,
    ).toBe(303);
    expect((await save({ periodId: f.paidLesson, notesTime: 5, content: 'paid' }, teacher)).code).toBe(403);
    expect((await save({ periodId: f.freeLesson, notesTime: 5, content: '' })).code).toBe(400);
    expect((await save({ periodId: f.freeLesson, notesTime: 5, content: '   ' })).code).toBe(400);
    expect((await save({ periodId: f.freeLesson, notesTime: 5, content: 'x'.repeat(1001) })).code).toBe(400);
    expect((await save({ periodId: f.freeLesson, notesTime: f.videoSeconds + 1, content: 'late' })).code).toBe(400);

    const later = await save({ periodId: f.freeLesson, notesTime: 95, content: 'How do you do? 是正式问候' });
    const earlier = await save({ periodId: f.freeLesson, notesTime: 30, content: 'Hello / Hi' });
    expect(later.data).toMatchObject({
      courseId: f.paidCourseId,
      periodName: 'Hello and goodbye (trial)',
      notesTime: 95,
    });
    const page = await post<Page<Note>>(
      t.app,
      '/data/auth/course/user/notes/page',
      { periodId: f.freeLesson },
      { token: learner },
    );
    expect(page.data.list.map((note) => note.notesTime)).toEqual([30, 95]);
    expect(
      (await post<Page<Note>>(t.app, '/data/auth/course/user/notes/page', {}, { token: teacher })).data.totalCount,
    ).toBe(0);

    const id = earlier.data.id;
    expect((await post(t.app, '/data/auth/course/user/notes/view', { id }, { token: teacher })).code).toBe(404);
    expect(
      (await post(t.app, '/data/auth/course/user/notes/view', { id }, { token: otherSiteLearner, site: OTHER_SITE_ID }))
        .code,
    ).toBe(404);
    expect((await save({ id, periodId: f.freeLesson, notesTime: 31, content: 'stolen' }, teacher)).code).toBe(404);
    expect((await save({ id, periodId: f.freeCourseLesson, notesTime: 31, content: 'moved' })).msg).toBe(
      '笔记不属于该课时',
    );
    const edited = await save({ id, periodId: f.freeLesson, notesTime: 31, content: 'Hello / Hi / Hey' });
    expect(edited.data).toMatchObject({ id, notesTime: 31, content: 'Hello / Hi / Hey' });

    const remove = (noteId: string, token: string, site?: number) =>
      call(t.app, 'DELETE', `/data/auth/course/user/notes/delete?id=${noteId}`, undefined, {
        token,
        ...(site ? { site } : {}),
      });
    expect((await remove(id, teacher)).code).toBe(404);
    expect((await remove(id, otherSiteLearner, OTHER_SITE_ID)).code).toBe(404);
    expect((await remove('abc', learner)).code).toBe(400);
    expect((await post(t.app, '/data/auth/course/user/notes/delete', { id }, { token: learner })).code).toBe(405);
    expect((await remove(id, learner)).code).toBe(200);
    expect((await post(t.app, '/data/auth/course/user/notes/view', { id }, { token: learner })).code).toBe(404);
    expect(
      (await post<Note>(t.app, '/data/auth/course/user/notes/view', { id: later.data.id }, { token: learner })).data
        .content,
    ).toBe('How do you do? 是正式问候');
  });
});
