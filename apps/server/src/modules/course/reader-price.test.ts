import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseContracts,
  courseStudyContracts,
  saleAdminContracts,
  ZoneLocation,
  type CourseItem,
} from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import { createFakeClock, createTestApp, OTHER_SITE_ID, type TestApp } from '../../testing/test-app.ts';
import { LEARNER } from './course-fixtures.ts';

const HOUR = 3_600_000;
const clock = createFakeClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Price = Pick<CourseItem, 'coursePrice' | 'rulingPrice' | 'saleEndTime'>;
const priceOf = (course: Price | undefined): Price | undefined =>
  course && { coursePrice: course.coursePrice, rulingPrice: course.rulingPrice, saleEndTime: course.saleEndTime };

/** The course's price as every list a reader opens shows it, and on its page (visitor and learner). */
async function pricesEverywhere(course: CourseItem, site?: number) {
  const options = site ? { site } : {};
  const list = await t.call(courseContracts.listCourse, { pageSize: 100, isFree: 0 }, options);
  const lecturerList = await t.call(
    courseContracts.listCourse,
    { lecturerUserId: course.lecturerUserId, pageSize: 100 },
    options,
  );
  const search = await t.call(courseContracts.searchCourse, { keyword: course.courseName, pageSize: 50 }, options);
  const home = await t.call(
    courseContracts.listZoneCourse,
    { zoneLocation: ZoneLocation.pcHome, courseLimit: 50 },
    options,
  );
  const view = await t.call(courseStudyContracts.viewCourse, { id: course.id }, options);
  const viewForLearner = await t.call(
    courseStudyContracts.viewCourseForUser,
    { id: course.id },
    { ...options, as: { token: await t.tokenFor(LEARNER) } },
  );
  const find = (items: Price[] | undefined) =>
    priceOf((items as CourseItem[] | undefined)?.find((c) => c.id === course.id));
  return {
    list: find(list.data?.list),
    lecturer: find(lecturerList.data?.list),
    search: find(search.data?.list),
    home: find(home.data?.flatMap((zone) => zone.courseList)),
    view: view.code === 200 ? priceOf(view.data) : undefined,
    viewForLearner: viewForLearner.code === 200 ? priceOf(viewForLearner.data) : undefined,
  };
}

describe('the price a reader sees', () => {
  it('a running sale shows alike on the lists, the search, the home zones and the course page, and ends alike', async () => {
    const zones = await t.call(courseContracts.listZoneCourse, { zoneLocation: ZoneLocation.pcHome, courseLimit: 50 });
    const course = zones.data
      .flatMap((zone) => zone.courseList)
      .find((item) => item.isFree === 0 && item.coursePrice > 20 && item.courseCategory === 1)!;
    expect(course).toBeDefined();
    const listPrice = course.coursePrice;
    const before = { coursePrice: listPrice, rulingPrice: course.rulingPrice, saleEndTime: undefined };
    const everywhere = (price: Price) => ({
      list: price,
      lecturer: price,
      search: price,
      home: price,
      view: price,
      viewForLearner: price,
    });
    expect(await pricesEverywhere(course)).toEqual(everywhere(before));

    const endTime = formatDateTime(clock.now() + 2 * HOUR);
    const sale = await t.call(
      saleAdminContracts.adminSaveSale,
      {
        productType: 1,
        productId: course.id,
        salePrice: 9.9,
        beginTime: formatDateTime(clock.now() - HOUR),
        endTime,
      },
      { as: 'operator' },
    );
    expect(sale.code).toBe(200);
    // Struck: the price the reader would pay without the sale.
    expect(await pricesEverywhere(course)).toEqual(
      everywhere({ coursePrice: 9.9, rulingPrice: listPrice, saleEndTime: endTime }),
    );

    clock.advance(2 * HOUR);
    expect(await pricesEverywhere(course)).toEqual(everywhere(before));
  });

  it('a sale not yet begun changes no price, and another school never sees this school’s sale', async () => {
    const list = await t.call(courseContracts.listCourse, { pageSize: 100, isFree: 0, courseCategory: 1 });
    const course = list.data.list.find((item) => item.coursePrice > 20)!;
    const later = await t.call(
      saleAdminContracts.adminSaveSale,
      {
        productType: 1,
        productId: course.id,
        salePrice: 1,
        beginTime: formatDateTime(clock.now() + HOUR),
        endTime: formatDateTime(clock.now() + 3 * HOUR),
      },
      { as: 'operator' },
    );
    expect(later.code).toBe(200);
    const view = await t.call(courseStudyContracts.viewCourse, { id: course.id });
    expect(priceOf(view.data)).toEqual(priceOf(course));

    clock.advance(HOUR);
    const during = await t.call(courseStudyContracts.viewCourse, { id: course.id });
    expect(priceOf(during.data)).toMatchObject({ coursePrice: 1, rulingPrice: course.coursePrice });
    const elsewhere = await t.call(courseContracts.listCourse, { pageSize: 100 }, { site: OTHER_SITE_ID });
    expect(elsewhere.data.list.some((item) => item.saleEndTime !== undefined)).toBe(false);

    // The operator ends it early: the next reader pays the list price again.
    expect((await t.call(saleAdminContracts.adminDeleteSale, { id: later.data.id }, { as: 'operator' })).code).toBe(
      200,
    );
    const removed = await t.call(courseStudyContracts.viewCourse, { id: course.id });
    expect(priceOf(removed.data)).toEqual(priceOf(course));
  });
});
