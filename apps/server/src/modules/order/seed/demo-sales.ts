import { DEMO_SITE_ID } from '../../../db/seed/demo-accounts.ts';
import type { Db } from '../../../db/schema.ts';
import { findDemoCourses } from '../../course/index.ts';
import { newBusinessRow } from '../../../db/columns.ts';

const DAY = 86_400_000;
/** The course the order journey buys at its list price (e2e/orders.e2e.ts) stays off sale. */
const KEPT_AT_LIST_PRICE = '零基础英语口语 90 天';

/**
 * Three of the demo school's dearer video courses on sale from the first start (decision 0041), ending in
 * 3, 14 and 30 days, so /sale/1 and the price a buyer pays show a running sale.
 */
export async function seedDemoSales({ db, newId, now }: { db: Db; newId: () => number; now: number }) {
  const courses = (await findDemoCourses(db))
    .filter(
      (course) =>
        course.course_category === 1 &&
        course.is_free === 0 &&
        course.is_put_away === 1 &&
        course.course_price >= 10000 &&
        course.course_name !== KEPT_AT_LIST_PRICE,
    )
    .sort((a, b) => b.course_price - a.course_price || a.id - b.id)
    .slice(0, 3);
  const endsInDays = [3, 14, 30];
  for (const [index, course] of courses.entries()) {
    await db
      .insertInto('order_sale')
      .values({
        ...newBusinessRow(newId(), DEMO_SITE_ID, now),
        product_type: 1,
        product_id: course.id,
        // About 40% off, ending in 9 fen like a shop's price tag: 299.00 → 178.90.
        sale_price: Math.round((course.course_price * 0.6) / 100) * 100 - 10,
        begin_time: now - 3_600_000,
        end_time: now + endsInDays[index]! * DAY,
      })
      .execute();
  }
}
