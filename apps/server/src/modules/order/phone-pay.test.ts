import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, orderContracts, orderResultUrl } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { DEMO_SITE_ID, OTHER_SITE_ID } from '../../testing/test-app.ts';
import { transactOn } from '../../db/schema.ts';
import { createWechatPayOpenids } from '../user/wechat-pay-openid.ts';
import { jsapiSignString } from './gateways/wechat-pay.ts';
import { createGatewayTest, type GatewayTest } from './order-fixtures.ts';

/**
 * Paying on a phone through the whole server (decision 0053): Alipay WAP, WeChat Pay H5 and JSAPI
 * against their stand-ins and the sandbox's phone page, each finished by the gateway's notification;
 * and the refusals that change nothing.
 */

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let g: GatewayTest;
let otherLearner: string;
beforeAll(async () => {
  g = await createGatewayTest();
  otherLearner = await g.t.tokenFor('13800000001');
});
afterAll(() => g.close());

const orderCount = async () =>
  Number(
    (
      await g.t.db
        .selectFrom('order_info')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const viewAs = (token: string, orderNo: string) => g.t.call(orderContracts.viewOrder, { orderNo }, { as: { token } });

describe('paying on a phone', () => {
  it('sends a phone to Alipay WAP pay and back to the order; the notification pays it', async () => {
    const course = (await g.paidCourses())[0]!;
    const made = await g.t.call(
      orderContracts.payOrder,
      { productType: 1, productId: String(course.id), payType: 2, scene: 'phone' },
      { as: { token: g.learner } },
    );
    expect(made.code).toBe(200);
    expect(made.data.payAction).toBe('redirect');
    const cashier = await fetch(made.data.payMessage);
    expect(cashier.status).toBe(200);
    const sent = g.alipay.received.at(-1)!;
    expect(sent.params.method).toBe('alipay.trade.wap.pay');
    expect(sent.params.return_url).toBe(orderResultUrl('http://localhost:80', made.data.orderNo));
    expect(sent.bizContent.quit_url).toBe(sent.params.return_url);

    const total = (course.course_price / 100).toFixed(2);
    const form = { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' };
    const paid = { out_trade_no: made.data.serialNumber, trade_no: '2026112822001', trade_status: 'TRADE_SUCCESS' };
    const answer = await g.notify('alipay', g.alipay.notification({ ...paid, total_amount: total }), form);
    expect([answer.statusCode, answer.body]).toEqual([200, 'success']);
    expect((await viewAs(g.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.paid);
  });

  it('sends a phone browser to WeChat Pay H5 with its IP (its user agent says it is a phone); the notification pays it', async () => {
    const course = (await g.paidCourses())[1]!;
    const made = await g.t.call(
      orderContracts.payOrder,
      { productType: 1, productId: String(course.id), payType: 1 },
      { as: { token: g.learner }, headers: { 'user-agent': IPHONE } },
    );
    expect(made.data.payAction).toBe('redirect');
    const address = new URL(made.data.payMessage);
    expect(address.searchParams.get('redirect_url')).toBe(orderResultUrl('http://localhost:80', made.data.orderNo));
    const sent = g.wechat.received.at(-1)!;
    expect(sent.path).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(sent.body)).toMatchObject({
      scene_info: { payer_client_ip: '127.0.0.1', h5_info: { type: 'Wap' } },
    });

    const paid = { out_trade_no: made.data.serialNumber, transaction_id: '4200000002', trade_state: 'SUCCESS' };
    expect((await g.notifyWechat({ ...paid, amount: { total: course.course_price } })).statusCode).toBe(204);
    expect((await viewAs(g.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.paid);
  });

  it('pays inside WeChat through JSAPI once the learner’s openid is bound, with a paySign the merchant key proves', async () => {
    const course = (await g.paidCourses())[2]!;
    const body = {
      productType: 1 as const,
      productId: String(course.id),
      payType: 1 as const,
      scene: 'wechat' as const,
    };
    const before = await orderCount();
    const unbound = await g.t.call(orderContracts.payOrder, body, { as: { token: g.learner } });
    expect([unbound.status, unbound.msg]).toEqual([400, '请先授权微信账号后再使用微信支付']);
    expect(await orderCount()).toBe(before);

    const learnerId = (
      await g.t.db
        .selectFrom('users')
        .select('id')
        .where('site_id', '=', DEMO_SITE_ID)
        .where('mobile', '=', '13800000004')
        .executeTakeFirstOrThrow()
    ).id;
    const openids = createWechatPayOpenids(g.t.db, { transact: transactOn(g.t.db), clock: g.clock, newId: g.t.newId });
    await openids.bind(DEMO_SITE_ID, learnerId, 'wxapp', 'oLearner0004');

    const made = await g.t.call(orderContracts.payOrder, body, { as: { token: g.learner } });
    expect(made.data.payAction).toBe('jsapi');
    expect(JSON.parse(g.wechat.received.at(-1)!.body)).toMatchObject({ payer: { openid: 'oLearner0004' } });
    const bridge = made.data.jsapi!;
    expect(bridge.package).toMatch(/^prepay_id=wx/);
    const signed = createVerify('RSA-SHA256')
      .update(jsapiSignString(bridge))
      .verify(g.wechat.merchantPublicKey, bridge.paySign, 'base64');
    expect(signed).toBe(true);

    const paid = { out_trade_no: made.data.serialNumber, transaction_id: '4200000003', trade_state: 'SUCCESS' };
    expect((await g.notifyWechat({ ...paid, amount: { total: course.course_price } })).statusCode).toBe(204);
    expect((await viewAs(g.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.paid);
  });

  it('sends a phone to the sandbox’s confirm page, which pays and goes back to the order', async () => {
    const course = (await g.paidCourses())[3]!;
    const made = await g.t.call(
      orderContracts.payOrder,
      { productType: 1, productId: String(course.id), payType: 9, scene: 'phone' },
      { as: { token: g.learner } },
    );
    expect(made.data.payAction).toBe('redirect');
    const back = `/account/order?orderNo=${made.data.orderNo}`;
    expect(made.data.payMessage).toBe(
      `http://localhost:80/sandbox/pay/${made.data.serialNumber}?back=${encodeURIComponent(back)}`,
    );
    const page = await g.t.app.inject({ method: 'GET', url: made.data.payMessage.replace('http://localhost:80', '') });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>确认付款</h1>');
    expect(page.body).toContain(`data-back="${back}"`);
    const elsewhere = await g.t.app.inject({
      method: 'GET',
      url: `/sandbox/pay/${made.data.serialNumber}?back=${encodeURIComponent('https://evil.example.com/')}`,
    });
    expect(elsewhere.statusCode).toBe(400);

    const settled = await g.t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${made.data.serialNumber}`,
      payload: { paid: true },
    });
    const answer = await g.notify('sandbox', settled.body, { 'content-type': 'application/json' });
    expect(answer.statusCode).toBe(200);
    expect((await viewAs(g.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.paid);
  });

  it('gives a desktop a fresh QR code for an order a phone began, and shows that QR code again after', async () => {
    const course = (await g.paidCourses())[5]!;
    const body = { productType: 1 as const, productId: String(course.id), payType: 9 as const };
    const onPhone = await g.t.call(orderContracts.payOrder, { ...body, scene: 'phone' }, { as: { token: g.learner } });
    const onDesktop = await g.t.call(
      orderContracts.payOrder,
      { ...body, scene: 'desktop' },
      { as: { token: g.learner } },
    );
    expect(onDesktop.data.orderNo).toBe(onPhone.data.orderNo);
    expect(onDesktop.data.serialNumber).not.toBe(onPhone.data.serialNumber);
    expect(onDesktop.data).toMatchObject({
      payAction: 'qr',
      payMessage: `http://localhost:80/sandbox/pay/${onDesktop.data.serialNumber}`,
    });
    const again = await g.t.call(orderContracts.payOrder, { ...body, scene: 'desktop' }, { as: { token: g.learner } });
    expect([again.data.serialNumber, again.data.payMessage]).toEqual([
      onDesktop.data.serialNumber,
      onDesktop.data.payMessage,
    ]);
  });

  it('refuses a visitor, another learner, another school, a paid order and bad input, and changes nothing', async () => {
    const course = (await g.paidCourses())[4]!;
    const waiting = await g.t.call(
      orderContracts.payOrder,
      { productType: 1, productId: String(course.id), payType: 9 },
      { as: { token: g.learner } },
    );
    const orderNo = waiting.data.orderNo;
    const before = await orderCount();
    const retry = { orderNo, payType: 2 as const, scene: 'phone' as const };

    const visitor = await g.t.call(orderContracts.continuePayOrder, retry);
    expect([visitor.status, visitor.msg]).toEqual([401, '请先登录']);
    const stranger = await g.t.call(orderContracts.continuePayOrder, retry, { as: { token: otherLearner } });
    expect([stranger.status, stranger.msg]).toEqual([404, '订单不存在']);
    // My session sent to another school's address is no key to the order there.
    const otherSchool = await g.t.call(orderContracts.continuePayOrder, retry, {
      as: { token: g.learner },
      site: OTHER_SITE_ID,
    });
    expect([401, 404]).toContain(otherSchool.status);
    expect(otherSchool.msg).toMatch(/[\u4e00-\u9fa5]/);
    const unknownScene = await g.t.call(orderContracts.continuePayOrder, malformed({ ...retry, scene: 'tablet' }), {
      as: { token: g.learner },
    });
    expect(unknownScene.status).toBe(400);
    expect(unknownScene.msg).toMatch(/[\u4e00-\u9fa5]/);
    const alipayInWechat = await g.t.call(
      orderContracts.continuePayOrder,
      { ...retry, scene: 'wechat' },
      { as: { token: g.learner } },
    );
    expect([alipayInWechat.status, alipayInWechat.msg]).toEqual([
      400,
      '微信内无法使用支付宝，请选择微信支付或在浏览器中打开',
    ]);
    const unknownMethod = await g.t.call(
      orderContracts.payOrder,
      malformed({ productType: 1, productId: String(course.id), payType: 3, scene: 'phone' }),
      { as: { token: g.learner } },
    );
    expect(unknownMethod.status).toBe(400);
    expect(unknownMethod.msg).toMatch(/[\u4e00-\u9fa5]/);

    const still = await viewAs(g.learner, orderNo);
    expect([still.data.orderStatus, still.data.serialNumber]).toEqual([OrderStatus.waiting, waiting.data.serialNumber]);
    expect(await orderCount()).toBe(before);

    const paidOrder = (
      await g.t.call(orderContracts.listOrder, { orderStatus: OrderStatus.paid }, { as: { token: g.learner } })
    ).data.list[0]!;
    const again = await g.t.call(
      orderContracts.continuePayOrder,
      { orderNo: paidOrder.orderNo, payType: 9, scene: 'phone' },
      { as: { token: g.learner } },
    );
    expect([again.status, again.msg]).toEqual([409, '订单已支付']);
  });
});
