import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletContracts } from '@school/contracts';
import { bindReferrer } from '../user/user-fixtures.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const DAY = 86_400_000;
/** Sessions lapse while the test clock jumps days ahead: each look signs in afresh. */
const account = async (mobile: string) =>
  x.t.call(walletContracts.viewAccount, undefined, { as: { token: await x.t.tokenFor(mobile) } });

describe('shares and wallets', () => {
  it('pays the lecturer and the referrer after the 7-day refund window, and a tampered wallet stops', async () => {
    const course = await x.course({ free: false, category: 1 });
    const lecturer = await x.t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', course.lecturer_user_id)
      .executeTakeFirstOrThrow();
    const referrer = await x.userRow('13800000001');
    const buyer = await x.userRow('13800000004');
    // The buyer came through the referrer's link 30 days ago.
    await bindReferrer(x.t, buyer.mobile, referrer.mobile, x.clock.now() - 30 * DAY);

    const made = await x.pay(await x.t.tokenFor(buyer.mobile), {
      productType: 1,
      productId: String(course.id),
      payType: 9,
    });
    expect((await x.sandboxPays(made.data.serialNumber)).answer.statusCode).toBe(200);
    const paid = course.course_price;
    const lecturerPart = Math.floor((paid * 70) / 100);
    const referralPart = Math.floor((paid * 10) / 100);
    const order = await x.t.db
      .selectFrom('order_info')
      .select('id')
      .where('order_no', '=', made.data.orderNo)
      .executeTakeFirstOrThrow();
    const share = await x.t.db
      .selectFrom('order_share')
      .selectAll()
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(share).toMatchObject({
      lecturer_amount: lecturerPart,
      referral_amount: referralPart,
      platform_amount: paid - lecturerPart - referralPart,
      referrer_user_id: referrer.id,
      share_state: 1,
    });

    // Within the refund window nothing reaches the wallets.
    x.clock.advance(6 * DAY);
    const early = await account(lecturer.mobile);
    expect(early.msg).toBe('成功');
    expect(early.data.available).toBe(0);
    x.clock.advance(DAY);
    const lecturerWallet = await account(lecturer.mobile);
    expect(lecturerWallet.data).toMatchObject({
      totalIncome: lecturerPart / 100,
      available: lecturerPart / 100,
      isNormal: 1,
    });
    expect((await account(referrer.mobile)).data.available).toBe(referralPart / 100);
    // Seen twice, settled once.
    expect((await account(lecturer.mobile)).data.available).toBe(lecturerPart / 100);
    const entries = await x.t.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', lecturer.id).execute();
    expect(entries).toHaveLength(1);

    // Someone edits the wallet row in the database: the figures no longer verify.
    await x.t.db.updateTable('wallet').set({ available: 9_999_900 }).where('user_id', '=', lecturer.id).execute();
    expect((await account(lecturer.mobile)).data.isNormal).toBe(0);

    // The next sale's share is kept back rather than signed onto the tampered figures.
    // Another of the same lecturer's courses: a paid resource of the demo school.
    const another = (await x.courses({ free: false, category: 3 })).find(
      (resource) => resource.lecturer_user_id === lecturer.id,
    );
    if (!another) throw new Error('the demo lecturer teaches no paid resource');
    const next = await x.pay(await x.t.tokenFor(buyer.mobile), {
      productType: 3,
      productId: String(another.id),
      payType: 9,
    });
    await x.sandboxPays(next.data.serialNumber);
    x.clock.advance(8 * DAY);
    expect((await account(lecturer.mobile)).data.isNormal).toBe(0);
    const kept = await x.t.db
      .selectFrom('order_share')
      .innerJoin('order_info', 'order_info.id', 'order_share.order_id')
      .select('order_share.share_state')
      .where('order_info.order_no', '=', next.data.orderNo)
      .executeTakeFirstOrThrow();
    expect(kept.share_state).toBe(1);
    expect(
      await x.t.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', lecturer.id).execute(),
    ).toHaveLength(1);
  });
});
