import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, RouteContract } from '@school/contracts';
import { referralContracts, userContracts } from '@school/contracts';
import { type ContractInput, malformed } from '../../testing/call.ts';
import { DEMO_SITE_ID, OTHER_SITE_ID, type CallResult } from '../../testing/test-app.ts';
import { bindReferrer } from '../user/user-fixtures.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const REFERRER = '13800000001';
const BUYER = '13800000004';
const as = async <R extends RouteContract>(mobile: string, contract: R, input?: ContractInput<R>) =>
  x.t.call(contract as RouteContract, input as never, {
    as: { token: await x.t.tokenFor(mobile) },
  }) as Promise<CallResult<DataOf<R>>>;
const userId = async (mobile: string) =>
  (
    await x.t.db
      .selectFrom('users')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow()
  ).id;
/** The operator opens or closes 我的推荐 for the user. */
const makeRecommender = async (mobile: string, isRecommended: 0 | 1) => {
  const res = await x.t.call(
    userContracts.adminSetUserRecommended,
    { id: String(await userId(mobile)), isRecommended },
    { as: 'operator' },
  );
  expect(res.code).toBe(200);
};

describe('referral', () => {
  it('lists the users I referred with the commission their purchases brought me', async () => {
    await bindReferrer(x.t, BUYER, REFERRER, x.clock.now());
    const course = await x.course({ free: false, category: 1 });
    const made = await x.pay(await x.t.tokenFor(BUYER), { productType: 1, productId: String(course.id), payType: 9 });
    await x.sandboxPays(made.data.serialNumber);
    const commission = Math.floor((course.course_price * 10) / 100) / 100;

    const mine = await as(REFERRER, referralContracts.listReferee, {});
    expect(mine.code).toBe(200);
    expect(mine.data.list).toEqual([expect.objectContaining({ mobile: '138****0004', commission })]);
    expect([mine.data.totalCount, mine.data.totalCommission]).toEqual([1, commission]);

    // Nobody else sees them; the other school and visitors are kept out.
    const others = await as(BUYER, referralContracts.listReferee, {});
    expect([others.data.totalCount, others.data.totalCommission]).toEqual([0, 0]);
    expect((await x.t.call(referralContracts.listReferee, {})).status).toBe(401);
    const elsewhere = await x.t.call(
      referralContracts.listReferee,
      {},
      { as: { token: await x.t.tokenFor(REFERRER) }, site: OTHER_SITE_ID },
    );
    expect(elsewhere.code).not.toBe(200);
    const badPage = await as(REFERRER, referralContracts.listReferee, { pageSize: 1000 });
    expect(badPage.status).toBe(400);
  });

  it('gives my code and link only once the school made me a recommender', async () => {
    await makeRecommender(BUYER, 0);
    const refused = await as(BUYER, userContracts.viewReferralSharing);
    expect([refused.status, refused.msg]).toEqual([403, '您暂未开通推荐功能，请联系学校']);

    await makeRecommender(BUYER, 1);
    const shared = await as(BUYER, userContracts.viewReferralSharing);
    const code = (
      await x.t.db
        .selectFrom('users')
        .select('referral_code')
        .where('id', '=', await userId(BUYER))
        .executeTakeFirstOrThrow()
    ).referral_code;
    expect(shared.data).toEqual({
      referralCode: code,
      link: `http://localhost:80/?referralCode=${code}`,
      visitCount: 0,
    });
    expect((await x.t.call(userContracts.viewReferralSharing)).status).toBe(401);
  });

  it('counts visits by a link and binds a signed-in learner who has no referrer and has never paid', async () => {
    const code = await codeOf(REFERRER);
    const check = (body: ContractInput<typeof referralContracts.checkReferralCode>, token?: string, site?: number) =>
      x.t.call(referralContracts.checkReferralCode, body, { as: token ? { token } : 'visitor', site });

    // A visitor: the code is good and the visit counts; nothing to bind.
    expect((await check({ referralCode: code.toLowerCase() })).data).toEqual({
      isValid: 1,
      nickname: '英语学习者小李',
      isBound: 0,
    });
    expect((await check({ referralCode: 'NOSUCH99' })).data).toEqual({ isValid: 0, nickname: '', isBound: 0 });
    // Codes belong to one school.
    expect((await check({ referralCode: code }, undefined, OTHER_SITE_ID)).data.isValid).toBe(0);

    // A new learner who registered without a code, signed in, then opened the link.
    const fresh = await register('13900007001');
    expect((await check({ referralCode: code }, fresh)).data).toEqual({
      isValid: 1,
      nickname: '英语学习者小李',
      isBound: 1,
    });
    const freshId = await userId('13900007001');
    const bound = await x.t.db.selectFrom('users').selectAll().where('id', '=', freshId).executeTakeFirstOrThrow();
    expect([bound.referrer_user_id, bound.referrer_bound_at]).toEqual([await userId(REFERRER), x.clock.now()]);
    // Never changed by another code, never oneself.
    expect((await check({ referralCode: await codeOf(BUYER) }, fresh)).data.isBound).toBe(0);
    expect((await check({ referralCode: await codeOf('13900007001') }, fresh)).data.isBound).toBe(0);
    const still = await x.t.db.selectFrom('users').selectAll().where('id', '=', freshId).executeTakeFirstOrThrow();
    expect(still.referrer_user_id).toBe(await userId(REFERRER));

    // Someone who has already paid for something is not bound by a later link.
    const payer = await register('13900007002');
    const course = await x.course({ free: false, category: 1 });
    const made = await x.pay(payer, { productType: 1, productId: String(course.id), payType: 9 });
    await x.sandboxPays(made.data.serialNumber);
    expect((await check({ referralCode: code }, payer)).data).toMatchObject({ isValid: 1, isBound: 0 });

    const shared = await as(REFERRER, userContracts.viewReferralSharing);
    expect(shared.data.visitCount).toBe(3);
  });

  it('refuses an empty or overlong code without counting anything', async () => {
    const before = await as(REFERRER, userContracts.viewReferralSharing);
    for (const referralCode of ['', 'X'.repeat(21)]) {
      const res = await x.t.call(referralContracts.checkReferralCode, { referralCode });
      expect(res.status).toBe(400);
    }
    expect((await x.t.call(referralContracts.checkReferralCode, malformed({}))).status).toBe(400);
    const after = await as(REFERRER, userContracts.viewReferralSharing);
    expect(after.data.visitCount).toBe(before.data.visitCount);
  });
});

async function codeOf(mobile: string) {
  const row = await x.t.db
    .selectFrom('users')
    .select('referral_code')
    .where('site_id', '=', DEMO_SITE_ID)
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  return row.referral_code;
}

async function register(mobile: string) {
  const code = await x.t.smsCode(mobile, 'register');
  const res = await x.t.call(userContracts.register, { mobile, code, password: 'secret123' });
  expect(res.code).toBe(200);
  return res.data.token;
}
