import { createHmac } from 'node:crypto';
import { orderContracts, apiUrl } from '@school/contracts';
import type { ContractInput } from '../../testing/call.ts';
import { createFakeClock, createTestApp, DEMO_SITE_ID } from '../../testing/test-app.ts';
import { loadTokenSecret } from '../vod/index.ts';
import { startAlipayStandIn } from './gateways/alipay-stand-in.ts';
import { sandboxSignature, type SandboxNotification } from './gateways/sandbox.ts';
import { startWechatPayStandIn } from './gateways/wechat-pay-stand-in.ts';

/** A test app with a hand-moved clock, buyers' tokens and the demo school's products. */
export async function createOrderTest() {
  const clock = createFakeClock(Date.UTC(2025, 5, 1, 2, 0, 0));
  const t = await createTestApp({ clock });
  const learner = await t.tokenFor('13800000004');
  const vipLearner = await t.tokenFor('13800000001');
  /** The demo school's courses on the shelf, free or paid, of one category (1 video by default). */
  const coursesOf = (where: { free: boolean; category?: number }) =>
    t.db
      .selectFrom('course')
      .selectAll()
      .where('site_id', '=', DEMO_SITE_ID)
      .where('is_put_away', '=', 1)
      .where('status_id', '=', 1)
      .where('course_category', '=', where.category ?? 1)
      .where('is_free', '=', where.free ? 1 : 0)
      .orderBy('id');
  /** A demo school user's row, read again at each call (a VIP flag or a balance may have changed). */
  const userRow = (mobile: string) =>
    t.db
      .selectFrom('users')
      .selectAll()
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
  const courses = (where: { free: boolean; category?: number }) => coursesOf(where).execute();
  const course = (where: { free: boolean; category?: number }) => coursesOf(where).executeTakeFirstOrThrow();
  const vipSet = await t.db
    .selectFrom('vip_set')
    .selectAll()
    .where('site_id', '=', DEMO_SITE_ID)
    .orderBy('sort')
    .executeTakeFirstOrThrow();
  const key = createHmac('sha256', loadTokenSecret(t.config.vod.tokenSecret, t.config.dataDir))
    .update('sandbox-pay-notify')
    .digest();

  const pay = (token: string, body: ContractInput<typeof orderContracts.payOrder>) =>
    t.call(orderContracts.payOrder, body, { as: { token } });
  const view = (token: string, orderNo: string) => t.call(orderContracts.viewOrder, { orderNo }, { as: { token } });

  /** What the sandbox page's buttons do: ask the sandbox for the signed notification, post it to the callback. */
  async function sandboxPays(serialNumber: string, paid = true) {
    const settled = await t.app.inject({ method: 'POST', url: `/sandbox/pay/${serialNumber}`, payload: { paid } });
    const notification = JSON.parse(settled.body) as SandboxNotification;
    return { settled, notification, answer: await notify(notification) };
  }

  const notify = (notification: object | string) =>
    t.app.inject({
      method: 'POST',
      url: apiUrl('/user/api/order/pay/notify/sandbox'),
      headers: { 'content-type': 'application/json' },
      payload: typeof notification === 'string' ? notification : JSON.stringify(notification),
    });

  /** A notification signed with the sandbox's key, as only the sandbox could make it. */
  const signed = (fields: Omit<SandboxNotification, 'signature'>): SandboxNotification => ({
    ...fields,
    signature: sandboxSignature(key, fields),
  });

  return { t, clock, learner, vipLearner, userRow, courses, course, vipSet, pay, view, sandboxPays, notify, signed };
}

/** A test app whose WeChat Pay and Alipay are their local stand-ins, with a buyer and the paid video courses. */
export async function createGatewayTest() {
  const clock = createFakeClock(Date.now());
  const wechat = await startWechatPayStandIn(clock.now);
  const alipay = await startAlipayStandIn(clock.now);
  const t = await createTestApp({ clock, config: { wechatPay: wechat.config(), alipay: alipay.config() } });
  const learner = await t.tokenFor('13800000004');

  const paidCourses = () =>
    t.db
      .selectFrom('course')
      .selectAll()
      .where('site_id', '=', DEMO_SITE_ID)
      .where('is_free', '=', 0)
      .where('is_put_away', '=', 1)
      .where('course_category', '=', 1)
      .orderBy('id')
      .execute();

  /** A gateway's notification, posted to our notification address for it. */
  const notify = (gateway: string, body: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: apiUrl(`/user/api/order/pay/notify/${gateway}`), headers, payload: body });

  /** WeChat Pay's stand-in tells us of a payment (signed, unless `forged`). */
  const notifyWechat = (...args: Parameters<typeof wechat.notification>) => {
    const note = wechat.notification(...args);
    return notify('wechat', note.body, { 'content-type': 'application/json', ...note.headers });
  };

  async function close() {
    await t.close();
    await wechat.close();
    await alipay.close();
  }

  return { t, clock, wechat, alipay, learner, paidCourses, notify, notifyWechat, close };
}

export type GatewayTest = Awaited<ReturnType<typeof createGatewayTest>>;
