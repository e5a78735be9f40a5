import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataOf, RouteContract } from '@school/contracts';
import { orderContracts, userContracts, walletAdminContracts, walletContracts } from '@school/contracts';
import type { ContractInput } from '../../testing/call.ts';
import { formatDateTime } from '../../core/time.ts';
import { DEMO_SITE_ID, OTHER_SITE_ID, type CallResult } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
let lecturerMobile: string;
let paidFen: number;
let orderNo: string;
const DAY = 86_400_000;
const BUYER = '13800000004';
const CARD = '6222020200112233446'; // passes the Luhn check
const BAD_CARD = '6222020200112233440';

beforeAll(async () => {
  x = await createOrderTest();
  // A sale of a paid course whose lecturer then waits out the 7-day refund window.
  const course = await x.course({ free: false, category: 1 });
  const lecturer = await x.t.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', course.lecturer_user_id)
    .executeTakeFirstOrThrow();
  lecturerMobile = lecturer.mobile;
  const made = await x.pay(await x.t.tokenFor(BUYER), { productType: 1, productId: String(course.id), payType: 9 });
  await x.sandboxPays(made.data.serialNumber);
  paidFen = course.course_price;
  orderNo = made.data.orderNo;
  x.clock.advance(8 * DAY);
});
afterAll(() => x.t.close());

/** Sessions lapse as the test clock jumps: each call signs in afresh. */
const as = async <R extends RouteContract>(
  mobile: string,
  contract: R,
  input?: ContractInput<R>,
  site = DEMO_SITE_ID,
) =>
  x.t.call(contract as RouteContract, input as never, {
    as: { token: await x.t.tokenFor(mobile, site), siteId: site },
  }) as Promise<CallResult<DataOf<R>>>;
const account = () => as(lecturerMobile, walletContracts.viewAccount);
/** A fresh wallet code to the lecturer's phone (codes are a minute apart). */
const walletCode = async (mobile = lecturerMobile) => {
  x.clock.advance(61_000);
  return x.t.smsCode(mobile, 'wallet');
};
const lecturerPart = () => Math.floor((paidFen * 70) / 100);

describe('lecturer income', () => {
  it('lists my shares of the last 7 days with the buyer masked, and sums each day for the chart', async () => {
    // The sale was 8 days ago: the default week (today and the 6 days before) has none of it.
    const week = await as(lecturerMobile, orderContracts.lecturerIncome, { isChart: 1 });
    expect(week.data.chart).toHaveLength(7);
    expect(week.data.chart.at(-1)?.date).toBe(formatDateTime(x.clock.now()).slice(0, 10));
    expect([week.data.totalCount, week.data.totalAmount]).toEqual([0, 0]);

    const income = await as(lecturerMobile, orderContracts.lecturerIncome, {
      isChart: 1,
      beginDate: formatDateTime(x.clock.now() - 9 * DAY).slice(0, 10),
    });
    expect(income.code).toBe(200);
    expect(income.data.chart).toHaveLength(10);
    const line = income.data.list.find((item) => item.orderNo === orderNo);
    expect(line).toMatchObject({
      buyerMobile: '138****0004',
      lecturerAmount: lecturerPart() / 100,
      paidPrice: paidFen / 100,
      shareState: 2, // settled: the refund window has passed
    });
    const day = line!.payTime.slice(0, 10);
    expect(income.data.chart.find((point) => point.date === day)?.amount).toBe(lecturerPart() / 100);
    expect(income.data.totalAmount).toBe(lecturerPart() / 100);

    // Without isChart no daily sums; a range without sales is empty.
    const older = await as(lecturerMobile, orderContracts.lecturerIncome, {
      beginDate: '2024-01-01',
      endDate: '2024-01-31',
    });
    expect([older.data.totalCount, older.data.chart, older.data.totalAmount]).toEqual([0, [], 0]);
    // Someone else's income is not mine; the other school has none of it.
    const buyer = await as(BUYER, orderContracts.lecturerIncome, { isChart: 1 });
    expect(buyer.data.totalCount).toBe(0);
  });

  it('refuses visitors and bad ranges', async () => {
    const visitor = await x.t.call(orderContracts.lecturerIncome, {});
    expect(visitor.status).toBe(401);
    for (const [body, msg] of [
      [{ beginDate: '2025-02-30' }, '日期不正确'],
      [{ beginDate: '2025-06-10', endDate: '2025-06-01' }, '开始日期不能晚于结束日期'],
      [{ beginDate: '2023-01-01', endDate: '2025-01-01' }, '一次最多查询 366 天'],
    ] as const) {
      const refused = await as(lecturerMobile, orderContracts.lecturerIncome, body);
      expect([refused.status, refused.msg]).toEqual([400, msg]);
    }
    const badFormat = await as(lecturerMobile, orderContracts.lecturerIncome, { beginDate: '6/1/2025' });
    expect(badFormat.status).toBe(400);
  });
});

