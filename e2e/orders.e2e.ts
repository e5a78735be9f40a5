import { courseContracts, orderContracts, referralContracts } from '@school/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeFromOutbox, watchCaptchas } from './support/accounts.ts';
import { api, learnerToken, type ReplyOf } from './support/api.ts';
import { settled, signInToConsole } from './support/console.ts';
import { playPast, waitForLessons } from './support/lessons.ts';
import { sandboxPays, schoolDb } from './support/orders.ts';
import { startSchoolWithScratchRedis, type ScratchRedis } from './support/redis.ts';
import { open, type School, screenshot } from './support/school.ts';

/**
 * Buying (issue 13): a visitor comes by a referral link, registers, buys a paid course in the QR dialog,
 * pays on the sandbox page in a second tab and watches the lesson; the referrer sees the friend and the
 * commission. A learner buys VIP on /vip and cancels an unpaid order in 我的订单; the operator refunds the
 * VIP set in the console and the membership ends.
 */

let redis: ScratchRedis;
let school: School;
let stopSchool: (() => Promise<void>) | undefined;
const REFERRER = '13800000001';
const PAID_COURSE = '零基础英语口语 90 天';

beforeAll(async () => {
  ({ school, redis, stop: stopSchool } = await startSchoolWithScratchRedis());
}, 300_000);
afterAll(() => stopSchool?.());

const signIn = (mobile: string) => learnerToken(school, mobile);

async function courseIdOf(name: string): Promise<string> {
  const list = await api(school).call(courseContracts.listCourse, { pageSize: 100 });
  return list.list.find((course) => course.courseName === name)!.id;
}

