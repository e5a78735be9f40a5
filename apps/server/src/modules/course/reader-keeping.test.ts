import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  OrderStatus,
  ProductType,
  courseAuditContracts,
  courseReaderContracts,
  courseStudyContracts,
  gradeContracts,
  orderAdminContracts,
  readerContracts,
  userContracts,
} from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import { newBusinessRow } from '../../db/columns.ts';
import { createFakeClock, createTestApp, DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { testRedisReachable, testRedisUrl } from '../../testing/test-redis.ts';
import { saveClass } from '../grade/grade-fixtures.ts';
import { createOrderTest } from '../order/order-fixtures.ts';
import { userIdOf } from '../user/user-fixtures.ts';

/**
 * What a signed-in reader's calls read on every request is kept in the process (decision 0093): their
 * account row, unread count, owned products, class courses and saved courses. Each is proved kept (a
 * change made behind the school's back is not seen), then every change made through the school is
 * seen on the very next call.
 */
let x: Awaited<ReturnType<typeof createOrderTest>>;
const SETTLED_MS = 10_000;
const BUYER = '13800000004';

beforeAll(async () => {
  x = await createOrderTest();
});
afterAll(() => x.t.close());

const as = (token: string) => ({ as: { token } });
const reader = async (token = x.learner) => (await x.t.call(readerContracts.viewReader, undefined, as(token))).data;
const isPay = async (courseId: number, token = x.learner) => {
  const state = await x.t.call(courseReaderContracts.viewCourseReader, { id: String(courseId) }, as(token));
  const view = await x.t.call(courseStudyContracts.viewCourseForUser, { id: String(courseId) }, as(token));
  expect(state.data.isPay).toBe(view.data.isPay);
  return state.data.isPay;
};
/** Reads, lets the versions settle, reads again: from then on the answers are kept. */
async function settled<T>(read: () => Promise<T>): Promise<T> {
  await read();
  x.clock.advance(SETTLED_MS);
  return read();
}
const teacherCourses = async () =>
  x.t.db
    .selectFrom('course')
    .innerJoin('users', 'users.id', 'course.lecturer_user_id')
    .select('course.id')
    .where('course.site_id', '=', DEMO_SITE_ID)
    .where('users.mobile', '=', '13800000002')
    .where('course.course_category', '=', 1)
    .where('course.is_free', '=', 0)
    .where('course.is_put_away', '=', 1)
    .orderBy('course.id')
    .execute();

describe('a reader’s kept state', () => {
  it('sees a purchase and a refund on the very next call', async () => {
    const [courseA] = await teacherCourses();
    const courseId = courseA!.id;
    expect(await settled(() => isPay(courseId))).toBe(0);
    // Kept: a paid order written behind the school's back is not seen.
    const behind = 990_000_001;
    await x.t.db
      .insertInto('order_info')
      .values({
        ...newBusinessRow(behind, DEMO_SITE_ID, x.clock.now()),
        order_no: String(behind),
        serial_number: String(behind),
        user_id: await userIdOf(x.t, BUYER),
        product_type: ProductType.videoCourse,
        product_id: courseId,
        product_name: '',
        list_price: 0,
        paid_price: 0,
        order_status: OrderStatus.paid,
        pay_type: 0,
        channel_type: 0,
        pay_time: x.clock.now(),
        operator_id: 0,
        remark_cus: '',
        remark: '',
        expire_time: 0,
        lecturer_user_id: 0,
      })
      .execute();
    expect(await isPay(courseId)).toBe(0);
    await x.t.db.deleteFrom('order_info').where('id', '=', behind).execute();

    const unread = (await reader()).unreadMessages;
    const made = await x.pay(x.learner, {
      productType: ProductType.videoCourse,
      productId: String(courseId),
      payType: 9,
    });
    expect(made.code).toBe(200);
    expect(await isPay(courseId)).toBe(0);
    await x.sandboxPays(made.data.serialNumber);
    expect(await isPay(courseId)).toBe(1);

    x.clock.advance(SETTLED_MS);
    expect(await settled(() => isPay(courseId))).toBe(1);
    const refunded = await x.t.call(
      orderAdminContracts.adminRefundOrder,
      { orderNo: made.data.orderNo, reason: '学员误购' },
      { as: 'operator' },
    );
    expect(refunded.code).toBe(200);
    expect(await isPay(courseId)).toBe(0);
    // The refund's message is counted at once, and reading it too.
    expect((await reader()).unreadMessages).toBeGreaterThan(unread);
    x.clock.advance(SETTLED_MS);
    await settled(() => reader());
    await x.t.call(userContracts.readAllMessages, undefined, as(x.learner));
    expect((await reader()).unreadMessages).toBe(0);
  });

  it('sees a grant on the very next call', async () => {
    const [, courseB] = await teacherCourses();
    const courseId = courseB!.id;
    expect(await settled(() => isPay(courseId))).toBe(0);
    const granted = await x.t.call(
      courseAuditContracts.adminGrantCourse,
      { courseId: String(courseId), userId: String(await userIdOf(x.t, BUYER)), remark: '' },
      { as: 'operator' },
    );
    expect(granted.code).toBe(200);
    expect(await isPay(courseId)).toBe(1);
  });

  it('sees a VIP purchase and a profile change on the very next call', async () => {
    x.clock.advance(SETTLED_MS);
    expect((await settled(() => reader())).user.isVip).toBe(0);
    // Kept: a row changed behind the school's back is not seen.
    await x.t.db.updateTable('users').set({ nickname: '改名' }).where('mobile', '=', BUYER).execute();
    expect((await reader()).user.nickname).not.toBe('改名');

    const made = await x.pay(x.learner, {
      productType: ProductType.vipSet,
      productId: String(x.vipSet.id),
      payType: 9,
    });
    expect(made.code).toBe(200);
    await x.sandboxPays(made.data.serialNumber);
    expect((await reader()).user).toMatchObject({ isVip: 1, nickname: '改名' });

    x.clock.advance(SETTLED_MS);
    await settled(() => reader());
    const renamed = await x.t.call(
      userContracts.updateUserExt,
      { nickname: '新名字', headImgUrl: '', sex: 0, remark: '' },
      as(x.learner),
    );
    expect(renamed.code).toBe(200);
    expect((await reader()).user.nickname).toBe('新名字');
  });

  it('sees a class joined and left on the very next call, and a class that ends when it ends', async () => {
    const [courseA] = await teacherCourses();
    const courseId = courseA!.id;
    const now = x.clock.now();
    const gradeId = await saveClass(x.t, 'teacher', {
      gradeName: '保留测试班',
      beginTime: formatDateTime(now - 86_400_000),
      endTime: formatDateTime(now + 3_600_000),
    });
    const courses = await x.t.call(
      gradeContracts.saveGradeCourses,
      { gradeId, courseIds: [String(courseId)] },
      { as: 'teacher' },
    );
    expect(courses.code).toBe(200);
    x.clock.advance(SETTLED_MS);
    expect(await settled(() => isPay(courseId))).toBe(0);

    const joined = await x.t.call(gradeContracts.joinGrade, { gradeId }, as(x.learner));
    expect(joined.data.joinResult).toBe(1);
    expect(await isPay(courseId)).toBe(1);

    x.clock.advance(SETTLED_MS);
    expect(await settled(() => isPay(courseId))).toBe(1);
    expect((await x.t.call(gradeContracts.quitGrade, { gradeId }, as(x.learner))).code).toBe(200);
    expect(await isPay(courseId)).toBe(0);

    expect((await x.t.call(gradeContracts.joinGrade, { gradeId }, as(x.learner))).data.joinResult).toBe(1);
    x.clock.advance(SETTLED_MS);
    expect(await settled(() => isPay(courseId))).toBe(1);
    // The kept classes carry their end: the course closes when the class ends, nothing else moving.
    x.clock.advance(3_600_000);
    expect(await isPay(courseId)).toBe(0);
  });

  it('refuses an ended session on the very next call', async () => {
    const token = await x.t.tokenFor('13800000003');
    x.clock.advance(SETTLED_MS);
    await settled(() => reader(token));
    expect((await x.t.call(userContracts.exitLogin, { clientType: 1 }, as(token))).code).toBe(200);
    expect((await x.t.call(readerContracts.viewReader, undefined, as(token))).code).toBe(Code.sessionInvalid);
  });
});

const redisReachable = await testRedisReachable('the two-instance reader-keeping test is');

describe.runIf(redisReachable)('two instances sharing Redis', () => {
  const clock = createFakeClock();
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ clock, config: { redisUrl: testRedisUrl } });
    second = await createTestApp({ clock, database: first, config: { redisUrl: testRedisUrl } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('sees a grant and a sign-out made on the other instance on its very next call', async () => {
    const token = await first.tokenFor(BUYER);
    const course = await first.db
      .selectFrom('course')
      .select('id')
      .where('site_id', '=', DEMO_SITE_ID)
      .where('course_category', '=', 1)
      .where('is_free', '=', 0)
      .where('is_put_away', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const state = async () =>
      second.call(courseReaderContracts.viewCourseReader, { id: String(course.id) }, { as: { token } });
    await state();
    clock.advance(SETTLED_MS);
    expect((await state()).data.isPay).toBe(0);
    expect((await state()).data.isPay).toBe(0);
    const granted = await first.call(
      courseAuditContracts.adminGrantCourse,
      { courseId: String(course.id), userId: String(await userIdOf(first, BUYER)), remark: '' },
      { as: 'operator' },
    );
    expect(granted.code).toBe(200);
    expect((await state()).data.isPay).toBe(1);

    clock.advance(SETTLED_MS);
    await state();
    expect((await first.call(userContracts.exitLogin, { clientType: 1 }, { as: { token } })).code).toBe(200);
    expect((await state()).code).toBe(Code.sessionInvalid);
  });
});
