import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuditContracts, studyContracts, type Note, courseStudyContracts } from '@school/contracts';
import { type ContractCallOptions, malformed } from '../../testing/call.ts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
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
  await t.call(courseAuditContracts.adminGrantCourse, {
    courseId: course.id,
    userId: String(await userIdOf(t, LEARNER)),
    remark: '',
  }, { as: 'operator' });
});
afterAll(() => t.close());

/** Calls with a session the test holds (or none), as the school `site`. */
const by = (token?: string, site = DEMO_SITE_ID): ContractCallOptions => ({ as: token ? { token } : 'visitor', site });
const report = (periodId: string, currentSeconds: number, watchedSeconds: number, token = learner) =>
  t.call(studyContracts.saveStudyLog, { periodId, currentSeconds, watchedSeconds }, by(token));

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
    const elsewhere = await t.call(studyContracts.saveStudyLog, { periodId: course.lessons[0]!.id, currentSeconds: 10, watchedSeconds: 10 }, by(await t.tokenFor(LEARNER, OTHER_SITE_ID), OTHER_SITE_ID));
    expect(elsewhere.code).toBe(404);
    expect((await t.call(studyContracts.saveStudyLog, malformed({ periodId: course.lessons[0]!.id }), by(learner))).code).toBe(400);
    expect(
      (await t.call(studyContracts.saveStudyLog, { periodId: course.lessons[0]!.id, currentSeconds: -1, watchedSeconds: 1 }, by(learner))).code,
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

    const periods = await t.call(studyContracts.listCoursePeriodProgress, { courseId: course.id }, by(learner));
    expect(periods.data.map((p) => [p.periodId, p.isLearned])).toEqual(
      expect.arrayContaining([
        [lesson, 1],
        [course.lessons[1]!.id, 0],
      ]),
    );
    const courses = await t.call(studyContracts.listCourseProgress, {}, by(learner));
    expect(courses.data.list[0]).toMatchObject({ courseId: course.id, learnedCount: 1, periodCount: 3, progress: 33, lastPeriodId: lesson, lastPosition: 90 });
    const recent = await t.call(studyContracts.listPeriodProgress, { courseId: course.id }, by(learner));
    expect(recent.data.list[0]!.periodId).toBe(lesson);
    const nobody = await t.call(studyContracts.listCourseProgress, {}, by(otherLearner));
    expect(nobody.data.totalCount).toBe(0);

    const view = await t.call(courseStudyContracts.viewCourseForUser, { id: course.id }, by(learner));
    expect(view.data).toMatchObject({ learnedCount: 1, progress: 33, lastStudy: { periodId: lesson, position: 90 } });
    const mine = await t.call(courseStudyContracts.listMyCourse, {}, by(learner));
    expect(mine.data.list.find((item) => item.course.id === course.id)).toMatchObject({ learnedCount: 1, progress: 33 });
  });

  it('resumes an unfinished lesson where it stopped', async () => {
    const signed = await t.call(courseStudyContracts.signCourse, { periodId: course.lessons[1]!.id }, by(learner));
    expect(signed.data.position).toBe(60);
    const finished = await t.call(courseStudyContracts.signCourse, { periodId: course.lessons[0]!.id }, by(learner));
    expect(finished.data.position).toBe(0);
  });
});

describe('notes', () => {
  let note: Note;
  it('are taken at a point of a lesson the learner may watch', async () => {
    const saved = await t.call(studyContracts.saveNote, { periodId: course.lessons[0]!.id, position: 42, content: ' Dear Sir or Madam ' }, by(learner));
    expect(saved.data).toMatchObject({ position: 42, content: 'Dear Sir or Madam', courseName: '商务英语写作', periodName: '开头' });
    note = saved.data;
    const refused = await t.call(studyContracts.saveNote, { periodId: course.lessons[1]!.id, position: 1, content: 'x' }, by(otherLearner));
    expect(refused.code).toBe(403);
    expect((await t.call(studyContracts.saveNote, { periodId: course.lessons[0]!.id, position: 1, content: '' }, by(learner))).code).toBe(400);
    expect((await t.call(studyContracts.saveNote, { periodId: course.lessons[0]!.id, position: 1, content: 'x' })).code).toBe(303);
    expect(await t.db.selectFrom('course_note').select('id').execute()).toHaveLength(1);
  });

  it('are the learner’s own: page, view, edit, delete', async () => {
    const page = await t.call(studyContracts.pageNotes, { courseId: course.id }, by(learner));
    expect(page.data.list.map((n) => n.id)).toEqual([note.id]);
    expect((await t.call(studyContracts.pageNotes, {}, by(otherLearner))).data.totalCount).toBe(0);
    expect((await t.call(studyContracts.viewNote, { id: note.id }, by(otherLearner))).code).toBe(404);
    const edited = await t.call(studyContracts.saveNote, { id: note.id, periodId: note.periodId, position: 50, content: 'Yours faithfully' }, by(learner));
    expect(edited.data).toMatchObject({ id: note.id, position: 50, content: 'Yours faithfully' });
    const byOther = await t.call(studyContracts.saveNote, { id: note.id, periodId: note.periodId, position: 1, content: 'x' }, by(otherLearner));
    expect(byOther.code).toBe(404);
    const del = (token: string, id = note.id) => t.call(studyContracts.deleteNote, { id }, by(token));
    expect(await del(otherLearner)).toMatchObject({ code: 404 });
    expect(await del(learner, 'abc')).toMatchObject({ code: 400 });
    expect(await del(learner)).toMatchObject({ code: 200 });
    expect(await t.db.selectFrom('course_note').select('id').execute()).toHaveLength(0);
  });
});

describe('the teacher sees his learners’ progress', () => {
  it('per course, per learner and per day', async () => {
    await play(course.lessons[2]!.id, 0, 30, otherLearner);
    const courses = await t.call(studyContracts.listLecturerCourseProgress, {}, by(teacher));
    expect(courses.data.list.find((item) => item.courseId === course.id)).toMatchObject({ courseId: course.id, learnerCount: 2, periodCount: 3, finishedCount: 0, averageProgress: 16 });
    const learners = await t.call(studyContracts.pageLecturerLearnerProgress, { courseId: course.id }, by(teacher));
    expect(learners.data.list.map((l) => [l.mobile, l.learnedCount])).toEqual(
      expect.arrayContaining([
        ['138****0001', 1],
        ['139****0009', 0],
      ]),
    );
    const days = await t.call(studyContracts.listLecturerDailyStudy, { courseId: course.id, days: 7 }, by(teacher));
    expect(days.data).toHaveLength(7);
    expect(days.data[6]!.learnerCount).toBe(2);
    expect(days.data[6]!.studySeconds).toBeGreaterThanOrEqual(120);

    expect((await t.call(studyContracts.pageLecturerLearnerProgress, { courseId: course.id }, by(otherTeacher))).code).toBe(403);
    expect((await t.call(studyContracts.listLecturerDailyStudy, { courseId: course.id }, by(learner))).code).toBe(403);
    expect((await t.call(studyContracts.listLecturerDailyStudy, { courseId: course.id, days: 400 }, by(teacher))).code).toBe(400);
    expect((await t.call(studyContracts.listLecturerCourseProgress, {}, by(otherTeacher))).data.totalCount).toBe(0);
  });
});
