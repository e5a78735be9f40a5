import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Code,
  courseAuditContracts,
  courseAuthorContracts,
  courseStudyContracts,
  orderContracts,
} from '@school/contracts';
import { DEMO_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { malformed } from '../../testing/call.ts';
import { buildCourse, categoryId, createCourseTest, draftBody, OTHER_TEACHER } from './course-fixtures.ts';
import { NO_LESSONS } from './studiable.ts';

let t: TestApp;
let teacher: string;
let learner: string;
beforeAll(async () => {
  ({ t, teacher, learner } = await createCourseTest());
});
afterAll(() => t.close());

const as = (token: string) => ({ as: { token } });
const draftOf = (id: string) =>
  t.db.selectFrom('course_audit').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();
const ordersOf = (courseId: number) =>
  t.db.selectFrom('order_info').select('id').where('product_id', '=', courseId).execute();

/** A draft with its details only, taken off the shelf so a shelf request can be tried. */
async function emptyDraft(name: string) {
  const saved = await t.call(
    courseAuthorContracts.saveCourseAudit,
    draftBody(await categoryId(t), { name }),
    as(teacher),
  );
  expect(saved.code).toBe(200);
  await t.call(courseAuthorContracts.standCourseAudit, { id: saved.data.id, isPutAway: 0 }, as(teacher));
  return saved.data.id;
}

describe('a course with no lessons', () => {
  it('cannot be put on the shelf by its teacher, and nothing changes', async () => {
    const id = await emptyDraft('没有课时的课程');
    const before = await draftOf(id);
    const res = await t.call(courseAuthorContracts.standCourseAudit, { id, isPutAway: 1 }, as(teacher));
    expect([res.code, res.msg]).toEqual([409, NO_LESSONS]);
    expect(await draftOf(id)).toEqual(before);
  });

  it('refuses the visitor, another teacher and bad input before looking at the lessons', async () => {
    const id = await emptyDraft('别人的空课程');
    const stand = courseAuthorContracts.standCourseAudit;
    expect((await t.call(stand, { id, isPutAway: 1 })).code).toBe(Code.notSignedIn);
    expect((await t.call(stand, { id, isPutAway: 1 }, as(await t.tokenFor(OTHER_TEACHER)))).code).toBe(403);
    expect((await t.call(stand, malformed({ id, isPutAway: 2 }), as(teacher))).code).toBe(400);
    expect((await draftOf(id)).is_put_away).toBe(0);
  });

  it('cannot be approved, and stays unpublished; the other school cannot reach it at all', async () => {
    const id = await emptyDraft('待审核的空课程');
    const decision = { id, auditStatus: 1 as const, auditOpinion: '' };
    const elsewhere = await t.call(courseAuditContracts.adminAuditCourse, decision, { as: 'otherOperator' });
    expect(elsewhere.code).toBe(404);
    const res = await t.call(courseAuditContracts.adminAuditCourse, decision, { as: 'operator' });
    expect([res.code, res.msg]).toEqual([409, NO_LESSONS]);
    expect((await draftOf(id)).audit_status).toBe(0);
    expect((await t.call(courseStudyContracts.viewCourse, { id })).code).toBe(404);
    expect(
      await t.db.selectFrom('course_audit_log').select('id').where('course_id', '=', Number(id)).execute(),
    ).toHaveLength(0);
  });

  it('is not sold: a published course whose lessons are gone is off sale, and no order is made', async () => {
    const course = await t.db
      .selectFrom('course')
      .select(['id', 'course_name'])
      .where('site_id', '=', DEMO_SITE_ID)
      .where('course_name', '=', '四级写作翻译 30 天速成')
      .executeTakeFirstOrThrow();
    const buy = { productType: 1 as const, productId: String(course.id), payType: 9 as const };
    // Rows written before the rule: the published course lost its lessons.
    await t.db.deleteFrom('course_period').where('course_id', '=', course.id).execute();
    const res = await t.call(orderContracts.payOrder, buy, as(learner));
    expect([res.code, res.msg]).toEqual([404, '商品不存在或已下架']);
    expect(await ordersOf(course.id)).toHaveLength(0);
    expect((await t.call(orderContracts.payOrder, buy)).code).toBe(Code.notSignedIn);
  });
});

describe('a course with a lesson', () => {
  it('is put on the shelf, approved and sold', async () => {
    const course = await buildCourse(
      t,
      teacher,
      { name: '有课时的课程', price: 59, chapters: [{ name: '第一章', lessons: [{ name: '第一课' }] }] },
      { approve: false },
    );
    const off = await t.call(courseAuthorContracts.standCourseAudit, { id: course.id, isPutAway: 0 }, as(teacher));
    expect(off.data.isPutAway).toBe(0);
    const on = await t.call(courseAuthorContracts.standCourseAudit, { id: course.id, isPutAway: 1 }, as(teacher));
    expect(on.data.isPutAway).toBe(1);
    const approved = await t.call(
      courseAuditContracts.adminAuditCourse,
      { id: course.id, auditStatus: 1, auditOpinion: '' },
      { as: 'operator' },
    );
    expect(approved.code).toBe(200);
    const made = await t.call(
      orderContracts.payOrder,
      { productType: 1, productId: course.id, payType: 9 },
      as(learner),
    );
    expect([made.code, made.data.price]).toEqual([200, 59]);
    expect(await ordersOf(Number(course.id))).toHaveLength(1);
  });
});
