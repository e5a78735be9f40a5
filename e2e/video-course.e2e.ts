import { courseContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { playPast, waitForLessons } from './support/lessons.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

/** Video courses (issue 10), as a learner: find a course, watch a free lesson, come back to the same place. */

let school: School;
let courseId: string;
let learner: string;

beforeAll(async () => {
  school = await startSchool();
  const list = await api(school).call(courseContracts.listCourse, { pageSize: 100 });
  courseId = list.list.find((course) => course.courseName === '英语语法入门：从句子结构开始')!.id;
  learner = await learnerToken(school, '13800000001');
  await waitForLessons(school, courseId);
}, 300_000);

afterAll(() => school?.stop());

describe('a learner and a video course in Chromium', () => {
  it('a visitor sees the course and its lessons, and is asked to sign in to watch', async () => {
    const { context, page } = await school.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/view/${courseId}`);
    await expect(page.title()).resolves.toContain('英语语法入门');
    await page.getByRole('heading', { name: '课程目录' }).waitFor();
    await screenshot(page, 'course-page-visitor-390');
    await page.getByRole('button', { name: /Subject and Verb/ }).click();
    await page.waitForURL('**/login');
    await context.close();
  });

  it('watches a free lesson, takes a note, leaves and comes back to the same place', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await open(page, `/view/${courseId}`);
    await page.getByRole('button', { name: '开始学习' }).click();
    await page.waitForURL(/periodId=/);
    const stoppedAt = await playPast(page, 4);
    expect(stoppedAt).toBeGreaterThan(4);
    await screenshot(page, 'course-player-1200');

    await page.getByLabel('笔记内容').fill('主语和谓语要一致');
    await page.getByRole('button', { name: '记笔记' }).click();
    await page.locator('.lesson-notes__item', { hasText: '主语和谓语要一致' }).waitFor();

    // Leave: the study record lists the course, and its button comes back to the lesson where it stopped.
    await open(page, '/account/study');
    const row = page.locator('.study-row', { hasText: '英语语法入门：从句子结构开始' });
    await row.waitFor();
    await screenshot(page, 'account-study');
    await row.getByRole('button', { name: '继续学习' }).click();
    await page.waitForURL(/periodId=/);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 0, null, {
      timeout: 30_000,
    });
    const resumedAt = await page.evaluate(() => document.querySelector('video')!.currentTime);
    expect(Math.abs(resumedAt - stoppedAt)).toBeLessThan(2.5);

    await open(page, '/account/notes');
    await page.getByText('主语和谓语要一致').waitFor();
    await context.close();
  }, 120_000);

  it('the player and its notes fit a phone', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/view/${courseId}`);
    await page.getByRole('button', { name: '继续学习' }).click();
    await page.waitForURL(/periodId=/);
    const box = await page.locator('video').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.width).toBeGreaterThan(380);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'course-player-390');
    await context.close();
  }, 60_000);
});
