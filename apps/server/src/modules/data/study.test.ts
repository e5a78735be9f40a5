import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourseDetailForUser,
  CourseProgress,
  CourseSignInfo,
  DailyStudy,
  LearnerProgress,
  LecturerCourseProgress,
  MyCourse,
  Note,
  Page,
  PeriodProgress,
  StudyLogResult,
} from '@school/contracts';
import {
  createFakeClock,
  createTestApp,
  DEMO_SITE_ID,
  OTHER_SITE_ID,
  post,
  type TestApp,
} from '../../testing/test-app.ts';
import {
  addUsers,
  buildCourse,
  LEARNER,
  OTHER_LEARNER,
  OTHER_TEACHER,
  TEACHER,
  userIdOf,
  type BuiltCourse,
} from '../course/course-fixtures.ts';

const clock = createFakeClock();
let t: TestApp;
let learner: string;
let otherLearner: string;
let teacher: string;
let otherTeacher: string;
/** Paid course; lesson 0 free, lesson 1 paid, lesson 2 free. Videos are 100 s. */
let course: BuiltCourse;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await addUsers(t);
  learner = await t.tokenFor(LEARNER);
  otherLearner = await t.tokenFor(OTHER_LEARNER);
  teacher = await t.tokenFor(TEACHER);
  otherTeacher = await t.tokenFor(OTHER_TEACHER);
  course = await buildCourse(t, teacher, {
    name: '商务英语写作',
    price: 88,
    chapters: [
      { name: '邮件', lessons: [{ name: '开头', isFree: 1 }, { name: '正文' }] },
      { name: '报告', lessons: [{ name: '结构', isFree: 1 }] },
    ],
  });
  await t.asAdmin('/course/admin/course/grant', {
    courseId: course.id,
    userId: String(await userIdOf(t, LEARNER)),
    remark: '',
  });
});
afterAll(() => t.close());

const as = (token?: string, site = DEMO_SITE_ID) => ({ ...(token ? { token } : {}), site });
const report = (periodId: string, currentSeconds: number, watchedSeconds: number, token = learner) =>
  post<StudyLogResult>(t.app, '/data/api/course/user/period/log/save', { periodId, currentSeconds, watchedSeconds }, as(token));

/** Plays a lesson from `from` to `to` seconds, reporting every 10 s as the player does. */
async function play(periodId: string, from: number, to: number, token = learner) {
  let last: Awaited<ReturnType<typeof report>> | undefined;
  for (let at = from + 10; at <= to; at += 10) {
    clock.advance(10_000);
    last = await report(periodId, at, 10, token);
    expect(last.code).toBe(200);
  }
  return last!;
}

