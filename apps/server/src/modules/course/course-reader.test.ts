import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuditContracts, courseReaderContracts, courseStudyContracts, studyContracts } from '@school/contracts';
import { DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { type ContractCallOptions, malformed } from '../../testing/call.ts';
import {
  buildCourse,
  createCourseTest,
  LEARNER,
  OTHER_LEARNER,
  userIdOf,
  type BuiltCourse,
} from './course-fixtures.ts';

/**
 * The course page's one personal call (decision 0089): the reader's state on the page, which must say
 * what the spec's `course/view` and `chapter/page` say for the same reader.
 */
let t: TestApp;
let teacher: string;
let learner: string;
let otherLearner: string;
let course: BuiltCourse;

beforeAll(async () => {
  ({ t, teacher, learner } = await createCourseTest());
  otherLearner = await t.tokenFor(OTHER_LEARNER);
  course = await buildCourse(t, teacher, {
    name: '商务英语写作',
    price: 88,
    chapters: [
      { name: '第一章 邮件', lessons: [{ name: '试看：称呼', isFree: 1 }, { name: '正文' }] },
      { name: '第二章 免费章节', isFree: 1, lessons: [{ name: '结尾' }] },
    ],
  });
});
afterAll(() => t.close());

const as = (token: string, siteId = DEMO_SITE_ID): ContractCallOptions => ({ as: { token, siteId } });
const reader = (token: string, id = course.id) => t.call(courseReaderContracts.viewCourseReader, { id }, as(token));
const watchable = async (token: string) => (await reader(token)).data.lessons.map((lesson) => lesson.canWatch);

/** The same reader's state as the spec's two calls give it. */
async function specState(token: string) {
  const [view, chapters] = await Promise.all([
    t.call(courseStudyContracts.viewCourseForUser, { id: course.id }, as(token)),
    t.call(courseStudyContracts.pageCourseChapter, { courseId: course.id, pageCurrent: 1, pageSize: 100 }, as(token)),
  ]);
  const { isPay, isCollection, lastStudy, learnedCount, progress } = view.data;
  return {
    isPay,
    isCollection,
    lastStudy,
    learnedCount,
    progress,
    lessons: chapters.data.list.flatMap((chapter) =>
      chapter.periodList.map(({ id, canWatch, progress, isLearned, position }) => ({
        id,
        canWatch,
        progress,
        isLearned,
        position,
      })),
    ),
  };
}

describe('the reader on a course page', () => {
  it('refuses a visitor, bad ids, unknown courses and another school’s reader', async () => {
    expect((await t.call(courseReaderContracts.viewCourseReader, { id: course.id })).code).toBe(303);
    const bad = await t.call(courseReaderContracts.viewCourseReader, malformed({ id: 'abc' }), as(learner));
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/id/);
    expect((await t.call(courseReaderContracts.viewCourseReader, malformed({}), as(learner))).code).toBe(400);
    expect((await reader(learner, '999999999')).code).toBe(404);
    const elsewhere = await t.call(
      courseReaderContracts.viewCourseReader,
      { id: course.id },
      as(await t.tokenFor(LEARNER, OTHER_SITE_ID), OTHER_SITE_ID),
    );
    expect([elsewhere.code, elsewhere.msg]).toEqual([404, '课程不存在或已下架']);
  });

  it('tells a new reader the free lessons only, and says what the spec’s calls say', async () => {
    const state = await reader(otherLearner);
    expect(state.data).toMatchObject({
      courseId: course.id,
      isPay: 0,
      isLecturer: 0,
      isCollection: 0,
      lastStudy: null,
      learnedCount: 0,
      progress: 0,
    });
    expect(state.data.lessons.map((lesson) => lesson.id)).toEqual(course.lessons.map((lesson) => lesson.id));
    expect(await watchable(otherLearner)).toEqual([1, 0, 1]);
    expect(state.data).toMatchObject(await specState(otherLearner));
  });

  it('lets the lecturer watch everything', async () => {
    expect((await reader(teacher)).data).toMatchObject({ isLecturer: 1, isPay: 0 });
    expect(await watchable(teacher)).toEqual([1, 1, 1]);
  });

  it('follows the reader’s collection, grant and study, and shows nothing of them to another reader', async () => {
    await t.call(courseStudyContracts.saveCourseCollection, { courseId: course.id }, as(learner));
    const granted = await t.call(
      courseAuditContracts.adminGrantCourse,
      { courseId: course.id, userId: String(await userIdOf(t, LEARNER)), remark: '测试赠送' },
      { as: 'operator' },
    );
    expect(granted.code).toBe(200);
    const lesson = course.lessons[1]!;
    const report = await t.call(
      studyContracts.saveStudyLog,
      { periodId: lesson.id, currentSeconds: 20, watchedSeconds: 20 },
      as(learner),
    );
    expect(report.code).toBe(200);

    const state = (await reader(learner)).data;
    expect(state).toMatchObject({ isPay: 1, isCollection: 1, lastStudy: { periodId: lesson.id, position: 20 } });
    expect(state.lessons[1]).toMatchObject({ id: lesson.id, canWatch: 1, position: 20 });
    expect(state.lessons[1]!.progress).toBeGreaterThan(0);
    expect(state).toMatchObject(await specState(learner));

    // Another learner's state is their own.
    expect((await reader(otherLearner)).data).toMatchObject({ isPay: 0, isCollection: 0, lastStudy: null });
    expect(await watchable(otherLearner)).toEqual([1, 0, 1]);
  });
});
