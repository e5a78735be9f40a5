import { ProductType } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';

/** A product as an order needs it, from the module that keeps it. Prices in fen. */
export interface Product {
  name: string;
  listPrice: number;
  vipPrice: number;
  /** Whose share the lecturer's part is; 0 for the school's own (VIP sets). */
  lecturerUserId: number;
  /** Days of membership a VIP set adds; 0 otherwise. */
  vipDays: number;
  /** The cover a list shows; empty when the product has none. */
  image: string;
}

/** The reads other modules give the orders module (wired in app.ts). */
export interface ProductSources {
  findCourse(
    siteId: number,
    id: number,
  ): Promise<
    | {
        course_name: string;
        course_logo: string;
        course_category: number;
        course_price: number;
        is_free: number;
        is_put_away: number;
        status_id: number;
        lecturer_user_id: number;
      }
    | undefined
  >;
  findPaper(
    siteId: number,
    id: number,
  ): Promise<
    | { examName: string; isFree: 0 | 1; price: number; vipPrice: number; isPutAway: 0 | 1; lecturerUserId: string }
    | undefined
  >;
  findVipSet(
    siteId: number,
    id: number,
  ): Promise<{ set_name: string; set_price: number; duration_days: number } | undefined>;
}

const GONE = '商品不存在或已下架';

/** Looks a product up for sale: unknown or off the shelf → 404; a course of another kind → 400. */
export async function findProduct(
  sources: ProductSources,
  siteId: number,
  productType: number,
  productId: number,
): Promise<Product> {
  if (productType === ProductType.examPaper) {
    const paper = await sources.findPaper(siteId, productId);
    if (!paper || paper.isPutAway !== 1) throw notFound(GONE);
    const listPrice = paper.isFree === 1 ? 0 : Math.round(paper.price * 100);
    return {
      name: paper.examName,
      listPrice,
      vipPrice: paper.isFree === 1 ? 0 : Math.round(paper.vipPrice * 100),
      lecturerUserId: Number(paper.lecturerUserId),
      vipDays: 0,
      image: '',
    };
  }
  if (productType === ProductType.vipSet) {
    const set = await sources.findVipSet(siteId, productId);
    if (!set) throw notFound(GONE);
    return {
      name: set.set_name,
      listPrice: set.set_price,
      vipPrice: set.set_price,
      lecturerUserId: 0,
      vipDays: set.duration_days,
      image: '',
    };
  }
  // Video, live, resource and library products are courses of that kind (course_category = productType).
  const course = await sources.findCourse(siteId, productId);
  if (!course || course.status_id !== 1 || course.is_put_away !== 1) throw notFound(GONE);
  if (course.course_category !== productType) throw badRequest('商品类型与商品不符');
  const listPrice = course.is_free === 1 ? 0 : course.course_price;
  // Courses have no VIP price of their own yet: members pay the list (or sale) price.
  return {
    name: course.course_name,
    listPrice,
    vipPrice: listPrice,
    lecturerUserId: course.lecturer_user_id,
    vipDays: 0,
    image: course.course_logo,
  };
}

/** The membership days an order of this product adds: a VIP set's duration, 0 for anything else or a set since removed. */
export async function vipDaysOf(
  sources: Pick<ProductSources, 'findVipSet'>,
  order: { site_id: number; product_type: number; product_id: number },
): Promise<number | null> {
  if (order.product_type !== ProductType.vipSet) return 0;
  return (await sources.findVipSet(order.site_id, order.product_id))?.duration_days ?? null;
}
