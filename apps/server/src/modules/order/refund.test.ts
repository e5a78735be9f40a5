import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductType } from '@school/contracts';
import { OrderStatus, courseStudyContracts, orderAdminContracts, orderContracts } from '@school/contracts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const DAY = 86_400_000;
const paidCourses = () => x.courses({ free: false });
const orderRow = (orderNo: string) =>
  x.t.db.selectFrom('order_info').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
const shareOf = (orderId: number) =>
  x.t.db.selectFrom('order_share').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();

async function bought(token: string, productType: ProductType, productId: number) {
  const made = await x.pay(token, { productType, productId: String(productId), payType: 9 });
  expect(made.code).toBe(200);
  await x.sandboxPays(made.data.serialNumber);
  return made.data;
}

describe('the operator’s orders and refunds', () => {
  it('finds an order by number and buyer, refunds it within 7 days: access, shares and money go back', async () => {
    const [course] = await paidCourses();
    const order = await bought(x.learner, 1, course!.id);

    const byNo = await x.t.call(orderAdminContracts.adminListOrder, { orderNo: order.orderNo }, { as: 'operator' });
    expect(byNo.data.list).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        mobile: '13800000004',
        orderStatus: OrderStatus.paid,
        refundable: 1,
        needsRefund: 0,
      }),
    ]);
    const byMobile = await x.t.call(
      orderAdminContracts.adminListOrder,
      {
        mobile: '13800000004',
        orderStatus: OrderStatus.paid,
      },
      { as: 'operator' },
    );
    expect(byMobile.data.list.map((row) => row.orderNo)).toContain(order.orderNo);
    const nobody = await x.t.call(orderAdminContracts.adminListOrder, { mobile: '13999999999' }, { as: 'operator' });
    expect(nobody.data.totalCount).toBe(0);

    const refunded = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      {
        orderNo: order.orderNo,
        reason: '学员误购，协商退款',
      },
      { as: 'operator' },
    );
    expect(refunded.code).toBe(200);
    expect(refunded.data).toMatchObject({
      orderStatus: OrderStatus.refunded,
      refundable: 0,
      remark: '学员误购，协商退款',
    });

    const row = await orderRow(order.orderNo);
    expect((await shareOf(row.id)).share_state).toBe(3);
    const trade = await x.t.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('serial_number', '=', order.serialNumber)
      .executeTakeFirstOrThrow();
    expect([trade.trade_state, trade.refund_amount]).toEqual(['REFUND', row.paid_price]);
    const detail = await x.t.call(
      courseStudyContracts.viewCourseForUser,
      { id: String(course!.id) },
      { as: { token: x.learner } },
    );
    expect(detail.data.isPay).toBe(0);
    const messages = await x.t.db
      .selectFrom('user_message')
      .select('title')
      .where('user_id', '=', (await x.userRow('13800000004')).id)
      .execute();
    expect(messages.map((message) => message.title)).toContain('订单已退款');

    // Once is enough; the settle job later finds nothing to pay.
    const again = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: order.orderNo, reason: '重复' },
      { as: 'operator' },
    );
    expect([again.status, again.msg]).toEqual([409, '只有已支付的订单可以退款']);
  });

  it('takes back the VIP days of a refunded set', async () => {
    const buyer = await x.t.tokenFor('13800000003');
    const before = await x.userRow('13800000003');
    const order = await bought(buyer, 6, x.vipSet.id);
    expect((await x.userRow('13800000003')).is_vip).toBe(1);
    const refunded = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: order.orderNo, reason: '不想要了' },
      { as: 'operator' },
    );
    expect(refunded.code).toBe(200);
    const after = await x.userRow('13800000003');
    expect(after.is_vip).toBe(before.is_vip);
    expect(after.vip_expire_time).toBe(x.clock.now());
  });

  it('refuses after the refund window, and puts everything back when the gateway refuses', async () => {
    const [, second, third] = await paidCourses();
    const late = await bought(x.learner, 1, second!.id);
    // Paid eight days ago (moving the clock would also end the operator's session).
    await x.t.db
      .updateTable('order_info')
      .set({ pay_time: x.clock.now() - 8 * DAY })
      .where('order_no', '=', late.orderNo)
      .execute();
    const tooLate = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: late.orderNo, reason: '超期' },
      { as: 'operator' },
    );
    expect([tooLate.status, tooLate.msg]).toEqual([409, '已过 7 天退款期，分成已入账，不能在线退款']);

    const refused = await bought(x.learner, 1, third!.id);
    // The gateway no longer holds a paid trade for it.
    await x.t.db
      .updateTable('sandbox_trade')
      .set({ trade_state: 'CLOSED' })
      .where('serial_number', '=', refused.serialNumber)
      .execute();
    const failed = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: refused.orderNo, reason: '测试' },
      { as: 'operator' },
    );
    expect([failed.status, failed.msg]).toEqual([409, '退款未成功：沙箱支付单不是已支付状态，无法退款']);
    const row = await orderRow(refused.orderNo);
    expect(row.order_status).toBe(OrderStatus.paid);
    expect((await shareOf(row.id)).share_state).toBe(1);
  });

  it('returns money that arrived after the order closed, once, and keeps the claim when the gateway refuses', async () => {
    const [course] = await paidCourses();
    const buyer = await x.t.tokenFor('13800000002');
    /** The buyer pays at the gateway after the order closed: the notification is recorded and flagged. */
    async function strayPayment() {
      const made = await x.pay(buyer, { productType: 1, productId: String(course!.id), payType: 9 });
      const closed = await x.t.call(
        orderContracts.closeOrder,
        { orderNo: made.data.orderNo },
        { as: { token: buyer } },
      );
      expect(closed.code).toBe(200);
      const trade = await x.t.db
        .updateTable('sandbox_trade')
        .set({ trade_state: 'SUCCESS', pay_time: x.clock.now() })
        .where('serial_number', '=', made.data.serialNumber)
        .returningAll()
        .executeTakeFirstOrThrow();
      const late = await x.notify(
        x.signed({
          serialNumber: trade.serial_number,
          tradeNo: trade.trade_no,
          amount: trade.amount,
          tradeState: 'SUCCESS',
          timestamp: x.clock.now(),
        }),
      );
      expect(late.statusCode).toBe(200);
      return made.data;
    }

    const stray = await strayPayment();
    const flagged = await x.t.call(orderAdminContracts.adminListOrder, { needsRefund: 1 }, { as: 'operator' });
    expect(flagged.data.list).toEqual([
      expect.objectContaining({ orderNo: stray.orderNo, orderStatus: OrderStatus.closed, needsRefund: 1 }),
    ]);
    const foreign = await x.t.call(
      orderAdminContracts.adminReturnPayment,
      { orderNo: stray.orderNo },
      { as: 'otherOperator' },
    );
    expect(foreign.status).toBe(404);

    const returned = await x.t.call(
      orderAdminContracts.adminReturnPayment,
      { orderNo: stray.orderNo },
      { as: 'operator' },
    );
    expect(returned.data).toMatchObject({ orderNo: stray.orderNo, orderStatus: OrderStatus.closed, needsRefund: 0 });
    const trade = await x.t.db
      .selectFrom('sandbox_trade')
      .selectAll()
      .where('serial_number', '=', stray.serialNumber)
      .executeTakeFirstOrThrow();
    expect([trade.trade_state, trade.refund_amount]).toEqual(['REFUND', trade.amount]);
    const titles = await x.t.db
      .selectFrom('user_message')
      .select('title')
      .where('user_id', '=', (await x.userRow('13800000002')).id)
      .execute();
    expect(titles.map((message) => message.title)).toContain('多付的款项已退回');
    const twice = await x.t.call(
      orderAdminContracts.adminReturnPayment,
      { orderNo: stray.orderNo },
      { as: 'operator' },
    );
    expect([twice.status, twice.msg]).toEqual([409, '该订单没有待退还的款项']);

    const refusedByGateway = await strayPayment();
    await x.t.db
      .updateTable('sandbox_trade')
      .set({ trade_state: 'CLOSED' })
      .where('serial_number', '=', refusedByGateway.serialNumber)
      .execute();
    const failed = await x.t.call(
      orderAdminContracts.adminReturnPayment,
      { orderNo: refusedByGateway.orderNo },
      { as: 'operator' },
    );
    expect([failed.status, failed.msg]).toEqual([409, '退还未成功：沙箱支付单不是已支付状态，无法退款']);
    const still = await x.t.call(orderAdminContracts.adminListOrder, { needsRefund: 1 }, { as: 'operator' });
    expect(still.data.list.map((row) => row.orderNo)).toEqual([refusedByGateway.orderNo]);
    const bad = await x.t.call(orderAdminContracts.adminReturnPayment, { orderNo: 'abc' }, { as: 'operator' });
    expect(bad.status).toBe(400);
    expect(
      (await x.t.call(orderAdminContracts.adminReturnPayment, { orderNo: stray.orderNo }, { as: { token: buyer } }))
        .status,
    ).not.toBe(200);
  });

  it('answers bad input, visitors, learners and other schools with clear refusals', async () => {
    const missing = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: '123', reason: '无' },
      { as: 'operator' },
    );
    expect([missing.status, missing.msg]).toEqual([404, '订单不存在']);
    expect(
      (await x.t.call(orderAdminContracts.adminRefundOrder, { orderNo: 'abc', reason: '无' }, { as: 'operator' }))
        .status,
    ).toBe(400);
    const [course] = await paidCourses();
    const waiting = await x.pay(x.vipLearner, { productType: 1, productId: String(course!.id), payType: 9 });
    const noReason = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: waiting.data.orderNo, reason: '' },
      { as: 'operator' },
    );
    expect(noReason.status).toBe(400);
    const notPaid = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: waiting.data.orderNo, reason: '无' },
      { as: 'operator' },
    );
    expect([notPaid.status, notPaid.msg]).toEqual([409, '只有已支付的订单可以退款']);
    expect((await x.t.call(orderAdminContracts.adminListOrder, { pageSize: 1000 }, { as: 'operator' })).status).toBe(
      400,
    );

    const elsewhere = await x.t.call(orderAdminContracts.adminListOrder, {}, { as: 'otherOperator' });
    expect(elsewhere.data.totalCount).toBe(0);
    const foreign = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      {
        orderNo: waiting.data.orderNo,
        reason: '无',
      },
      { as: 'otherOperator' },
    );
    expect(foreign.status).toBe(404);
    expect((await x.t.call(orderAdminContracts.adminListOrder, {})).status).toBe(401);
    const learner = await x.t.call(orderAdminContracts.adminListOrder, {}, { as: { token: x.learner } });
    expect(learner.status).not.toBe(200);
  });
});
