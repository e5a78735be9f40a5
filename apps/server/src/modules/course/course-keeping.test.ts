import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseAuditContracts, courseAuthorContracts, courseStudyContracts } from '@school/contracts';
import { DEMO_SITE_ID, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import type { ContractCallOptions } from '../../testing/call.ts';
import { buildCourse, type BuiltCourse, categoryId, createCourseTest, draftBody, LEARNER } from './course-fixtures.ts';

/**
 * A published course's page content is kept in the process (catalogue.ts `keptOutline`); the signed-in
 * course view and play authorisation read it on every call. Every change of the course must reach them
 * on the very next call.
 */
let t: TestApp;
let teacher: string;
let learner: string;
let course: BuiltCourse;

beforeAll(async () => {
  ({ t, teacher, learner } = await createCourseTest());
  course = await buildCourse(t, teacher, {
    name: '口语每日一练',
    isFree: 1,
    chapters: [{ name: '问候', lessons: [{ name: '问候语' }] }],
  });
});
afterAll(() => t.close());

const as = (token: string, site = DEMO_SITE_ID): ContractCallOptions => ({ as: { token, siteId: site } });
const view = (token: string) => t.call(courseStudyContracts.viewCourseForUser, { id: course.id }, as(token));
const sign = (token: string) => t.call(courseStudyContracts.signCourse, { periodId: course.lessons[0]!.id }, as(token));

describe('the kept course page content', () => {
  it('shows an approved edit to a signed-in reader at once', async () => {
    expect((await view(learner)).data.courseName).toBe('口语每日一练');
    const category = await categoryId(t);
    await t.call(
      courseAuthorContracts.updateCourseAudit,
      { id: course.id, ...draftBody(category, { name: '口语每日一练（新版）', isFree: 1 }) },
      as(teacher),
    );
    // A draft waiting for approval changes nothing yet.
    expect((await view(learner)).data.courseName).toBe('口语每日一练');
    const approved = await t.call(
      courseAuditContracts.adminAuditCourse,
      { id: course.id, auditStatus: 1, auditOpinion: '' },
      { as: 'operator' },
    );
    expect(approved.code).toBe(200);
    expect((await view(learner)).data.courseName).toBe('口语每日一练（新版）');
  });

  it('refuses a course taken off the shelf at once, and serves it again once back', async () => {
    expect((await sign(learner)).code).toBe(200);
    await t.call(courseAuthorContracts.standCourseAudit, { id: course.id, isPutAway: 0 }, as(teacher));
    expect((await view(learner)).code).toBe(404);
    expect((await sign(learner)).code).toBe(404);
    await t.call(courseAuthorContracts.standCourseAudit, { id: course.id, isPutAway: 1 }, as(teacher));
    expect((await view(learner)).code).toBe(200);
    expect((await sign(learner)).code).toBe(200);
  });

  it('keeps nothing across schools, and refuses visitors and unknown courses', async () => {
    const otherSiteLearner = await t.tokenFor(LEARNER, OTHER_SITE_ID);
    expect((await view(learner)).code).toBe(200);
    const elsewhere = as(otherSiteLearner, OTHER_SITE_ID);
    expect((await t.call(courseStudyContracts.viewCourseForUser, { id: course.id }, elsewhere)).code).toBe(404);
    expect((await t.call(courseStudyContracts.viewCourseForUser, { id: course.id })).code).toBe(303);
    expect((await t.call(courseStudyContracts.viewCourseForUser, { id: '999999999' }, as(learner))).code).toBe(404);
  });
});
