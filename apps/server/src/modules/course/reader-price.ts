import type { CourseItem, Page } from '@school/contracts';
import { fenToYuan } from '../../core/money.ts';
import { formatDateTime } from '../../core/time.ts';
import type { SaleService } from '../order/index.ts';

type PricedCourse = Pick<
  CourseItem,
  'id' | 'courseCategory' | 'coursePrice' | 'rulingPrice' | 'isFree' | 'saleEndTime'
>;

/**
 * The price a reader sees of a course, the same on its cards and its page: the list price, or while
 * one of the operator's sales of it runs (decision 0041), the sale price over the struck list price and
 * the sale's end. Checkout charges the same sale. Sales begin and end with no edit to the catalogue, so
 * this is laid over the catalogue's kept pages when they are answered, never kept with them.
 */
export function createReaderPrices(sales: Pick<SaleService, 'runningFor'>) {
  type RunningSale = Awaited<ReturnType<SaleService['runningFor']>>[number];
  /**
   * What a kept list (a catalogue page, a course's outline) was last priced with: the ids of its paid
   * courses, the sales that ran for them and the priced result. Lists and pages are answered from
   * objects the catalogue keeps for seconds, so most readers find the same sales running and get the
   * same priced objects, instead of new copies of every card on every call (issue 31's bench).
   */
  const lastPriced = new WeakMap<object, { paidIds: number[]; running: RunningSale[]; result: unknown }>();
  const sameSales = (a: RunningSale[], b: RunningSale[]) =>
    a.length === b.length &&
    a.every(
      (sale, index) =>
        sale.product_type === b[index]!.product_type &&
        sale.product_id === b[index]!.product_id &&
        sale.sale_price === b[index]!.sale_price &&
        sale.end_time === b[index]!.end_time,
    );

  function pricedWith<T extends PricedCourse>(courses: T[], running: RunningSale[]): T[] {
    if (running.length === 0) return courses;
    return courses.map((course) => {
      // Lowest first, as checkout takes it; a sale not below the list price is no sale.
      const sale = running.find(
        (row) => String(row.product_id) === course.id && row.product_type === course.courseCategory,
      );
      if (!sale || course.isFree === 1 || fenToYuan(sale.sale_price) >= course.coursePrice) return course;
      return {
        ...course,
        coursePrice: fenToYuan(sale.sale_price),
        rulingPrice: course.coursePrice,
        saleEndTime: formatDateTime(sale.end_time),
      };
    });
  }

  /**
   * `courses()` priced and shaped by `wrap`, or `key`'s last result when the same sales run for them.
   * `key` is the kept object the courses come from, and is never changed while kept.
   */
  async function pricedAs<T extends PricedCourse, R>(
    siteId: number,
    key: object,
    courses: () => T[],
    wrap: (priced: T[]) => R,
  ): Promise<R> {
    const last = lastPriced.get(key);
    const paidIds =
      last?.paidIds ??
      courses()
        .filter((course) => course.isFree !== 1 && course.coursePrice > 0)
        .map((course) => Number(course.id));
    const running = await sales.runningFor(siteId, paidIds);
    if (last && sameSales(last.running, running)) return last.result as R;
    const result = wrap(pricedWith(courses(), running));
    lastPriced.set(key, { paidIds, running, result });
    return result;
  }

  return {
    /** Courses priced for the reader. */
    priced: <T extends PricedCourse>(siteId: number, courses: T[]): Promise<T[]> =>
      pricedAs(
        siteId,
        courses,
        () => courses,
        (priced) => priced,
      ),
    /** A page of courses priced for the reader: the same page when no sale runs for it. */
    pricedPage: <T extends PricedCourse>(siteId: number, page: Page<T>): Promise<Page<T>> =>
      pricedAs(
        siteId,
        page,
        () => page.list,
        (list) => (list === page.list ? page : { ...page, list }),
      ),
    /** One course priced for the reader. */
    pricedOne: <T extends PricedCourse>(siteId: number, course: T): Promise<T> =>
      pricedAs(
        siteId,
        course,
        () => [course],
        ([one]) => one!,
      ),
    /** The courses of a kept object (the home zones) priced and put back in its shape by `wrap`. */
    pricedWithin: pricedAs,
  };
}

export type ReaderPrices = ReturnType<typeof createReaderPrices>;
