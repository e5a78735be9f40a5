import { examContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { settled } from './support/console.ts';
import { open, ready, type School, screenshot, startSchool } from './support/school.ts';

/** Taking an exam (issue 12), as a learner: start a timed paper, leave midway, continue, submit, read the result. */

let school: School;
let paperId: string;
let learner: string;

beforeAll(async () => {
  school = await startSchool();
  const papers = await api(school).call(examContracts.listPaperInfo, { pageSize: 20 });
  paperId = papers.list.find((paper) => paper.examName === '大学英语四级模拟卷（一）')!.id;
  learner = await learnerToken(school, '13800000001');
}, 300_000);

afterAll(() => school?.stop());

describe('a learner takes an exam in Chromium', () => {
  it('finds the paper, starts it, leaves midway, continues with every answer, submits and reads the result', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await open(page, '/exam');
    await page.getByRole('link', { name: /大学英语四级模拟卷（一）/ }).click();
    await page.waitForURL(`**/exam/view/${paperId}`);
    await page.getByRole('heading', { name: '试卷结构' }).waitFor();
    // The button spins (and ignores clicks) until the learner's records are read.
    await ready(page);
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL(/startExam/);
    await page.getByRole('checkbox', { name: '我已阅读并遵守考试须知' }).check();
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL(/\/exam\/exam\?recordId=/);
    const sheet = page.url();

    await page.getByRole('timer').waitFor();
    await page.getByRole('radio', { name: /A bank/ }).check();
    const essay = page.getByPlaceholder('请在此作答').last();
    await essay.fill('Reading opens a window to the world.');
    await page.getByText('作答已保存').waitFor();
    await screenshot(page, 'exam-answering-1200');
    await page.close();

    // Back through the paper page: the record in progress continues where it was.
    const again = await context.newPage();
    await open(again, `/exam/view/${paperId}`);
    await again.getByRole('button', { name: '继续作答' }).click();
    await again.waitForURL(sheet);
    await expect(again.getByRole('radio', { name: /A bank/ }).isChecked()).resolves.toBe(true);
    await expect(again.getByPlaceholder('请在此作答').last().inputValue()).resolves.toBe(
      'Reading opens a window to the world.',
    );

    await again.getByRole('button', { name: '交卷' }).first().click();
    await settled(again.getByRole('dialog'));
    await again.getByRole('dialog').getByRole('button', { name: '交卷' }).click();
    await again.waitForURL(/\/exam\/result\?recordId=/);
    await again.getByText(/道主观题等待老师批阅/).waitFor();
    await screenshot(again, 'exam-result');

    await again.getByRole('button', { name: '查看解析' }).click();
    await again.waitForURL(/\/exam\/explain\?recordId=/);
    await again.getByText('我的作答：A').first().waitFor();
    await context.close();
  }, 180_000);

  it('the answering page fits a phone', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/exam');
    const session = await api(school).call(examContracts.checkExamRecord, { examId: paperId }, { token: learner });
    await open(page, `/exam/exam?recordId=${session.record.id}`);
    await page.getByRole('timer').waitFor();
    await page.getByRole('button', { name: /答题卡/ }).click();
    await page.getByRole('button', { name: '第 1 题（未答）' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'exam-answering-390');
    await context.close();
  }, 60_000);
});
