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
  async function priced<T extends PricedCourse>(siteId: number, courses: T[]): Promise<T[]> {
    const paid = courses.filter((course) => course.isFree !== 1 && course.coursePrice > 0);
    const running = await sales.runningFor(
      siteId,
      paid.map((course) => Number(course.id)),
    );
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

  return {
    /** Courses priced for the reader. */
    priced,
    /** A page of courses priced for the reader. */
    async pricedPage<T extends PricedCourse>(siteId: number, page: Page<T>): Promise<Page<T>> {
      return { ...page, list: await priced(siteId, page.list) };
    },
    /** One course priced for the reader. */
    async pricedOne<T extends PricedCourse>(siteId: number, course: T): Promise<T> {
      const [one] = await priced(siteId, [course]);
      return one!;
    },
  };
}

export type ReaderPrices = ReturnType<typeof createReaderPrices>;
