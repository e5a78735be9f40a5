import { courseContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, learnerToken } from './support/api.ts';
import { open, type School, screenshot, startSchool } from './support/school.ts';

/**
 * Paying on a phone (issue 32, decision 0053): at 390×844 with a phone's user agent a learner buys a
 * course; the pay dialog shows no QR code but sends the phone to the sandbox's confirm page, which pays
 * and comes back to the paid order on 我的订单.
 */

let school: School;
beforeAll(async () => {
  school = await startSchool();
}, 300_000);
afterAll(() => school?.stop());

const COURSE = '新概念英语语法精讲';

describe('paying on a phone in Chromium', { timeout: 300_000 }, () => {
  it('a learner buys a course through the sandbox’s phone page and lands on the paid order', async () => {
    const list = await api(school).call(courseContracts.listCourse, { pageSize: 100 });
    const courseId = list.list.find((course) => course.courseName === COURSE)!.id;
    const token = await learnerToken(school, '13800000004');
    const { page } = await school.newPage({ token, phone: true });

    await open(page, `/view/${courseId}`);
    await page.getByRole('button', { name: '购买课程' }).click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    const go = dialog.getByRole('link', { name: /^前往.*付款$/ });
    await go.waitFor();
    expect(await dialog.getByRole('img', { name: /二维码/ }).count()).toBe(0);
    expect(await dialog.getByText(/扫码/).count()).toBe(0);
    await screenshot(page, 'phone-pay-dialog-390');

    await go.click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole('heading', { name: '确认付款' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-pay-confirm-390');
    await page.getByRole('button', { name: /^确认支付 ¥/ }).click();

    await page.waitForURL(/\/account\/order\?orderNo=\d+/);
    await page.getByText(`支付成功：${COURSE}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'phone-pay-paid-order-390');
  });

  it('a desktop still shows the QR codes at 1200 px', async () => {
    const list = await api(school).call(courseContracts.listCourse, { pageSize: 100 });
    const other = list.list.find((course) => course.courseName === '零基础英语口语 90 天')!;
    const token = await learnerToken(school, '13800000004');
    const { page } = await school.newPage({ token, window: { viewport: { width: 1200, height: 900 } } });
    await open(page, `/view/${other.id}`);
    await page.getByRole('button', { name: '购买课程' }).click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    await dialog.getByRole('img', { name: /二维码/ }).waitFor();
    await screenshot(page, 'phone-pay-desktop-dialog-1200');
  });
});
