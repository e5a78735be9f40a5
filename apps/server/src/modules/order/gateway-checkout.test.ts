import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderContracts } from '@school/contracts';
import { createGatewayTest, type GatewayTest } from './order-fixtures.ts';

/**
 * Buying with WeChat Pay and Alipay through the whole server: the order opens a payment at the
 * gateway's stand-in, and the stand-in's signed notification to our notification address makes the
 * order paid once; a forged one or one for another amount changes nothing.
 */

let g: GatewayTest;
beforeAll(async () => {
  g = await createGatewayTest();
});
afterAll(() => g.close());

async function buy(productId: number, payType: 1 | 2 | 9) {
  const made = await g.t.call(
    orderContracts.payOrder,
    { productType: 1, productId: String(productId), payType },
    { as: { token: g.learner } },
  );
  expect(made.code).toBe(200);
  return made.data;
}

async function orderState(orderNo: string) {
  const view = await g.t.call(orderContracts.viewOrder, { orderNo }, { as: { token: g.learner } });
  return { state: view.data.orderStatus, payType: view.data.payType, id: Number(view.data.id) };
}

const sharesOf = (orderId: number) =>
  g.t.db.selectFrom('order_share').selectAll().where('order_id', '=', orderId).execute();

describe('real gateways through the server', () => {
  it('offers WeChat Pay, Alipay and the sandbox', async () => {
    const methods = await g.t.call(orderContracts.listPayMethod);
    expect(methods.data.map((method) => method.payType)).toEqual([1, 2, 9]);
  });

  it('opens a WeChat Native payment, and a verified notification pays the order once', async () => {
    const course = (await g.paidCourses())[0]!;
    const made = await buy(course.id, 1);
    expect(made.payMessage).toBe(`weixin://wxpay/bizpayurl?pr=${made.serialNumber}`);
    const opened = JSON.parse(g.wechat.received.at(-1)!.body) as { amount: { total: number }; notify_url: string };
    expect(opened.amount.total).toBe(course.course_price);
    expect(opened.notify_url).toBe('https://school.example.com/apis/user/api/order/pay/notify/wechat');

    const paid = {
      out_trade_no: made.serialNumber,
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      amount: { total: course.course_price },
    };
    const forged = await g.notifyWechat(paid, { forged: true });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body)).toEqual({ code: 'FAIL', message: '通知签名无效' });
    expect((await g.notifyWechat({ ...paid, amount: { total: 1 } })).statusCode).toBe(400);
    expect((await orderState(made.orderNo)).state).toBe(OrderStatus.waiting);

    const json = { 'content-type': 'application/json' };
    const good = g.wechat.notification(paid);
    expect((await g.notify('wechat', good.body, { ...json, ...good.headers })).statusCode).toBe(204);
    expect((await g.notify('wechat', good.body, { ...json, ...good.headers })).statusCode).toBe(204);
    const done = await orderState(made.orderNo);
    expect([done.state, done.payType]).toEqual([OrderStatus.paid, 1]);
    expect(await sharesOf(done.id)).toHaveLength(1);
  });

  it('precreates an Alipay QR payment, and a verified notification pays the order once', async () => {
    const course = (await g.paidCourses())[1]!;
    const made = await buy(course.id, 2);
    expect(made.payMessage).toBe(`https://qr.alipay.com/${made.serialNumber}`);
    expect(g.alipay.received.at(-1)!.bizContent.total_amount).toBe((course.course_price / 100).toFixed(2));

    const paid = {
      out_trade_no: made.serialNumber,
      trade_no: '2026112622001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: (course.course_price / 100).toFixed(2),
    };
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const forged = await g.notify('alipay', g.alipay.notification(paid, { forged: true }), form);
    expect([forged.statusCode, forged.body]).toEqual([400, 'fail']);
    const cheap = await g.notify('alipay', g.alipay.notification({ ...paid, total_amount: '0.01' }), form);
    expect([cheap.statusCode, cheap.body]).toEqual([400, 'fail']);
    expect((await orderState(made.orderNo)).state).toBe(OrderStatus.waiting);

    const good = g.alipay.notification(paid);
    for (let time = 0; time < 2; time++) {
      const answer = await g.notify('alipay', good, form);
      expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
    }
    const done = await orderState(made.orderNo);
    expect([done.state, done.payType]).toEqual([OrderStatus.paid, 2]);
    expect(await sharesOf(done.id)).toHaveLength(1);
  });
});
