import { courseStudyContracts, gradeContracts, gradeExamContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { open, ready, type School, screenshot, startSchool } from './support/school.ts';
import { playPast, waitForLessons } from './support/lessons.ts';

/**
 * Classes (issue 33): a learner applies to the demo lecturer's apply class from its page, the lecturer
 * approves in 甄选课管理, the learner plays a paid class course lesson without buying it, and once
 * made an administrator finds 甄选课管理 in the account menu. Class exams: the lecturer sets one in
 * 甄选课管理 whose window opens tomorrow, and a student is told so in place; the student takes the demo
 * writing test, the lecturer marks it on the marking desk, and the student reads the system's and the
 * teacher's score apart.
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

/** The page at 1200 px and at 390 px: a screenshot of each, and nothing wider than the phone. */
async function atBothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1200`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1200, height: 900 });
}

/** 2026-11-30T09:00 for the day `days` from now. */
const localDay = (days: number, time: string) =>
  `${new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10)}T${time}`;

describe('a class exam in Chromium', () => {
  it('a student sees why an exam cannot begin, takes the writing test, and reads the split score once marked', async () => {
    const student = await learnerToken(school, '13800000004');
    await api(school).call(gradeContracts.joinGrade, { gradeId, remark: '想参加班级考试' }, { token: student });
    const applied = await api(school).call(
      gradeContracts.pageGradeApplications,
      { gradeId, auditStatus: 0, pageCurrent: 1, pageSize: 10 },
      { token: lecturer },
    );
    const application = applied.list.find((record) => record.remark === '想参加班级考试')!;
    await api(school).call(
      gradeContracts.auditGradeApplication,
      { id: application.id, auditStatus: 1, auditOpinion: '' },
      { token: lecturer },
    );

    // The lecturer sets an exam whose window opens the day after tomorrow.
    const lecturerSide = await school.newPage({ token: lecturer });
    const lecturerPage = lecturerSide.page;
    await open(lecturerPage, `/account/grades/admin?gradeId=${gradeId}&tab=exams`);
    await lecturerPage.getByRole('button', { name: '发布考试' }).click();
    await lecturerPage.getByRole('combobox', { name: '试卷' }).click();
    await lecturerPage.getByTitle(/^四级翻译与写作专项/).click();
    await lecturerPage.getByLabel('考试名称').fill('雅思写作第二次测验');
    await lecturerPage.getByLabel('开始时间').fill(localDay(2, '09:00'));
    await lecturerPage.getByLabel('结束时间').fill(localDay(2, '12:00'));
    await lecturerPage.getByRole('button', { name: '发布考试' }).click();
    await lecturerPage.getByText('雅思写作第二次测验').waitFor();
    await atBothWidths(lecturerPage, 'grade-exam-admin');

    const exams = await api(school).call(
      gradeExamContracts.pageGradeExams,
      { gradeId, pageCurrent: 1, pageSize: 10 },
      { token: lecturer },
    );
    const later = exams.list.find((exam) => exam.examName === '雅思写作第二次测验')!;
    const demo = exams.list.find((exam) => exam.examName === '雅思写作第一次测验')!;

    const studentSide = await school.newPage({ token: student });
    const studentPage = studentSide.page;
    await open(studentPage, `/exam/gradeExplain?gradeExamId=${later.id}`);
    await studentPage.getByText('考试尚未开始').waitFor();
    await atBothWidths(studentPage, 'grade-exam-explain-not-begun');

    // Joined after the demo exam was set: the student claims a place, then begins.
    await open(studentPage, `/exam/gradeExplain?gradeExamId=${demo.id}`);
    await studentPage.getByRole('button', { name: '领取考试' }).click();
    await studentPage.getByText('我已阅读并遵守考试须知').click();
    await studentPage.getByRole('button', { name: '开始考试' }).click();
    await studentPage.waitForURL(/\/exam\/exam\?relationId=\d+/);
    await ready(studentPage);
    const essays = studentPage.locator('.exam-sheet textarea');
    expect(await essays.count()).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      await essays.nth(index).fill('Students should read widely to broaden their horizons.');
    }
    await studentPage.getByText('作答已保存').waitFor();
    await studentPage.getByRole('button', { name: '交卷' }).first().click();
    await studentPage.getByRole('dialog').getByRole('button', { name: '交卷' }).click();
    await studentPage.waitForURL(/\/exam\/gradeResult\?relationId=\d+/);
    const relationId = new URL(studentPage.url()).searchParams.get('relationId')!;
    // The demo exam shows scores once marked.
    await studentPage.getByText('成绩将在老师批阅完成后公布，请稍后查看').waitFor();

    // The desk opens on the class whose sheets wait: the lecturer's other classes have none.
    await open(lecturerPage, '/account/grades/teacher');
    await lecturerPage.getByRole('region', { name: '阅卷' }).getByText('雅思 7 分精品班').waitFor();
    await lecturerPage
      .getByRole('row', { name: /班主任陈老师/ })
      .getByRole('button', { name: '批阅' })
      .click();
    await lecturerPage.waitForURL(`**/account/grades/teacher?relationId=${relationId}`);
    const scores = lecturerPage.getByRole('spinbutton', { name: /老师评分/ });
    await scores.first().waitFor();
    expect(await scores.count()).toBe(4);
    for (let index = 0; index < 4; index += 1) await scores.nth(index).fill('6');
    await lecturerPage.getByRole('textbox', { name: /评语/ }).first().fill('用词准确，句式可以更丰富。');
    await atBothWidths(lecturerPage, 'grade-exam-marking');
    await lecturerPage.getByRole('button', { name: '完成批阅' }).click();
    await lecturerPage.getByText('这个班级没有待批阅的答卷').waitFor();

    await open(studentPage, `/exam/gradeResult?relationId=${relationId}`);
    await studentPage.getByText('老师评分（主观题）').waitFor();
    await studentPage.getByText('24 分').first().waitFor();
    await studentPage.getByText('老师评语：用词准确，句式可以更丰富。').waitFor();
    await atBothWidths(studentPage, 'grade-exam-result');
    await open(studentPage, '/account/grades/my?tab=exams');
    await studentPage.getByText('雅思写作第二次测验').waitFor();
    await atBothWidths(studentPage, 'grade-exam-mine');
    await studentSide.context.close();
    await lecturerSide.context.close();
  }, 90_000);
});
