import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RefereePage, ReferralSharing } from '@school/contracts';
import { DEMO_SITE_ID, OTHER_SITE_ID, post } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const REFERRER = '13800000001';
const BUYER = '13800000004';
const as = async <T>(mobile: string, url: string, body?: object) =>
  post<T>(x.t.app, url, body, { token: await x.t.tokenFor(mobile) });
const userId = async (mobile: string) =>
  (
    await x.t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
  ).id;

describe('referral', () => {
  it('lists the users I referred with the commission their purchases brought me', async () => {
    await x.t.db
      .updateTable('users')
      .set({ referrer_user_id: await userId(REFERRER) })
      .where('id', '=', await userId(BUYER))
      .execute();
    const course = await x.course({ free: false, category: 1 });
    const made = await x.pay(await x.t.tokenFor(BUYER), { productType: 1, productId: String(course.id), payType: 9 });
    await x.sandboxPays(made.data.serialNumber);
    const commission = Math.floor((course.course_price * 10) / 100) / 100;

    const mine = await as<RefereePage>(REFERRER, '/user/auth/user/recommended/list', {});
    expect(mine.code).toBe(200);
    expect(mine.data.list).toEqual([expect.objectContaining({ mobile: '138****0004', commission })]);
    expect([mine.data.totalCount, mine.data.totalCommission]).toEqual([1, commission]);

    // Nobody else sees them; the other school and visitors are kept out.
    const others = await as<RefereePage>(BUYER, '/user/auth/user/recommended/list', {});
    expect([others.data.totalCount, others.data.totalCommission]).toEqual([0, 0]);
    expect((await post(x.t.app, '/user/auth/user/recommended/list', {})).status).toBe(401);
    const elsewhere = await post(
      x.t.app,
      '/user/auth/user/recommended/list',
      {},
      {
        token: await x.t.tokenFor(REFERRER),
        site: OTHER_SITE_ID,
      },
    );
    expect(elsewhere.code).not.toBe(200);
    const badPage = await as(REFERRER, '/user/auth/user/recommended/list', { pageSize: 1000 });
    expect(badPage.status).toBe(400);
  });

  it('gives my code and link only once the school made me a recommender', async () => {
    await x.t.db
      .updateTable('users')
      .set({ is_recommended: 0 })
      .where('id', '=', await userId(BUYER))
      .execute();
    const refused = await as(BUYER, '/user/auth/user/ext/sharing/recommended');
    expect([refused.status, refused.msg]).toEqual([403, '您暂未开通推荐功能，请联系学校']);

    await x.t.db
      .updateTable('users')
      .set({ is_recommended: 1 })
      .where('id', '=', await userId(BUYER))
      .execute();
    const shared = await as<ReferralSharing>(BUYER, '/user/auth/user/ext/sharing/recommended');
    const code = (
      await x.t.db
        .selectFrom('users')
        .select('referral_code')
        .where('id', '=', await userId(BUYER))
        .executeTakeFirstOrThrow()
    ).referral_code;
    expect(shared.data).toEqual({ referralCode: code, link: `http://localhost:80/?referralCode=${code}` });
    expect((await post(x.t.app, '/user/auth/user/ext/sharing/recommended')).status).toBe(401);
  });
});
