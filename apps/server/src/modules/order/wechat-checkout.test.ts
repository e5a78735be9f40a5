import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, type OrderPayResult, type OrderView, type PayMethod } from '@school/contracts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, get, post, type TestApp } from '../../testing/test-app.ts';
import { startWechatPayStandIn, type WechatPayStandIn } from './gateways/wechat-pay-stand-in.ts';

/**
 * Buying with WeChat Pay through the whole server: the order opens a Native payment at the stand-in,
 * and the stand-in's signed, sealed notification to our notification address makes the order paid once.
 */

const clock = createFakeClock(Date.now());
let standIn: WechatPayStandIn;
let t: TestApp;
let learner: string;
beforeAll(async () => {
  standIn = await startWechatPayStandIn(clock.now);
  t = await createTestApp({ clock, config: { wechatPay: standIn.config() } });
  learner = await t.tokenFor('13800000004');
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const notify = (message: { body: string; headers: Record<string, string> }) =>
  t.app.inject({
    method: 'POST',
    url: '/apis/user/api/order/pay/notify/wechat',
    headers: { 'content-type': 'application/json', ...message.headers },
    payload: message.body,
  });

describe('WeChat Pay through the server', () => {
  it('offers WeChat Pay, opens a Native payment, and a verified notification pays the order once', async () => {
    const methods = await get<PayMethod[]>(t.app, '/user/api/order/pay/methods');
    expect(methods.data.map((method) => method.payType)).toEqual([1, 9]);

    const course = await t.db
      .selectFrom('course')
      .selectAll()
      .where('site_id', '=', DEMO_SITE_ID)
      .where('is_free', '=', 0)
      .where('is_put_away', '=', 1)
      .where('course_category', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const made = await post<OrderPayResult>(
      t.app,
      '/user/auth/order/info/pay',
      { productType: 1, productId: String(course.id), payType: 1 },
      { token: learner },
    );
    expect(made.code).toBe(200);
    expect(made.data.payMessage).toBe(`weixin://wxpay/bizpayurl?pr=${made.data.serialNumber}`);
    const opened = JSON.parse(standIn.received.at(-1)!.body) as { amount: { total: number }; notify_url: string };
    expect(opened.amount.total).toBe(course.course_price);
    expect(opened.notify_url).toBe('https://school.example.com/apis/user/api/order/pay/notify/wechat');

    const paid = {
      out_trade_no: made.data.serialNumber,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: course.course_price },
    };
    // Forged, or paid a different amount: refused, nothing changes.
    const forged = await notify(standIn.notification(paid, { forged: true }));
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ code: 'FAIL', message: '通知签名无效' });
    const wrongAmount = await notify(standIn.notification({ ...paid, amount: { total: 1 } }));
    expect(wrongAmount.statusCode).toBe(400);
    const waiting = await post<OrderView>(
      t.app,
      '/user/auth/order/info/view',
      { orderNo: made.data.orderNo },
      { token: learner },
    );
    expect(waiting.data.orderStatus).toBe(OrderStatus.waiting);

    const good = standIn.notification(paid);
    expect((await notify(good)).statusCode).toBe(204);
    expect((await notify(good)).statusCode).toBe(204);
    const done = await post<OrderView>(
      t.app,
      '/user/auth/order/info/view',
      { orderNo: made.data.orderNo },
      { token: learner },
    );
    expect([done.data.orderStatus, done.data.payType]).toEqual([OrderStatus.paid, 1]);
    const shares = await t.db
      .selectFrom('order_share')
      .selectAll()
      .where('order_id', '=', Number(done.data.id))
      .execute();
    expect(shares).toHaveLength(1);
  });
});
