import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, courseStudyContracts, orderContracts, apiUrl } from '@school/contracts';
import { malformed } from '../../testing/call.ts';
import { DEMO_SITE_ID } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';
import { newBusinessRow } from '../../db/columns.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const orderRow = (orderNo: string) =>
  x.t.db.selectFrom('order_info').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const sharesOf = (orderId: number) =>
  x.t.db.selectFrom('order_share').selectAll().where('order_id', '=', orderId).execute();

describe('buying a course through the sandbox gateway', () => {
  it('prices the order on the server, returns the waiting order again, and pays it once', async () => {
    const course = await x.course({ free: false });
    const made = await x.pay(x.learner, { productType: 1, productId: String(course.id), payType: 9 });
    expect(made.code).toBe(200);
    expect(made.data.price).toBe(course.course_price / 100);
    expect(made.data.orderStatus).toBe(OrderStatus.waiting);
    expect(made.data.payMessage).toMatch(new RegExp(`/sandbox/pay/${made.data.serialNumber}$`));

    const again = await x.pay(x.learner, { productType: 1, productId: String(course.id), payType: 9 });
    expect(again.data.orderNo).toBe(made.data.orderNo);
    expect(again.data.serialNumber).toBe(made.data.serialNumber);

    const page = await x.t.app.inject({ method: 'GET', url: `/sandbox/pay/${made.data.serialNumber}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('支付成功');
    expect(page.body).toContain('支付失败');
    expect(page.body).toContain((course.course_price / 100).toFixed(2));
    // The page runs one script, a served file, under a policy that allows no inline script (decision 0050).
    const scriptSrc = String(page.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toEqual(["script-src 'self'"]);
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.map(([, attributes, code]) => [attributes!.trim(), code])).toEqual([['src="/sandbox/pay.js"', '']]);
    expect(page.body).toContain(`data-pay="/sandbox/pay/${made.data.serialNumber}"`);
    expect(page.body).toContain(`data-notify="${apiUrl('/user/api/order/pay/notify/sandbox')}"`);
    const script = await x.t.app.inject({ method: 'GET', url: '/sandbox/pay.js' });
    expect([script.statusCode, script.headers['content-type']]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(script.body).toContain('result.dataset.notify');

    const { answer, notification } = await x.sandboxPays(made.data.serialNumber);
    expect(answer.statusCode).toBe(200);
    const viewed = await x.view(x.learner, made.data.orderNo);
    expect(viewed.data.orderStatus).toBe(OrderStatus.paid);
    expect(viewed.data.payType).toBe(9);
    expect(viewed.data.paidPrice).toBe(course.course_price / 100);

    // A repeat of the same notification answers success and changes nothing.
    const repeat = await x.notify(notification);
    expect(repeat.statusCode).toBe(200);
    const order = await orderRow(made.data.orderNo);
    expect(await sharesOf(order.id)).toHaveLength(1);

    // Paid access: the course page says so, and buying it again is refused.
    const detail = await x.t.call(
      courseStudyContracts.viewCourseForUser,
      { id: String(course.id) },
      { as: { token: x.learner } },
    );
    expect(detail.data.isPay).toBe(1);
    const owned = await x.pay(x.learner, { productType: 1, productId: String(course.id), payType: 9 });
    expect(owned.status).toBe(409);
    expect(owned.msg).toBe('您已购买该商品，无需重复购买');
  });

  it('turns 50 concurrent copies of one notification into one paid order and one share', async () => {
    const course = await x.course({ free: false, category: 1 });
    const buyer = await x.t.tokenFor('13800000003');
    const made = await x.pay(buyer, { productType: 1, productId: String(course.id), payType: 9 });
    const settled = await x.t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${made.data.serialNumber}`,
      payload: { paid: true },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => x.notify(settled.body)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const order = await orderRow(made.data.orderNo);
    expect(order.order_status).toBe(OrderStatus.paid);
    expect(await sharesOf(order.id)).toHaveLength(1);
    const payments = await x.t.db.selectFrom('order_payment').selectAll().where('order_id', '=', order.id).execute();
    expect(payments.map((p) => p.pay_state)).toEqual([2]);
  });

  it('refuses forged, foreign and wrong-amount notifications and changes nothing', async () => {
    const course = await x.course({ free: false, category: 1 });
    const buyer = await x.t.tokenFor('13800000002');
    const made = await x.pay(buyer, { productType: 1, productId: String(course.id), payType: 9 });
    const trade = await x.t.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('serial_number', '=', made.data.serialNumber)
      .executeTakeFirstOrThrow();
    const fields = {
      serialNumber: made.data.serialNumber,
      tradeNo: trade.trade_no,
      amount: trade.amount,
      tradeState: 'SUCCESS' as const,
      timestamp: x.clock.now(),
    };
    const forged = await x.notify({ ...fields, signature: 'f'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(JSON.parse(forged.body).message).toBe('通知签名无效');
    const wrongAmount = await x.notify(x.signed({ ...fields, amount: 1 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(JSON.parse(wrongAmount.body).message).toBe('支付金额与订单金额不符');
    const unknown = await x.notify(x.signed({ ...fields, serialNumber: '1234' }));
    expect(unknown.statusCode).toBe(404);
    const stale = await x.notify(x.signed({ ...fields, timestamp: x.clock.now() - 11 * 60_000 }));
    expect(stale.statusCode).toBe(400);
    const garbage = await x.notify('not json');
    expect(garbage.statusCode).toBe(400);
    const tampered = await x.notify({ ...x.signed(fields), amount: trade.amount + 1 });
    expect(tampered.statusCode).toBe(400);
    expect((await orderRow(made.data.orderNo)).order_status).toBe(OrderStatus.waiting);

    // Only a foreign buyer's order number: not found for anyone else.
    const foreign = await x.view(x.learner, made.data.orderNo);
    expect(foreign.status).toBe(404);
    expect(foreign.msg).toBe('订单不存在');
    const closeForeign = await x.t.call(
      orderContracts.closeOrder,
      { orderNo: made.data.orderNo },
      { as: { token: x.learner } },
    );
    expect(closeForeign.status).toBe(404);
  });

  it('retries a failed payment with a new serial number; money for the old one is flagged for refund', async () => {
    const course = await x.course({ free: false, category: 3 });
    const made = await x.pay(x.learner, { productType: 3, productId: String(course.id), payType: 9 });
    expect(made.code).toBe(200);
    const failed = await x.sandboxPays(made.data.serialNumber, false);
    expect(failed.answer.statusCode).toBe(200);
    expect((await x.view(x.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.failed);

    const retry = await x.t.call(
      orderContracts.continuePayOrder,
      { orderNo: made.data.orderNo },
      { as: { token: x.learner } },
    );
    expect(retry.code).toBe(200);
    expect(retry.data.serialNumber).not.toBe(made.data.serialNumber);
    expect((await x.view(x.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.waiting);

    // A second retry supersedes the first; the payer then pays the superseded one anyway.
    const second = await x.t.call(
      orderContracts.continuePayOrder,
      { orderNo: made.data.orderNo },
      { as: { token: x.learner } },
    );
    const trade = await x.t.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('serial_number', '=', retry.data.serialNumber)
      .executeTakeFirstOrThrow();
    expect(trade.trade_state).toBe('CLOSED');
    const late = await x.notify(
      x.signed({
        serialNumber: retry.data.serialNumber,
        tradeNo: trade.trade_no,
        amount: trade.amount,
        tradeState: 'SUCCESS',
        timestamp: x.clock.now(),
      }),
    );
    expect(late.statusCode).toBe(200);
    const payment = await x.t.db
      .selectFrom('order_payment')
      .selectAll()
      .where('serial_number', '=', retry.data.serialNumber)
      .executeTakeFirstOrThrow();
    expect(payment.needs_refund).toBe(1);
    expect((await x.view(x.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.waiting);

    const paid = await x.sandboxPays(second.data.serialNumber);
    expect(paid.answer.statusCode).toBe(200);
    expect((await x.view(x.learner, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.paid);
  });
});

describe('closing orders', () => {
  it('closes a waiting order on request, and refuses to close or pay it again', async () => {
    const course = await x.course({ free: false, category: 1 });
    const buyer = await x.t.tokenFor('13800000001');
    const made = await x.pay(buyer, { productType: 1, productId: String(course.id), payType: 9 });
    const closed = await x.t.call(orderContracts.closeOrder, { orderNo: made.data.orderNo }, { as: { token: buyer } });
    expect(closed.code).toBe(200);
    expect(closed.data.orderStatus).toBe(OrderStatus.closed);
    const twice = await x.t.call(orderContracts.closeOrder, { orderNo: made.data.orderNo }, { as: { token: buyer } });
    expect(twice.status).toBe(409);
    const resume = await x.t.call(
      orderContracts.continuePayOrder,
      { orderNo: made.data.orderNo },
      { as: { token: buyer } },
    );
    expect(resume.status).toBe(409);
    expect(resume.msg).toBe('订单已关闭，请重新下单');
    // The sandbox page no longer takes money for it.
    const settle = await x.t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${made.data.serialNumber}`,
      payload: { paid: true },
    });
    expect(settle.statusCode).toBe(409);
  });

  it('closes a waiting order 30 minutes after it was made', async () => {
    const course = await x.course({ free: false, category: 1 });
    const buyer = await x.t.tokenFor('13800000001');
    const made = await x.pay(buyer, { productType: 1, productId: String(course.id), payType: 9 });
    expect(made.data.orderStatus).toBe(OrderStatus.waiting);
    x.clock.advance(29 * 60_000);
    expect((await x.view(buyer, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.waiting);
    x.clock.advance(60_000);
    expect((await x.view(buyer, made.data.orderNo)).data.orderStatus).toBe(OrderStatus.closed);
    // The close job was queued for the deadline (the queue itself runs on real time).
    const order = await orderRow(made.data.orderNo);
    const jobs = await x.t.db.selectFrom('job').selectAll().where('kind', '=', 'order.close').execute();
    const job = jobs.find((row) => JSON.parse(row.payload).orderId === order.id);
    expect(job?.run_after).toBeGreaterThan(Date.now() + 29 * 60_000);
    const list = await x.t.call(orderContracts.listOrder, { orderStatus: 4 }, { as: { token: buyer } });
    expect(list.data.list.map((order) => order.orderNo)).toContain(made.data.orderNo);
  });
});

describe('pricing', () => {
  it('gives a free course as a paid order of 0 at once', async () => {
    const course = await x.course({ free: true, category: 1 });
    const made = await x.pay(x.learner, { productType: 1, productId: String(course.id), payType: 9 });
    expect(made.code).toBe(200);
    expect(made.data.orderStatus).toBe(OrderStatus.paid);
    expect(made.data.price).toBe(0);
    expect(made.data.payMessage).toBe('');
  });

  it('charges a running sale instead of the list price', async () => {
    const course = await x.course({ free: false, category: 2 });
    const now = x.clock.now();
    await x.t.db
      .insertInto('order_sale')
      .values({
        ...newBusinessRow(x.t.newId(), DEMO_SITE_ID, now),
        product_type: 2,
        product_id: course.id,
        sale_price: 990,
        begin_time: now - 1000,
        end_time: now + 86_400_000,
      })
      .execute();
    const made = await x.pay(x.learner, { productType: 2, productId: String(course.id), payType: 9 });
    expect(made.data.price).toBe(9.9);
  });

  it('extends membership from the later of now and its end when a VIP set is paid', async () => {
    const buyer = await x.t.tokenFor('13800000002');
    const made = await x.pay(buyer, { productType: 6, productId: String(x.vipSet.id), payType: 9 });
    expect(made.data.price).toBe(x.vipSet.set_price / 100);
    await x.sandboxPays(made.data.serialNumber);
    const user = await x.t.db
      .selectFrom('users')
      .select(['is_vip', 'vip_expire_time'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(user.is_vip).toBe(1);
    expect(user.vip_expire_time).toBe(x.clock.now() + x.vipSet.duration_days * 86_400_000);

    const more = await x.pay(buyer, { productType: 6, productId: String(x.vipSet.id), payType: 9 });
    expect(more.data.orderNo).not.toBe(made.data.orderNo);
    await x.sandboxPays(more.data.serialNumber);
    const after = await x.t.db
      .selectFrom('users')
      .select('vip_expire_time')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    expect(after.vip_expire_time).toBe(user.vip_expire_time! + x.vipSet.duration_days * 86_400_000);
  });
});

describe('bad input', () => {
  it('answers clear 4xx refusals', async () => {
    const course = await x.course({ free: false, category: 1 });
    const unknown = await x.pay(x.learner, { productType: 1, productId: '999999', payType: 9 });
    expect([unknown.status, unknown.msg]).toEqual([404, '商品不存在或已下架']);
    const mismatch = await x.pay(x.learner, { productType: 4, productId: String(course.id), payType: 9 });
    expect([mismatch.status, mismatch.msg]).toEqual([400, '商品类型与商品不符']);
    const paper = await x.pay(x.learner, { productType: 5, productId: String(course.id), payType: 9 });
    expect(paper.status).toBe(404);
    const noGateway = await x.pay(x.learner, { productType: 6, productId: String(x.vipSet.id), payType: 1 });
    expect([noGateway.status, noGateway.msg]).toEqual([400, '该支付方式暂未开通，请选择其他支付方式']);
    const badType = await x.pay(x.learner, malformed({ productType: 7, productId: String(course.id), payType: 9 }));
    expect(badType.status).toBe(400);
    const badNo = await x.view(x.learner, 'abc');
    expect(badNo.status).toBe(400);
    const visitor = await x.t.call(orderContracts.payOrder, { productType: 1, productId: '1', payType: 9 });
    expect(visitor.status).toBe(401);
    const unknownGateway = await x.t.app.inject({
      method: 'POST',
      url: apiUrl('/user/api/order/pay/notify/paypal'),
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknownGateway.statusCode).toBe(404);
  });
});
