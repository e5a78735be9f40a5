import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reconciliation } from '@school/contracts';
import { MismatchKind, orderAdminContracts } from '@school/contracts';
import { DEMO_SITE_ID } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

/** The fixture's clock stands at 2025-06-01 10:00 in the school's zone. */
const TODAY = '2025-06-01';
const reconcile = (date = TODAY) => x.t.call(orderAdminContracts.adminReconcile, { date }, { as: 'operator' });
const sandboxOf = (report: Reconciliation) => report.gateways.find((gateway) => gateway.payType === 9)!;
const paidCourses = () => x.courses({ free: false });
const trade = (serialNumber: string) => x.t.db.updateTable('sandbox_trade').where('serial_number', '=', serialNumber);

describe('the daily reconciliation', () => {
  it('matches our paid payments with the gateway statement, and names each kind of difference', async () => {
    const [first, second, third, fourth] = await paidCourses();
    const buy = async (courseId: number, pay = true) => {
      const made = await x.pay(x.learner, { productType: 1, productId: String(courseId), payType: 9 });
      expect(made.code).toBe(200);
      if (pay) await x.sandboxPays(made.data.serialNumber);
      return made.data;
    };
    const good = await buy(first!.id);
    const clean = sandboxOf((await reconcile()).data);
    expect(clean).toMatchObject({ paidCount: 1, gatewayCount: 1, paidAmount: good.price, gatewayAmount: good.price });
    expect(clean.mismatches).toEqual([]);

    // The gateway took money whose notification never came; a trade we call paid is not in its bill; and
    // one was paid for another amount.
    const lost = await buy(second!.id, false);
    await trade(lost.serialNumber).set({ trade_state: 'SUCCESS', pay_time: x.clock.now() }).execute();
    const missing = await buy(third!.id);
    await trade(missing.serialNumber).set({ trade_state: 'CLOSED' }).execute();
    const other = await buy(fourth!.id);
    await trade(other.serialNumber).set({ amount: 1 }).execute();

    const report = (await reconcile()).data;
    const kinds = sandboxOf(report)
      .mismatches.map((row) => [row.orderNo, row.kind])
      .sort();
    expect(kinds).toEqual(
      [
        [lost.orderNo, MismatchKind.notRecorded],
        [missing.orderNo, MismatchKind.notAtGateway],
        [other.orderNo, MismatchKind.amount],
      ].sort(),
    );
    expect(report.shares.orders).toBe(3);
    expect(report.shares.paid).toBeCloseTo(good.price + missing.price + other.price, 2);
    expect(report.shares.lecturer + report.shares.referral + report.shares.platform).toBeCloseTo(report.shares.paid, 2);

    // Another day has nothing of these; another school sees none of them.
    expect(sandboxOf((await reconcile('2025-05-31')).data)).toMatchObject({ paidCount: 0, gatewayCount: 0 });
    const elsewhere = await x.t.call(orderAdminContracts.adminReconcile, { date: TODAY }, { as: 'otherOperator' });
    expect(sandboxOf(elsewhere.data)).toMatchObject({ paidCount: 0, gatewayCount: 0, mismatches: [] });
    expect(elsewhere.data.shares.orders).toBe(0);
  });

  it('names the wallets whose ledger does not verify', async () => {
    const lecturer = await x.t.db
      .selectFrom('users')
      .select(['id', 'mobile'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', '13800000002')
      .executeTakeFirstOrThrow();
    const now = x.clock.now();
    await x.t.db
      .insertInto('wallet')
      .values({
        id: x.t.newId(),
        site_id: DEMO_SITE_ID,
        gmt_create: now,
        gmt_modified: now,
        user_id: lecturer.id,
        total_income: 100_000,
        available: 100_000,
        frozen: 0,
        paid_out: 0,
        last_entry_hmac: '',
        row_hmac: 'written by hand',
        bank_name: '',
        card_no: '',
        account_name: '',
      })
      .execute();
    const report = (await reconcile()).data;
    expect(report.wallets.broken).toEqual([lecturer.mobile]);
    expect(report.wallets.checked).toBeGreaterThanOrEqual(1);
  });

  it('refuses a date that is not a day or has not come, and anyone but the operator', async () => {
    expect((await reconcile('2025-02-30')).msg).toBe('参数错误：date 不是有效的日期');
    expect((await reconcile('2025-02-30')).status).toBe(400);
    expect((await reconcile('2025-06-02')).msg).toBe('对账日不能晚于今天');
    expect((await reconcile('June 1')).status).toBe(400);
    expect((await x.t.call(orderAdminContracts.adminReconcile, { date: TODAY })).status).toBe(401);
    const learner = await x.t.call(orderAdminContracts.adminReconcile, { date: TODAY }, { as: { token: x.learner } });
    expect(learner.status).not.toBe(200);
  });
});