describe('progress reports', () => {
  it('needs a signed-in viewer who may watch the lesson, although the call is under api', async () => {
    expect((await report(course.lessons[0]!.id, 10, 10, '')).code).toBe(303);
    const refused = await report(course.lessons[1]!.id, 10, 10, otherLearner);
    expect(refused.code).toBe(403);
    expect((await report('12345', 10, 10)).code).toBe(404);
    const elsewhere = await post(
      t.app,
      '/data/api/course/user/period/log/save',
      { periodId: course.lessons[0]!.id, currentSeconds: 10, watchedSeconds: 10 },
      as(await t.tokenFor(LEARNER, OTHER_SITE_ID), OTHER_SITE_ID),
    );
    expect(elsewhere.code).toBe(404);
    expect((await post(t.app, '/data/api/course/user/period/log/save', { periodId: course.lessons[0]!.id }, as(learner))).code).toBe(400);
    expect(
      (await post(t.app, '/data/api/course/user/period/log/save', { periodId: course.lessons[0]!.id, currentSeconds: -1, watchedSeconds: 1 }, as(learner))).code,
    ).toBe(400);
    expect(await t.db.selectFrom('study_period').select('id').execute()).toHaveLength(0);
  });

  it('does not count a seek to the end as watching', async () => {
    clock.advance(10_000);
    const jumped = await report(course.lessons[1]!.id, 95, 10);
    expect(jumped.data).toMatchObject({ isLearned: 0, watchedSeconds: 10, position: 95, progress: 10 });
    // A report cannot claim more than the time that passed since the last one.
    clock.advance(2_000);
    const greedy = await report(course.lessons[1]!.id, 60, 30);
    expect(greedy.data.watchedSeconds).toBe(13);
  });

  it('marks a lesson learned at 90 % watched and shows it in the progress lists', async () => {
    const lesson = course.lessons[0]!.id;
    const at80 = await play(lesson, 0, 80);
    expect(at80.data).toMatchObject({ isLearned: 0, progress: 80, courseProgress: 0 });
    // Watching the same part again adds nothing.
    clock.advance(10_000);
    expect((await report(lesson, 80, 10)).data.watchedSeconds).toBe(80);
    const at90 = await play(lesson, 80, 90);
    expect(at90.data).toMatchObject({ isLearned: 1, progress: 100, learnedCount: 1, periodCount: 3, courseProgress: 33 });

    const periods = await post<PeriodProgress[]>(t.app, '/data/auth/course/user/period/progress/course/list', { courseId: course.id }, as(learner));
    expect(periods.data.map((p) => [p.periodId, p.isLearned])).toEqual(
      expect.arrayContaining([
        [lesson, 1],
        [course.lessons[1]!.id, 0],
      ]),
    );
    const courses = await post<Page<CourseProgress>>(t.app, '/data/auth/course/user/progress/list', {}, as(learner));
    expect(courses.data.list[0]).toMatchObject({ courseId: course.id, learnedCount: 1, periodCount: 3, progress: 33, lastPeriodId: lesson, lastPosition: 90 });
    const recent = await post<Page<PeriodProgress>>(t.app, '/data/auth/course/user/period/progress/list', { courseId: course.id }, as(learner));
    expect(recent.data.list[0]!.periodId).toBe(lesson);
    const nobody = await post<Page<CourseProgress>>(t.app, '/data/auth/course/user/progress/list', {}, as(otherLearner));
    expect(nobody.data.totalCount).toBe(0);

    const view = await post<CourseDetailForUser>(t.app, '/course/auth/course/view', { id: course.id }, as(learner));
    expect(view.data).toMatchObject({ learnedCount: 1, progress: 33, lastStudy: { periodId: lesson, position: 90 } });
    const mine = await post<Page<MyCourse>>(t.app, '/course/auth/user/order/course/ref/list', {}, as(learner));
    expect(mine.data.list.find((item) => item.course.id === course.id)).toMatchObject({ learnedCount: 1, progress: 33 });
  });

  it('resumes an unfinished lesson where it stopped', async () => {
    const signed = await post<CourseSignInfo>(t.app, '/course/auth/course/sign', { periodId: course.lessons[1]!.id }, as(learner));
    expect(signed.data.position).toBe(60);
    const finished = await post<CourseSignInfo>(t.app, '/course/auth/course/sign', { periodId: course.lessons[0]!.id }, as(learner));
    expect(finished.data.position).toBe(0);
  });
});

