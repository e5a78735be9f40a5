import { communityContracts } from '@school/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeFromOutbox, watchCaptchas } from './support/accounts.ts';
import { api } from './support/api.ts';
import { moveServerClock } from './support/clock.ts';
import { settled } from './support/console.ts';
import { playPast } from './support/lessons.ts';
import { startSchoolWithScratchRedis, type ScratchRedis } from './support/redis.ts';
import { open, ready, reload, type School, screenshot } from './support/school.ts';

/**
 * A learner's day on a phone (issue 32), at 390×844 with a phone's user agent and touch: a visitor finds a
 * course and taps its free lesson, signs in by SMS and watches it, buys the course through the sandbox's
 * phone page, takes a paper with a reload midway, reads the result and the errors, and asks a question
 * that the hour's limit refuses with its wait; once the school's clock has passed that wait (decision
 * 0072), the question goes through.
 */

let redis: ScratchRedis;
let school: School;
let stopSchool: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ school, redis, stop: stopSchool } = await startSchoolWithScratchRedis({ env: { TEST_CLOCK: '1' } }));
}, 300_000);
afterAll(() => stopSchool?.());

const COURSE = '四级听力高频场景精讲';
const PAPER = '大学英语四级模拟卷（一）';
const MOBILE = '13800000004';

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

describe('a learner’s day on a phone', { timeout: 300_000 }, () => {
  it('finds a course, watches a free lesson, signs in by SMS, buys, takes a paper, reviews it and asks a question', async () => {
    const { context, page } = await school.newPage({ phone: true });
    const captchas = watchCaptchas(page, redis);

    // 1. A visitor finds the course through the header's search and taps its free lesson.
    await open(page, '/');
    await page.getByRole('textbox', { name: '搜索关键词' }).fill('四级听力');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL(/\/search\//);
    await ready(page);
    await screenshot(page, 'phone-journey-1-search-390');
    await page.getByRole('link', { name: COURSE }).first().click();
    await page.waitForURL(/\/view\/\d+/);
    await ready(page);
    const coursePath = new URL(page.url()).pathname;
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-1-course-390');
    await page
      .getByRole('button', { name: /免费试看/ })
      .first()
      .click();

    // 2. Asked to sign in, the visitor signs in with an SMS code and comes back to the lesson.
    await page.waitForURL(/\/login$/);
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await page.getByLabel('手机号').fill(MOBILE);
    await page.getByLabel('图形验证码').fill(await captchas.answer());
    captchas.reset();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByLabel('短信验证码').fill(await smsCodeFromOutbox(school, MOBILE, 'login'));
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-2-sign-in-390');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(new RegExp(`${coursePath}\\?periodId=\\d+`));
    await ready(page);
    expect(await playPast(page, 2)).toBeGreaterThan(2);
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-2-free-lesson-390');

    // Back on the course, it is bought through the sandbox's phone page: no QR code to scan on the phone itself.
    await open(page, coursePath);
    await page.getByRole('button', { name: '购买课程' }).click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    const go = dialog.getByRole('link', { name: /^前往.*付款$/ });
    await go.waitFor();
    expect(await dialog.getByText(/扫码/).count()).toBe(0);
    await screenshot(page, 'phone-journey-2-pay-390');
    await go.click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('button', { name: /^确认支付 ¥/ }).click();
    await page.waitForURL(/\/account\/order\?orderNo=\d+/);
    await page.getByText(`支付成功：${COURSE}`).waitFor({ timeout: 15_000 });
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-2-paid-390');

    // 3. A paper, with a reload midway: the answers given so far are still there.
    await open(page, '/exam');
    await page
      .getByRole('link', { name: new RegExp(PAPER) })
      .first()
      .click();
    await page.waitForURL(/\/exam\/view\/\d+/);
    await ready(page);
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL(/startExam/);
    await page.getByRole('checkbox', { name: '我已阅读并遵守考试须知' }).check();
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.waitForURL(/\/exam\/exam\?recordId=/);
    await page.getByRole('timer').waitFor();
    // A wrong answer, for the error notebook to keep.
    await page
      .getByRole('radio', { name: /A post office/ })
      .first()
      .check();
    await page.getByText('作答已保存').waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-3-answering-390');
    await reload(page);
    await page.getByRole('timer').waitFor();
    expect(
      await page
        .getByRole('radio', { name: /A post office/ })
        .first()
        .isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: '交卷' }).first().click();
    await settled(page.getByRole('dialog'));
    await page.getByRole('dialog').getByRole('button', { name: '交卷' }).click();

    // 4. The result, the explanations, and the error notebook.
    await page.waitForURL(/\/exam\/result\?recordId=/);
    await ready(page);
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-4-result-390');
    await page.getByRole('button', { name: '查看解析' }).click();
    await page.waitForURL(/\/exam\/explain\?recordId=/);
    await page.getByText('我的作答：B').first().waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-4-explain-390');
    await open(page, '/account/error/problem');
    await page
      .locator('.record-row', { hasText: `来自《${PAPER}》` })
      .first()
      .waitFor();
    await fitsThePhone(page);
    await screenshot(page, 'phone-journey-4-errors-390');

    // The hour's questions are used up (asked through the API, as the learner's earlier hour would have).
    const token = (await context.cookies()).find((cookie) => cookie.name === 'RC_WEB_TOKEN')!.value;
    for (let asked = 1; ; asked++) {
      const reply = await api(school).reply(
        communityContracts.saveQuestion,
        {
          title: `听力第 ${asked} 题总是听不清怎么办？`,
          content: `<p>第 ${asked} 题的录音语速太快。</p>`,
          labelNo: '',
        },
        { token },
      );
      if (reply.code === 429) break;
      expect(reply.code).toBe(200);
      expect(asked).toBeLessThan(20);
    }

    // The next question is refused with its wait, shown on the form; the page's clock runs as the school's.
    const writer = await context.newPage();
    await writer.clock.install();
    await open(writer, '/question/account/write');
    const title = writer.getByLabel('问题标题');
    await title.waitFor();
    await title.fill('听力考试时怎样做笔记？');
    await writer.getByRole('textbox', { name: /问题描述|正文/ }).click();
    await writer.keyboard.type('录音只放一遍，记不下来。');
    const refusal = writer.waitForResponse((response) => response.url().endsWith(communityContracts.saveQuestion.url));
    await writer.getByRole('button', { name: '发布问题' }).click();
    const refused = (await (await refusal).json()) as { code: number; data: { retryAfter: number } };
    expect(refused.code).toBe(429);
    await writer
      .getByRole('status')
      .filter({ hasText: /操作太频繁，请 \d+ 分钟后再试/ })
      .waitFor();
    expect(await writer.getByRole('button', { name: '发布问题' }).isDisabled()).toBe(true);
    await fitsThePhone(writer);
    await screenshot(writer, 'phone-journey-4-refused-390');

    // 5. Once the wait has passed on the school's clock (and the page's), the same question goes through.
    const waitMs = refused.data.retryAfter * 1000;
    await moveServerClock(school, waitMs);
    await writer.clock.fastForward(waitMs);
    await expect.poll(() => writer.getByRole('button', { name: '发布问题' }).isDisabled()).toBe(false);
    await writer.getByRole('button', { name: '发布问题' }).click();
    await writer.waitForURL(/\/question\/view\/\d+/);
    await writer.getByRole('heading', { name: '听力考试时怎样做笔记？' }).waitFor();
    await fitsThePhone(writer);
    await screenshot(writer, 'phone-journey-5-posted-390');
    await context.close();
  });
});
