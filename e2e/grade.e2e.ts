import { courseStudyContracts, gradeContracts, gradeExamContracts, SITE_TIME_ZONE } from '@school/contracts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from './support/accounts.ts';
import { api, learnerToken } from './support/api.ts';
import { moveServerClock } from './support/clock.ts';
import { settled } from './support/console.ts';
import { playPast, waitForLessons } from './support/lessons.ts';
import { open, ready, type School, screenshot, startSchool } from './support/school.ts';

/**
 * Classes (issue 33), as a teacher and a learner live them: the demo lecturer creates an apply class in
 * 我教的班级 and gives it one of their courses; a learner applies from the class page and is approved;
 * the lecturer sets an essay exam whose window opens in ten minutes; the learner plays a paid lesson of
 * the class course without buying it and is told in place that the exam has not begun. Once the
 * school's clock has passed the start (decision 0072), the learner begins, answers and submits; the
 * lecturer marks on the marking desk; the learner reads the system's and the teacher's score apart and,
 * made an administrator, finds 甄选课管理 in the account menu.
 */

const CLASS_NAME = '四级冲刺申请班';
const EXAM_NAME = '四级写作开班测验';
const LEARNER_NAME = '英语学习者小李';

let school: School;
let learner: string;
let lecturer: string;
let gradeId: string;
let examStartsAt: number;
let learnerPage: Page;
let lecturerPage: Page;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'grade-journey-'));

beforeAll(async () => {
  school = await startSchool({ env: { TEST_CLOCK: '1' } });
  [learner, lecturer] = await Promise.all([learnerToken(school, '13800000001'), learnerToken(school, '13800000002')]);
  learnerPage = (await school.newPage({ token: learner })).page;
  lecturerPage = (await school.newPage({ token: lecturer })).page;
}, 300_000);