describe('bank card and withdrawals', () => {
  it('asks for a card before the first withdrawal, and refuses a card that fails the check digit', async () => {
    const before = (await account()).data;
    expect(before.available).toBe(lecturerPart() / 100);
    const noCard = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 10,
      code: await walletCode(),
    });
    expect([noCard.status, noCard.msg]).toEqual([409, '请先绑定银行卡']);

    const card = { bankName: '中国工商银行', accountName: '王老师' };
    const bad = await as(lecturerMobile, walletContracts.updateAccount, {
      ...card,
      cardNo: BAD_CARD,
      code: await walletCode(),
    });
    expect([bad.status, bad.msg]).toEqual([400, '银行卡号有误，请核对后重新输入']);
    const letters = await as(lecturerMobile, walletContracts.updateAccount, {
      ...card,
      cardNo: '6222abc',
      code: '123456',
    });
    expect(letters.status).toBe(400);
    const wrongCode = await as(lecturerMobile, walletContracts.updateAccount, {
      ...card,
      cardNo: CARD,
      code: '000000',
    });
    expect([wrongCode.status, wrongCode.msg]).toEqual([400, '验证码错误或已过期']);
    expect((await account()).data.cardNo).toBe('');

    // A code sent to another number does not open this wallet.
    const othersCode = await walletCode(BUYER);
    const foreign = await as(lecturerMobile, walletContracts.updateAccount, {
      ...card,
      cardNo: CARD,
      code: othersCode,
    });
    expect(foreign.status).toBe(400);

    const bound = await as(lecturerMobile, walletContracts.updateAccount, {
      ...card,
      cardNo: CARD,
      code: await walletCode(),
    });
    expect(bound.data).toMatchObject({ ...card, cardNo: '**** **** **** 3446', isNormal: 1 });
  });

  it('moves a withdrawal to frozen, one at a time, and the operator rejects or pays it', async () => {
    const available = lecturerPart();
    const under = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 9.99,
      code: '123456',
    });
    expect(under.status).toBe(400);
    const over = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: available / 100 + 0.01,
      code: await walletCode(),
    });
    expect([over.status, over.msg]).toEqual([400, '提现金额超过可提现余额']);
    const cents = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 10.001,
      code: '123456',
    });
    expect(cents.status).toBe(400);

    // The refused request above left its code unused: it still opens the next one.
    const first = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 10,
      code: await walletCode(),
    });
    expect(first.data).toMatchObject({ amount: 10, withdrawalState: 1, cardNo: '**** **** **** 3446' });
    expect((await account()).data).toMatchObject({ available: (available - 1000) / 100, frozen: 10 });
    const second = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 10,
      code: await walletCode(),
    });
    expect([second.status, second.msg]).toEqual([409, '已有一笔提现正在处理，请处理完成后再申请']);

    // Only this school's operator sees and handles it; the list shows the whole card to them.
    const queue = await x.t.call(
      walletAdminContracts.adminListWithdrawal,
      {
        withdrawalState: 1,
      },
      { as: 'operator' },
    );
    expect(queue.data.list.find((item) => item.id === first.data.id)).toMatchObject({
      cardNo: CARD,
      mobile: lecturerMobile,
    });
    const byMobile = await x.t.call(
      walletAdminContracts.adminListWithdrawal,
      {
        mobile: BUYER,
      },
      { as: 'operator' },
    );
    expect(byMobile.data.totalCount).toBe(0);
    const elsewhere = await x.t.call(walletAdminContracts.adminListWithdrawal, {}, { as: 'otherOperator' });
    expect(elsewhere.data.totalCount).toBe(0);
    const foreignReject = await x.t.call(
      walletAdminContracts.adminRejectWithdrawal,
      {
        id: first.data.id,
        reason: '信息有误',
      },
      { as: 'otherOperator' },
    );
    expect(foreignReject.status).toBe(404);
    const learnerTries = await as(BUYER, walletAdminContracts.adminPayWithdrawal, {
      id: first.data.id,
      reference: 'X',
    });
    expect(learnerTries.status).toBe(401);
    const noReason = await x.t.call(
      walletAdminContracts.adminRejectWithdrawal,
      { id: first.data.id, reason: '  ' },
      { as: 'operator' },
    );
    expect([noReason.status, noReason.msg]).toEqual([400, '请填写驳回原因']);

    const rejected = await x.t.call(
      walletAdminContracts.adminRejectWithdrawal,
      {
        id: first.data.id,
        reason: '开户人与实名不符',
      },
      { as: 'operator' },
    );
    expect(rejected.data).toMatchObject({ withdrawalState: 3, reason: '开户人与实名不符' });
    expect((await account()).data).toMatchObject({ available: available / 100, frozen: 0, paidOut: 0 });
    const again = await x.t.call(
      walletAdminContracts.adminPayWithdrawal,
      { id: first.data.id, reference: 'B1' },
      { as: 'operator' },
    );
    expect([again.status, again.msg]).toEqual([409, '该提现申请已处理']);

    const next = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 12.5,
      code: await walletCode(),
    });
    const paid = await x.t.call(
      walletAdminContracts.adminPayWithdrawal,
      {
        id: next.data.id,
        reference: 'ICBC20250610001',
      },
      { as: 'operator' },
    );
    expect(paid.data).toMatchObject({ withdrawalState: 2, reference: 'ICBC20250610001' });
    expect((await account()).data).toMatchObject({ available: (available - 1250) / 100, frozen: 0, paidOut: 12.5 });

    // The lecturer's history and messages tell both outcomes; nobody else sees them.
    const history = await as(lecturerMobile, walletContracts.listWithdrawal, {});
    expect(history.data.list.map((item) => item.withdrawalState)).toEqual([2, 3]);
    const others = await as(BUYER, walletContracts.listWithdrawal, {});
    expect(others.data.totalCount).toBe(0);
    const messages = await as(lecturerMobile, userContracts.listMessages, {});
    expect(messages.data.list.map((item) => item.title)).toEqual(expect.arrayContaining(['提现已打款', '提现未通过']));
  });

  it('stops withdrawals from a wallet changed outside the code', async () => {
    await x.t.db
      .updateTable('wallet')
      .set({ card_no: '6217000000000000004' })
      .where('site_id', '=', DEMO_SITE_ID)
      .where('card_no', '=', CARD)
      .execute();
    expect((await account()).data.isNormal).toBe(0);
    const blocked = await as(lecturerMobile, walletContracts.saveWithdrawal, {
      amount: 10,
      code: await walletCode(),
    });
    expect([blocked.status, blocked.msg]).toEqual([409, '账户异常，请联系客服']);
    expect(await x.t.db.selectFrom('withdrawal').select('id').where('withdrawal_state', '=', 1).execute()).toHaveLength(
      0,
    );
  });

  it('keeps the other school out', async () => {
    const wallet = await x.t.call(
      walletContracts.viewAccount,
      {},
      { as: { token: await x.t.tokenFor(lecturerMobile) }, site: OTHER_SITE_ID },
    );
    expect(wallet.code).not.toBe(200);
  });
});