describe('notes', () => {
  let note: Note;
  it('are taken at a point of a lesson the learner may watch', async () => {
    const saved = await post<Note>(
      t.app,
      '/data/auth/course/user/notes/save',
      { periodId: course.lessons[0]!.id, position: 42, content: ' Dear Sir or Madam ' },
      as(learner),
    );
    expect(saved.data).toMatchObject({ position: 42, content: 'Dear Sir or Madam', courseName: '商务英语写作', periodName: '开头' });
    note = saved.data;
    const refused = await post(t.app, '/data/auth/course/user/notes/save', { periodId: course.lessons[1]!.id, position: 1, content: 'x' }, as(otherLearner));
    expect(refused.code).toBe(403);
    expect((await post(t.app, '/data/auth/course/user/notes/save', { periodId: course.lessons[0]!.id, position: 1, content: '' }, as(learner))).code).toBe(400);
    expect((await post(t.app, '/data/auth/course/user/notes/save', { periodId: course.lessons[0]!.id, position: 1, content: 'x' })).code).toBe(303);
    expect(await t.db.selectFrom('course_note').select('id').execute()).toHaveLength(1);
  });

  it('are the learner’s own: page, view, edit, delete', async () => {
    const page = await post<Page<Note>>(t.app, '/data/auth/course/user/notes/page', { courseId: course.id }, as(learner));
    expect(page.data.list.map((n) => n.id)).toEqual([note.id]);
    expect((await post<Page<Note>>(t.app, '/data/auth/course/user/notes/page', {}, as(otherLearner))).data.totalCount).toBe(0);
    expect((await post(t.app, '/data/auth/course/user/notes/view', { id: note.id }, as(otherLearner))).code).toBe(404);
    const edited = await post<Note>(
      t.app,
      '/data/auth/course/user/notes/save',
      { id: note.id, periodId: note.periodId, position: 50, content: 'Yours faithfully' },
      as(learner),
    );
    expect(edited.data).toMatchObject({ id: note.id, position: 50, content: 'Yours faithfully' });
    const byOther = await post(t.app, '/data/auth/course/user/notes/save', { id: note.id, periodId: note.periodId, position: 1, content: 'x' }, as(otherLearner));
    expect(byOther.code).toBe(404);
    const del = (token: string, id = note.id) =>
      t.app.inject({ method: 'DELETE', url: `/apis/data/auth/course/user/notes/delete?id=${id}`, headers: { 'site-id': '11', token } });
    expect((await del(otherLearner)).json()).toMatchObject({ code: 404 });
    expect((await del(learner, 'abc')).json()).toMatchObject({ code: 400 });
    expect((await del(learner)).json()).toMatchObject({ code: 200 });
    expect(await t.db.selectFrom('course_note').select('id').execute()).toHaveLength(0);
  });
});

describe('the teacher sees his learners’ progress', () => {
  it('per course, per learner and per day', async () => {
    await play(course.lessons[2]!.id, 0, 30, otherLearner);
    const courses = await post<Page<LecturerCourseProgress>>(t.app, '/data/auth/lecturer/course/progress/list', {}, as(teacher));
    expect(courses.data.list.find((item) => item.courseId === course.id)).toMatchObject({ courseId: course.id, learnerCount: 2, periodCount: 3, finishedCount: 0, averageProgress: 16 });
    const learners = await post<Page<LearnerProgress>>(t.app, '/data/auth/lecturer/course/learner/page', { courseId: course.id }, as(teacher));
    expect(learners.data.list.map((l) => [l.mobile, l.learnedCount])).toEqual(
      expect.arrayContaining([
        ['138****0001', 1],
        ['139****0009', 0],
      ]),
    );
    const days = await post<DailyStudy[]>(t.app, '/data/auth/lecturer/course/daily/list', { courseId: course.id, days: 7 }, as(teacher));
    expect(days.data).toHaveLength(7);
    expect(days.data[6]!.learnerCount).toBe(2);
    expect(days.data[6]!.studySeconds).toBeGreaterThanOrEqual(120);

    expect((await post(t.app, '/data/auth/lecturer/course/learner/page', { courseId: course.id }, as(otherTeacher))).code).toBe(403);
    expect((await post(t.app, '/data/auth/lecturer/course/daily/list', { courseId: course.id }, as(learner))).code).toBe(403);
    expect((await post(t.app, '/data/auth/lecturer/course/daily/list', { courseId: course.id, days: 400 }, as(teacher))).code).toBe(400);
    expect((await post<Page<LecturerCourseProgress>>(t.app, '/data/auth/lecturer/course/progress/list', {}, as(otherTeacher))).data.totalCount).toBe(0);
  });
});