afterAll(async () => {
  await school?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

/** `YYYY-MM-DDTHH:mm` in the school's time zone, as the date-time fields take it. */
function schoolTime(ms: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: SITE_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The page at 1200 px and at 390 px: a screenshot of each, and nothing wider than the phone. */
async function atBothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1200`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  await screenshot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1200, height: 900 });
}

/** Picks the option titled `title` of the antd select labelled `label`. */
async function choose(page: Page, label: string, title: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title).first().click();
}

describe('a class made by its teacher, in Chromium', () => {
  it('the teacher creates an apply class with a course and an essay exam; a learner applies, is approved, studies the course without buying it and is told the exam has not begun', async () => {
    // A paid course of the lecturer that the learner has not bought: the one the demo class teaches.
    const [demoClass] = (await api(school).call(gradeContracts.pagePublicGrades, { gradeName: '雅思 7 分精品班' }))
      .list;
    const [course] = (
      await api(school).call(gradeContracts.pagePublicGradeCourses, {
        gradeId: demoClass!.id,
        pageCurrent: 1,
        pageSize: 10,
      })
    ).list;

    await open(lecturerPage, '/account/grades/teacher');
    await lecturerPage.getByRole('button', { name: '创建班级' }).first().click();
    await lecturerPage.getByLabel('班级名称').fill(CLASS_NAME);
    await choose(lecturerPage, '班级分类', /./);
    fs.writeFileSync(path.join(work, 'cover.png'), solidPng([30, 110, 200], 320));
    await lecturerPage.locator('.image-upload input[type=file]').setInputFiles(path.join(work, 'cover.png'));
    await expect
      .poll(() => lecturerPage.locator('.image-upload img').first().getAttribute('src'))
      .toMatch(/^\/files\/upload\//);
    await lecturerPage.getByLabel('班级介绍').fill('六周冲刺四级写作与翻译，每周一次班级测验。');
    const today = schoolTime(Date.now()).slice(0, 10);
    const inSixtyDays = schoolTime(Date.now() + 60 * 24 * 3600_000).slice(0, 10);
    await lecturerPage.getByLabel('开班日期').fill(today);
    await lecturerPage.getByLabel('结班日期').fill(inSixtyDays);
    await lecturerPage.getByLabel('人数上限').fill('30');
    await lecturerPage.getByLabel('申请审核').check();
    await lecturerPage.getByRole('button', { name: '创建班级' }).last().click();
    await lecturerPage.getByText(CLASS_NAME).first().waitFor();
    const made = (await api(school).call(gradeContracts.pagePublicGrades, { gradeName: CLASS_NAME })).list;
    expect(made).toHaveLength(1);
    gradeId = made[0]!.id;

    // The class course.
    await open(lecturerPage, `/account/grades/admin?gradeId=${gradeId}&tab=courses`);
    await lecturerPage.getByRole('tab', { name: '班级课程' }).click();
    await lecturerPage.getByRole('button', { name: '设置班级课程' }).click();
    const dialog = lecturerPage.getByRole('dialog');
    // The pick is made once it shows as a chip. On a loaded CI machine a click on the option, made while
    // the options were still loading, has picked nothing (twice, never alone): pick again until it shows,
    // never clicking a picked option (which would drop it).
    const chip = dialog.locator('.ant-select-selection-item').getByText(course!.courseName);
    await expect
      .poll(
        async () => {
          if (await chip.isVisible()) return true;
          const options = lecturerPage.locator('.ant-select-dropdown:visible').first();
          if (!(await options.isVisible())) await lecturerPage.getByRole('combobox', { name: '班级课程' }).click();
          await options.getByTitle(course!.courseName).first().click();
          return chip.isVisible();
        },
        { timeout: 45_000, interval: 1000 },
      )
      .toBe(true);
    // The multiple select stays open after a pick: a click on the dialog's title closes it.
    await lecturerPage.locator('.ant-modal-title').click();
    await lecturerPage.locator('.ant-select-dropdown:visible').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '保存' }).click();
    await lecturerPage.getByText('班级课程已保存').waitFor();
    await lecturerPage.locator('.grade-courses').getByText(course!.courseName).waitFor();

    // The learner applies from the class page; the teacher approves.
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

    // The exam: an essay paper, its window opening in ten minutes.
    examStartsAt = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    await open(lecturerPage, `/account/grades/admin?gradeId=${gradeId}&tab=exams`);
    await lecturerPage.getByRole('button', { name: '发布考试' }).click();
    await choose(lecturerPage, '试卷', /^四级翻译与写作专项/);
    await lecturerPage.getByLabel('考试名称').fill(EXAM_NAME);
    await lecturerPage.getByLabel('开始时间').fill(schoolTime(examStartsAt));
    await lecturerPage.getByLabel('结束时间').fill(schoolTime(examStartsAt + 3 * 3600_000));
    await lecturerPage.getByRole('button', { name: '发布考试' }).last().click();
    await lecturerPage.getByText(EXAM_NAME).first().waitFor();
    await atBothWidths(lecturerPage, 'grade-exam-admin');

    // A lesson that is neither free nor a trial: only the class lets the learner play it.
    await waitForLessons(school, course!.courseId);
    const chapters = await api(school).call(courseStudyContracts.listCourseChapter, { courseId: course!.courseId });
    const lesson = chapters.flatMap((chapter) => chapter.periodList).find((period) => period.canTry === 0);
    expect(lesson).toBeDefined();
    await open(learnerPage, `/view/${course!.courseId}?periodId=${lesson!.id}`);
    expect(await playPast(learnerPage, 1)).toBeGreaterThan(1);

    const exams = await api(school).call(
      gradeExamContracts.pageGradeExams,
      { gradeId, pageCurrent: 1, pageSize: 10 },
      { token: lecturer },
    );
    const exam = exams.list.find((item) => item.examName === EXAM_NAME)!;
    await open(learnerPage, `/exam/gradeExplain?gradeExamId=${exam.id}`);
    await learnerPage.getByText('考试尚未开始').waitFor();
    await atBothWidths(learnerPage, 'grade-exam-explain-not-begun');
  }, 120_000);

  it('once the window opens the learner takes the exam, the teacher marks it, the learner reads the split score and, made an administrator, finds 甄选课管理', async () => {
    await moveServerClock(school, examStartsAt - Date.now() + 60_000);
    const exams = await api(school).call(
      gradeExamContracts.pageGradeExams,
      { gradeId, pageCurrent: 1, pageSize: 10 },
      { token: lecturer },
    );
    const exam = exams.list.find((item) => item.examName === EXAM_NAME)!;
    await open(learnerPage, `/exam/gradeExplain?gradeExamId=${exam.id}`);
    await learnerPage.getByText('我已阅读并遵守考试须知').click();
    await learnerPage.getByRole('button', { name: '开始考试' }).click();
    await learnerPage.waitForURL(/\/exam\/exam\?relationId=\d+/);
    await ready(learnerPage);
    const essays = learnerPage.locator('.exam-sheet textarea');
    expect(await essays.count()).toBe(4);
    for (let index = 0; index < 4; index += 1) {
      await essays.nth(index).fill('Students should read widely to broaden their horizons.');
    }
    await learnerPage.getByText('作答已保存').waitFor();
    await learnerPage.getByRole('button', { name: '交卷' }).first().click();
    await settled(learnerPage.getByRole('dialog'));
    await learnerPage.getByRole('dialog').getByRole('button', { name: '交卷' }).click();
    await learnerPage.waitForURL(/\/exam\/gradeResult\?relationId=\d+/);
    const relationId = new URL(learnerPage.url()).searchParams.get('relationId')!;
    await learnerPage.getByText('成绩将在老师批阅完成后公布，请稍后查看').waitFor();

    // The desk opens on the class whose sheets wait.
    await open(lecturerPage, '/account/grades/teacher');
    await lecturerPage.getByRole('region', { name: '阅卷' }).getByText(CLASS_NAME).waitFor();
    await lecturerPage
      .getByRole('row', { name: new RegExp(LEARNER_NAME) })
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

    await open(learnerPage, `/exam/gradeResult?relationId=${relationId}`);
    await learnerPage.getByText('老师评分（主观题）').waitFor();
    await learnerPage.getByText('24 分').first().waitFor();
    await learnerPage.getByText('老师评语：用词准确，句式可以更丰富。').waitFor();
    await atBothWidths(learnerPage, 'grade-exam-result');

    // Made an administrator, the learner's next page load shows 甄选课管理.
    await open(learnerPage, '/account/info');
    expect(await learnerPage.getByRole('link', { name: '甄选课管理' }).count()).toBe(0);
    await open(lecturerPage, `/account/grades/admin?gradeId=${gradeId}&tab=students`);
    await lecturerPage.getByRole('tab', { name: '学员' }).click();
    await lecturerPage
      .getByRole('row', { name: new RegExp(LEARNER_NAME) })
      .getByRole('button', { name: '设为管理员' })
      .click();
    await lecturerPage.getByRole('row', { name: new RegExp(`${LEARNER_NAME}.*管理员`) }).waitFor();
    await screenshot(lecturerPage, 'grade-admin-students');
    await open(learnerPage, '/account/info');
    await learnerPage.getByRole('link', { name: '甄选课管理' }).waitFor();
  }, 120_000);
});
