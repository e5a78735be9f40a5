import { examContracts, orderContracts, userContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { open, ready, reload, type School, screenshot, startSchool } from './support/school.ts';

/**
 * After the exam (issue 12): the teacher marks the essays, the learner reads the final score in 我的试卷,
 * reviews wrong problems from the error notebook, practises, and finds a bought paper in 我的考试.
 */

let school: School;
let learner: string;
let teacher: string;
const paperIds = new Map<string, string>();

/** Takes a paper through the API: essays get a sentence, everything else the first option or a wrong word. */
async function takePaper(examName: string): Promise<string> {
  const session = await api(school).call(
    examContracts.checkExamRecord,
    { examId: paperIds.get(examName)! },
    { token: learner },
  );
  const leaves = session.titles
    .flatMap((title) => title.problems)
    .flatMap((problem) => (problem.children.length > 0 ? problem.children : [problem]));
  for (const leaf of leaves) {
    const answer =
      leaf.problemType === 5
        ? ['Students should read widely to broaden their horizons.']
        : leaf.problemType === 4
          ? Array.from({ length: leaf.blankCount }, () => 'zzz')
          : leaf.problemType === 8
            ? ['zzz']
            : leaf.problemType === 3
              ? ['F']
              : [leaf.options[0]!.key];
    await api(school).call(
      examContracts.saveExamAnswer,
      { recordId: session.record.id, problemId: leaf.id, answer, position: 0 },
      { token: learner },
    );
  }
  await api(school).call(examContracts.finishExam, { recordId: session.record.id }, { token: learner });
  return session.record.id;
}

beforeAll(async () => {
  school = await startSchool();
  const papers = await api(school).call(examContracts.listPaperInfo, { pageSize: 20 });
  for (const paper of papers.list) paperIds.set(paper.examName, paper.id);
  learner = await learnerToken(school, '13800000004');
  teacher = await learnerToken(school, '13800000002');
}, 300_000);

afterAll(() => school?.stop());

describe('after the exam, in Chromium', () => {
  it('the teacher marks the essays and the learner reads the final score and the notice', async () => {
    const recordId = await takePaper('四级翻译与写作专项');

    const { context, page } = await school.newPage({ token: teacher });
    await open(page, '/account/exams/examAdmin');
    await page.getByText('学员 班主任陈老师').waitFor();
    await page.getByRole('link', { name: '批阅' }).click();
    await page.waitForURL(`**/account/exams/examAdmin?recordId=${recordId}`);
    await page.getByText('还有 4 道题未评分').waitFor();
    await screenshot(page, 'exam-marking-1200');
    const scores = page.getByRole('spinbutton', { name: /得分/ });
    const count = await scores.count();
    expect(count).toBe(4);
    for (let index = 0; index < count; index += 1) {
      await scores.nth(index).fill('6');
      await page
        .getByRole('button', { name: /保存评分/ })
        .nth(0)
        .click();
      await page.getByRole('button', { name: '修改评分' }).nth(index).waitFor();
    }
    await page.getByText('全部主观题已评分').waitFor();
    await page.getByRole('button', { name: '完成批阅' }).click();
    await page.getByRole('button', { name: '完成', exact: true }).click();
    await page.waitForURL(/\/account\/exams\/examAdmin$/);
    await page.getByText('没有等待批阅的试卷').waitFor();
    await context.close();

    const mine = await school.newPage({ token: learner });
    await open(mine.page, '/account/exams/myExam');
    await mine.page.getByText(/^24\/\d+ 分 · /).waitFor();
    await mine.page.getByText('已评分').first().waitFor();
    await screenshot(mine.page, 'exam-my-records-1200');
    const messages = await api(school).call(userContracts.listMessages, { pageCurrent: 1 }, { token: learner });
    expect(messages.list.map((message) => message.title).join()).toContain('批阅');

    // The explanation shows the teacher's score; a problem collected there waits in 我的收藏 · 题目.
    await open(mine.page, `/exam/explain?recordId=${recordId}`);
    await mine.page.getByText('我的作答：Students should read widely to broaden their horizons.').first().waitFor();
    await mine.page.getByRole('button', { name: '收藏' }).first().click();
    await mine.page.getByRole('button', { name: '已收藏' }).waitFor();
    await open(mine.page, '/account/collection?tab=problem');
    await mine.page.getByText('来自《四级翻译与写作专项》').waitFor();
    await mine.page.getByRole('button', { name: '答案与解析' }).click();
    await mine.page.getByText('参考答案：').waitFor();
    await screenshot(mine.page, 'exam-collected-problems-1200');
    await mine.context.close();
  }, 180_000);

  it('the learner reviews wrong problems from the notebook, on a phone too', async () => {
    await takePaper('四级词汇与语法专项练习（随机组卷）');
    const { context, page } = await school.newPage({ token: learner });
    await open(page, '/account/error/problem');
    await page.getByText(/今天要复习 [1-9]\d* 题/).waitFor();
    await screenshot(page, 'exam-error-book-1200');

    await page.getByRole('link', { name: '重做' }).first().click();
    await page.waitForURL(/\/account\/error\/start\?id=/);
    const choice = page.locator('.review-problem').getByRole('radio').first();
    await choice.check();
    await page.getByRole('button', { name: '提交答案' }).click();
    await page.getByText(/^回答(正确|错误)/).waitFor();
    await page.getByRole('button', { name: '完成' }).click();
    await page.getByText('本次复习完成').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/account/error/start');
    await page.getByText(/^第 1 \/ \d+ 题$/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'exam-error-review-390');
    await open(page, '/account/error/problem');
    await page.getByText(/今天要复习 \d+ 题/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'exam-error-book-390');
    await context.close();
  }, 120_000);

  it('practises a paper one problem at a time, judged as answered', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `/exam/view/${paperIds.get('四级词汇与语法专项练习（随机组卷）')}`);
    await page.getByRole('link', { name: '练习模式' }).click();
    await page.waitForURL(/\/exam\/exercise\//);
    await ready(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: '提交答案' }).click();
    await page.getByRole('button', { name: '重做本题' }).waitFor();
    await page.getByRole('button', { name: '答题卡' }).click();
    await page.getByRole('button', { name: /^第 1 题（(正确|有错)）$/ }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'exam-exercise-390');
    await context.close();
  }, 60_000);

  it('buys a paid paper through the sandbox and finds it in 我的考试', async () => {
    const { context, page } = await school.newPage({ token: learner });
    await open(page, '/account/exams/myExamination');
    await page.getByText('还没有购买或获赠的试卷', { exact: false }).waitFor();

    const order = await api(school).call(
      orderContracts.payOrder,
      { productType: 5, productId: paperIds.get('四级听力与听写专项')!, payType: 9 },
      { token: learner },
    );
    const pay = await context.newPage();
    await pay.goto(`/sandbox/pay/${order.serialNumber}`);
    await pay.getByRole('button', { name: '支付成功' }).click();
    await pay.getByText('支付成功，请回到电脑上查看订单').waitFor();

    await reload(page);
    await page.getByRole('link', { name: '四级听力与听写专项' }).waitFor();
    await page.getByText('已购买').waitFor();
    await screenshot(page, 'exam-my-papers-1200');

    await open(page, '/onlineTest');
    await page.getByRole('heading', { name: '我的试卷' }).waitFor();
    await page.getByText(/今天有 \d+ 道错题要复习/).waitFor();
    await page.getByRole('heading', { name: '免费试卷' }).waitFor();
    await screenshot(page, 'exam-online-test-1200');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'exam-online-test-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await open(page, '/account/exams/myExamination');
    await page.getByRole('link', { name: '开始考试' }).click();
    await page.waitForURL(`**/exam/view/${paperIds.get('四级听力与听写专项')}`);
    await page.getByRole('button', { name: '开始考试' }).waitFor();
    await context.close();
  }, 60_000);
});
