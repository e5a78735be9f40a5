import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareAdminContracts } from '@school/contracts';
import { DEMO_SITE_ID } from '../../testing/test-app.ts';
import { createOrderTest } from './order-fixtures.ts';

let x: Awaited<ReturnType<typeof createOrderTest>>;
beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const lecturerOf = async (courseId: number) => {
  const course = await x.t.db
    .selectFrom('course')
    .select('lecturer_user_id')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return x.t.db
    .selectFrom('users')
    .select(['id', 'mobile'])
    .where('id', '=', course.lecturer_user_id)
    .executeTakeFirstOrThrow();
};
const shareOf = async (orderNo: string) => {
  const order = await x.t.db
    .selectFrom('order_info')
    .select('id')
    .where('order_no', '=', orderNo)
    .executeTakeFirstOrThrow();
  return x.t.db.selectFrom('order_share').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow();
};
async function boughtBy(token: string, courseId: number) {
  const made = await x.pay(token, { productType: 1, productId: String(courseId), payType: 9 });
  expect(made.code).toBe(200);
  await x.sandboxPays(made.data.serialNumber);
  return made.data;
}

describe('分成设置: the referral rate and lecturer proportions', () => {
  it('changes the referral rate for this school only, within 0–50%', async () => {
    const first = await x.t.call(shareAdminContracts.adminViewShareSetting, {}, { as: 'operator' });
    expect(first.data).toEqual({ referralRate: 10, lecturerRate: 70, referralDays: 365 });
    const saved = await x.t.call(shareAdminContracts.adminSaveShareSetting, { referralRate: 15 }, { as: 'operator' });
    expect(saved.data.referralRate).toBe(15);
    expect((await x.t.call(shareAdminContracts.adminViewShareSetting, {}, { as: 'operator' })).data.referralRate).toBe(
      15,
    );
    expect(
      (await x.t.call(shareAdminContracts.adminViewShareSetting, {}, { as: 'otherOperator' })).data.referralRate,
    ).toBe(10);
    const tooHigh = await x.t.call(shareAdminContracts.adminSaveShareSetting, { referralRate: 51 }, { as: 'operator' });
    expect(tooHigh.status).toBe(400);
    expect((await x.t.call(shareAdminContracts.adminViewShareSetting, {}, { as: 'operator' })).data.referralRate).toBe(
      15,
    );
    expect((await x.t.call(shareAdminContracts.adminSaveShareSetting, { referralRate: 20 })).status).toBe(401);
    const learner = await x.t.call(
      shareAdminContracts.adminSaveShareSetting,
      { referralRate: 20 },
      { as: { token: x.learner } },
    );
    expect(learner.status).not.toBe(200);
  });

  it('gives one lecturer their own proportion, used for orders paid afterwards, and takes it back', async () => {
    const course = await x.course({ free: false, category: 1 });
    const lecturer = await lecturerOf(course.id);
    const before = await boughtBy(x.learner, course.id);
    expect((await shareOf(before.orderNo)).lecturer_amount).toBe(Math.floor(course.course_price * 0.7));

    const saved = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      {
        mobile: lecturer.mobile,
        proportion: 85,
      },
      { as: 'operator' },
    );
    expect(saved.data).toMatchObject({ lecturerUserId: String(lecturer.id), mobile: lecturer.mobile, proportion: 85 });
    expect(saved.data.lecturerName).not.toBe('');
    const again = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      {
        mobile: lecturer.mobile,
        proportion: 80,
      },
      { as: 'operator' },
    );
    expect(again.data.proportion).toBe(80);
    const listed = await x.t.call(shareAdminContracts.adminListProportion, {}, { as: 'operator' });
    expect(listed.data.list.map((row) => [row.lecturerUserId, row.proportion])).toEqual([[String(lecturer.id), 80]]);
    expect((await x.t.call(shareAdminContracts.adminListProportion, {}, { as: 'otherOperator' })).data.totalCount).toBe(
      0,
    );

    const after = await boughtBy(x.vipLearner, course.id);
    const share = await shareOf(after.orderNo);
    expect(share.lecturer_amount).toBe(
      Math.floor((share.lecturer_amount + share.referral_amount + share.platform_amount) * 0.8),
    );
    expect((await shareOf(before.orderNo)).lecturer_amount).toBe(Math.floor(course.course_price * 0.7));

    const foreign = await x.t.call(
      shareAdminContracts.adminDeleteProportion,
      {
        lecturerUserId: String(lecturer.id),
      },
      { as: 'otherOperator' },
    );
    expect(foreign.status).toBe(404);
    expect(
      (
        await x.t.call(
          shareAdminContracts.adminDeleteProportion,
          { lecturerUserId: String(lecturer.id) },
          { as: 'operator' },
        )
      ).code,
    ).toBe(200);
    const twice = await x.t.call(
      shareAdminContracts.adminDeleteProportion,
      { lecturerUserId: String(lecturer.id) },
      { as: 'operator' },
    );
    expect([twice.status, twice.msg]).toEqual([404, '该讲师没有单独设置比例']);
  });

  it('refuses a number that is not a lecturer of this school, and a proportion out of range', async () => {
    const notLecturer = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      {
        mobile: '13800000004',
        proportion: 60,
      },
      { as: 'operator' },
    );
    expect([notLecturer.status, notLecturer.msg]).toEqual([404, '该手机号不是本校讲师']);
    const nobody = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      { mobile: '13999999999', proportion: 60 },
      { as: 'operator' },
    );
    expect(nobody.status).toBe(404);
    const course = await x.course({ free: false, category: 1 });
    const lecturer = await lecturerOf(course.id);
    const elsewhere = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      {
        mobile: lecturer.mobile,
        proportion: 60,
      },
      { as: 'otherOperator' },
    );
    expect(elsewhere.status).toBe(404);
    const over = await x.t.call(
      shareAdminContracts.adminSaveProportion,
      { mobile: lecturer.mobile, proportion: 101 },
      { as: 'operator' },
    );
    expect(over.status).toBe(400);
    expect(
      (await x.t.call(shareAdminContracts.adminSaveProportion, { mobile: '138', proportion: 60 }, { as: 'operator' }))
        .status,
    ).toBe(400);
    const rows = await x.t.db
      .selectFrom('lecturer_proportion')
      .selectAll()
      .where('site_id', '=', DEMO_SITE_ID)
      .execute();
    expect(rows).toEqual([]);
  });
});
