import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderContracts } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { startAlipayStandIn, type AlipayStandIn } from './gateways/alipay-stand-in.ts';
import { startWechatPayStandIn, type WechatPayStandIn } from './gateways/wechat-pay-stand-in.ts';

/**
 * Buying with WeChat Pay and Alipay through the whole server: the order opens a payment at the
 * gateway's stand-in, and the stand-in's signed notification to our notification address makes the
 * order paid once; a forged one or one for another amount changes nothing.
 */

const clock = createFakeClock(Date.now());
let wechat: WechatPayStandIn;
let alipay: AlipayStandIn;
let t: TestApp;
let learner: string;
beforeAll(async () => {
  wechat = await startWechatPayStandIn(clock.now);
  alipay = await startAlipayStandIn(clock.now);
  t = await createTestApp({ clock, config: { wechatPay: wechat.config(), alipay: alipay.config() } });
  learner = await t.tokenFor('13800000004');
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  await alipay.close();
});

const notify = (gateway: string, body: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/apis/user/api/order/pay/notify/${gateway}`, headers, payload: body });

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

async function buy(productId: number, payType: 1 | 2 | 9) {
  const made = await t.call(
    orderContracts.payOrder,
    { productType: 1, productId: String(productId), payType },
    { as: { token: learner } },
  );
  expect(made.code).toBe(200);
  return made.data;
}

async function orderState(orderNo: string) {
  const view = await t.call(orderContracts.viewOrder, { orderNo }, { as: { token: learner } });
  return { state: view.data.orderStatus, payType: view.data.payType, id: Number(view.data.id) };
}

const sharesOf = (orderId: number) =>
  t.db.selectFrom('order_share').selectAll().where('order_id', '=', orderId).execute();

describe('real gateways through the server', () => {
  it('offers WeChat Pay, Alipay and the sandbox', async () => {
    const methods = await t.call(orderContracts.listPayMethod);
    expect(methods.data.map((method) => method.payType)).toEqual([1, 2, 9]);
  });

  it('opens a WeChat Native payment, and a verified notification pays the order once', async () => {
    const course = (await paidCourses())[0]!;
    const made = await buy(course.id, 1);
    expect(made.payMessage).toBe(`weixin://wxpay/bizpayurl?pr=${made.serialNumber}`);
    const opened = JSON.parse(wechat.received.at(-1)!.body) as { amount: { total: number }; notify_url: string };
    expect(opened.amount.total).toBe(course.course_price);
    expect(opened.notify_url).toBe('https://school.example.com/apis/user/api/order/pay/notify/wechat');

    const paid = {
      out_trade_no: made.serialNumber,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: course.course_price },
    };
    const json = { 'content-type': 'application/json' };
    const forgedNote = wechat.notification(paid, { forged: true });
    const forged = await notify('wechat', forgedNote.body, { ...json, ...forgedNote.headers });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ code: 'FAIL', message: '通知签名无效' });
    const cheap = wechat.notification({ ...paid, amount: { total: 1 } });
    expect((await notify('wechat', cheap.body, { ...json, ...cheap.headers })).statusCode).toBe(400);
    expect((await orderState(made.orderNo)).state).toBe(OrderStatus.waiting);

    const good = wechat.notification(paid);
    expect((await notify('wechat', good.body, { ...json, ...good.headers })).statusCode).toBe(204);
    expect((await notify('wechat', good.body, { ...json, ...good.headers })).statusCode).toBe(204);
    const done = await orderState(made.orderNo);
    expect([done.state, done.payType]).toEqual([OrderStatus.paid, 1]);
    expect(await sharesOf(done.id)).toHaveLength(1);
  });

  it('precreates an Alipay QR payment, and a verified notification pays the order once', async () => {
    const course = (await paidCourses())[1]!;
    const made = await buy(course.id, 2);
    expect(made.payMessage).toBe(`https://qr.alipay.com/${made.serialNumber}`);
    expect(alipay.received.at(-1)!.bizContent.total_amount).toBe((course.course_price / 100).toFixed(2));

    const paid = {
      out_trade_no: made.serialNumber,
      trade_no: '2026112622001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: (course.course_price / 100).toFixed(2),
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const forged = await notify('alipay', alipay.notification(paid, { forged: true }), form);
    expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
    const cheap = await notify('alipay', alipay.notification({ ...paid, total_amount: '0.01' }), form);
    expect([cheap.statusCode, cheap.body]).toEqual([400, 'fail']);
    expect((await orderState(made.orderNo)).state).toBe(OrderStatus.waiting);

    const good = alipay.notification(paid);
    for (let time = 0; time < 2; time++) {
      const answer = await notify('alipay', good, form);
      expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
    }
    const done = await orderState(made.orderNo);
    expect([done.state, done.payType]).toEqual([OrderStatus.paid, 2]);
    expect(await sharesOf(done.id)).toHaveLength(1);
  });
});