describe('buying in Chromium', { timeout: 300_000 }, () => {
  it('a friend comes by a referral link, registers, buys a course in the QR dialog, pays in a second tab and watches', async () => {
    const code = await schoolDb(
      school,
      (db) =>
        (
          db.prepare(`select referral_code from users where site_id = 11 and mobile = ?`).get(REFERRER) as {
            referral_code: string;
          }
        ).referral_code,
    );
    const courseId = await courseIdOf(PAID_COURSE);
    await waitForLessons(school, courseId);

    // The link: the code is checked and counted, and kept for registration.
    const { context, page } = await school.newPage();
    const captchas = watchCaptchas(page, redis);
    const checked = page.waitForResponse((response) =>
      response.url().includes(referralContracts.checkReferralCode.url),
    );
    await open(page, `/?referralCode=${code}`);
    const reply = (await (await checked).json()) as ReplyOf<typeof referralContracts.checkReferralCode>;
    expect(reply.data.isValid).toBe(1);

    const mobile = '13912345601';
    await open(page, '/register');
    await page.getByRole('button', { name: '获取验证码' }).waitFor();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByLabel('图形验证码').fill(await captchas.answer());
    captchas.reset();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.getByLabel('短信验证码').fill(await smsCodeFromOutbox(school, mobile, 'register'));
    await page.getByLabel('密码', { exact: true }).fill('english2026');
    await page.getByLabel('确认密码').fill('english2026');
    await page.getByLabel('昵称').fill('口语新同学');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await page.getByRole('banner').getByText('口语新同学').waitFor();
    const bound = await schoolDb(
      school,
      (db) =>
        db
          .prepare(
            `select r.mobile from users u join users r on r.id = u.referrer_user_id where u.site_id = 11 and u.mobile = ?`,
          )
          .get(mobile) as { mobile: string } | undefined,
    );
    expect(bound?.mobile).toBe(REFERRER);

    // Buy: the dialog shows the QR, the amount and the time left.
    await open(page, `/view/${courseId}`);
    await page.getByRole('button', { name: '购买课程' }).click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    await dialog.getByRole('img', { name: /二维码/ }).waitFor();
    await dialog.getByText('¥99').waitFor();
    await dialog.getByText('剩余支付时间').waitFor();
    await screenshot(page, 'pay-dialog-1200');

    // The sandbox pay page (what the QR opens) is paid in a second tab; the dialog sees it.
    const payAddress = (await dialog.getByRole('link', { name: '打开沙箱支付页' }).getAttribute('href'))!;
    const payTab = await context.newPage();
    await payTab.goto(payAddress);
    await payTab.getByRole('button', { name: '支付成功' }).click();
    await dialog.getByText('支付成功').waitFor({ timeout: 15_000 });
    await payTab.close();
    await dialog.getByRole('button', { name: '完成' }).click();

    // The paid lesson now plays.
    await page.getByRole('button', { name: /Introducing Yourself/ }).click();
    await page.waitForURL(/periodId=/);
    expect(await playPast(page, 1)).toBeGreaterThan(1);

    await open(page, '/account/order');
    const row = page.locator('.wallet-row', { hasText: PAID_COURSE });
    await row.getByText('已支付').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'account-order-390');
    await context.close();

    // The referrer sees the friend and the commission (10% of ¥99).
    const referrer = await school.newPage({ token: await signIn(REFERRER) });
    await open(referrer.page, '/account/recommend');
    const friend = referrer.page.locator('.wallet-row', { hasText: '口语新同学' });
    await friend.getByText('¥9.90').waitFor();
    await referrer.page.getByRole('img', { name: '推荐链接二维码' }).waitFor();
    await screenshot(referrer.page, 'account-recommend-1200');
    await referrer.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(referrer.page, 'account-recommend-390');
    await referrer.context.close();
  });

  it('a learner buys VIP on /vip on a phone, cancels an unpaid order, and the operator refunds the VIP set', async () => {
    const token = await signIn('13800000004');
    const { context, page } = await school.newPage({ token });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/vip');
    await page.getByRole('button', { name: '立即开通' }).first().click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    await dialog.getByRole('img', { name: /二维码/ }).waitFor();
    await screenshot(page, 'pay-dialog-390');
    const payAddress = (await dialog.getByRole('link', { name: '打开沙箱支付页' }).getAttribute('href'))!;
    await sandboxPays(school, payAddress.split('/').pop()!);
    await dialog.getByText('支付成功').waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: '完成' }).click();
    await page.getByText(/VIP会员有效期至/).waitFor();

    // An order left unpaid is cancelled from 我的订单.
    const other = await courseIdOf('新概念英语语法精讲');
    await api(school).call(orderContracts.payOrder, { productType: 1, productId: other, payType: 9 }, { token });
    await page.setViewportSize({ width: 1200, height: 900 });
    await open(page, '/account/order?state=1');
    const row = page.locator('.wallet-row', { hasText: '新概念英语语法精讲' });
    await row.getByRole('button', { name: '取消订单' }).click();
    await settled(page.locator('.ant-modal-confirm'));
    await page.locator('.ant-modal-confirm').getByRole('button', { name: '取消订单' }).click();
    await page.getByText('还没有这类订单').waitFor();
    await page.getByRole('tab', { name: '已关闭' }).click();
    await page.locator('.wallet-row', { hasText: '新概念英语语法精讲' }).getByText('已关闭').waitFor();
    await screenshot(page, 'account-order-1200');

    // The operator refunds the VIP set in 订单管理: the membership ends and the order says so.
    const operator = await signInToConsole(school, '/admin/order/list', '订单管理');
    await operator.page.getByLabel('手机号').fill('13800000004');
    await operator.page.getByRole('button', { name: /查\s*询/ }).click();
    const vipRow = operator.page.locator('.ant-table-row').filter({ hasText: '会员套餐' });
    await vipRow.getByRole('button', { name: '退款' }).click();
    await operator.page.getByLabel('退款原因').fill('学员申请退款');
    await operator.page.getByRole('button', { name: '确认退款' }).click();
    await operator.page.getByText('已退款，款项按原支付方式退回，已通知买家').waitFor();
    await vipRow.getByText('已退款').waitFor();
    await screenshot(operator.page, 'console-orders');
    await operator.context.close();
    await open(page, '/account/order?state=5');
    await page.locator('.wallet-row', { hasText: '会员套餐' }).getByText('已退款').waitFor();
    await open(page, '/vip');
    await page.getByText('您还不是VIP会员，开通后全站会员课程畅学').waitFor();
    await context.close();
  });

  it('a learner on a phone finds a course on /sale/1 and is charged its sale price', async () => {
    const { context, page } = await school.newPage({ token: await signIn('13800000001') });
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/sale/1');
    const card = page.locator('.sale-card').first();
    await card.getByText(/仅剩/).waitFor();
    const salePrice = (await card.locator('.course-price strong').textContent())!;
    await screenshot(page, 'sale-390');
    await card.getByRole('link').click();
    await page.getByText('限时特价').waitFor();
    await page.getByRole('button', { name: '购买课程' }).click();
    const dialog = page.getByRole('dialog', { name: '订单支付' });
    await dialog.getByRole('img', { name: /二维码/ }).waitFor();
    await dialog.getByText(salePrice, { exact: true }).waitFor();
    await context.close();
  });
});
