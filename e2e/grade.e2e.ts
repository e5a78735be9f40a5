import { courseStudyContracts, gradeContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';
import { playPast, waitForLessons } from './support/lessons.ts';

/**
 * Classes (issue 33): a learner applies to the demo lecturer's apply class from its page, the lecturer
 * approves in 甄选课管理, the learner plays a paid class course lesson without buying it, and once
 * made an administrator finds 甄选课管理 in the account menu.
 */

let school: School;
let gradeId: string;
let learner: string;
let lecturer: string;

beforeAll(async () => {
  school = await startSchool();
  const classes = await api(school).call(gradeContracts.pagePublicGrades, { gradeName: '雅思 7 分精品班' });
  gradeId = classes.list[0]!.id;
  [learner, lecturer] = await Promise.all([learnerToken(school, '13800000001'), learnerToken(school, '13800000002')]);
  // The demo learner's application waits from the seed; it is set aside so that the learner applies anew.
  const waiting = await api(school).call(
    gradeContracts.pageGradeApplications,
    { gradeId, auditStatus: 0, pageCurrent: 1, pageSize: 10 },
    { token: lecturer },
  );
  for (const record of waiting.list) {
    await api(school).call(gradeContracts.ignoreGradeApplication, { id: record.id }, { token: lecturer });
  }
}, 300_000);

afterAll(() => school?.stop());

describe('a class in Chromium', () => {
  it('a learner applies, is approved, plays a class course lesson without buying, and is made an administrator', async () => {
    const learnerSide = await school.newPage({ token: learner });
    const lecturerSide = await school.newPage({ token: lecturer });
    const learnerPage = learnerSide.page;
    const lecturerPage = lecturerSide.page;

    await open(learnerPage, `/grade/view/${gradeId}`);
    await learnerPage.getByRole('button', { name: '申请加入' }).click();
    await learnerPage.getByLabel('申请说明').fill('每周能学习十小时');
    await learnerPage.getByRole('button', { name: '提交申请' }).click();
    await learnerPage.getByText('申请已提交，请等待班级管理员审核').waitFor();

    await open(lecturerPage, `/account/grades/admin?gradeId=${gradeId}`);
    const application = lecturerPage.getByRole('row', { name: /每周能学习十小时/ });
    await application.getByRole('button', { name: '通过' }).click();
    await lecturerPage.getByLabel('审核意见').fill('欢迎加入');
    await lecturerPage.getByRole('button', { name: '确定' }).click();
    await application.waitFor({ state: 'detached' });

    // A lesson that is neither free nor a trial: only the class lets the learner play it.
    const [course] = (
      await api(school).call(gradeContracts.pagePublicGradeCourses, { gradeId, pageCurrent: 1, pageSize: 10 })
    ).list;
    await waitForLessons(school, course!.courseId);
    const chapters = await api(school).call(courseStudyContracts.listCourseChapter, { courseId: course!.courseId });
    const lesson = chapters.flatMap((chapter) => chapter.periodList).find((period) => period.canTry === 0);
    expect(lesson).toBeDefined();
    await open(learnerPage, `/view/${course!.courseId}?periodId=${lesson!.id}`);
    expect(await playPast(learnerPage, 1)).toBeGreaterThan(1);

    await open(learnerPage, '/account/info');
    expect(await learnerPage.getByRole('link', { name: '甄选课管理' }).count()).toBe(0);

    await lecturerPage.getByRole('tab', { name: '学员' }).click();
    await lecturerPage
      .getByRole('row', { name: /英语学习者小李/ })
      .getByRole('button', { name: '设为管理员' })
      .click();
    await lecturerPage.getByRole('row', { name: /英语学习者小李.*管理员/ }).waitFor();
    await screenshot(lecturerPage, 'grade-admin-students');

    // The learner's next page load asks again.
    await open(learnerPage, '/account/info');
    await learnerPage.getByRole('link', { name: '甄选课管理' }).waitFor();
    await learnerSide.context.close();
    await lecturerSide.context.close();
  }, 90_000);
});
