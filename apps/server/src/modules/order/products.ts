import { ProductType } from '@school/contracts';
import { notFound } from '../../core/errors.ts';

/** A product as an order needs it, from the module that sells it. Prices in fen. */
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

/** How the module that sells one kind of product finds one for sale. */
export interface ProductSource {
  /** Undefined when unknown or off the shelf; a refusal of its own (a course of another kind: 400) is thrown. */
  find(siteId: number, id: number): Promise<Product | undefined>;
}

const GONE = '商品不存在或已下架';

/** The products orders sell: each selling module registers its kinds (GLOSSARY productType). */
export function createProducts() {
  const sources = new Map<number, ProductSource>();

  return {
    register(kind: number, source: ProductSource): void {
      if (sources.has(kind)) throw new Error(`product type ${kind} is registered twice`);
      sources.set(kind, source);
    },

    /** A product for sale: unknown, off the shelf or of a type nobody sells → 404. */
    async find(siteId: number, productType: number, productId: number): Promise<Product> {
      const product = await sources.get(productType)?.find(siteId, productId);
      if (!product) throw notFound(GONE);
      return product;
    },

    /** The membership days an order of this product adds: a VIP set's duration, 0 for anything else or a set since removed. */
    async vipDaysOf(order: { site_id: number; product_type: number; product_id: number }): Promise<number | null> {
      if (order.product_type !== ProductType.vipSet) return 0;
      const set = await sources.get(ProductType.vipSet)?.find(order.site_id, order.product_id);
      return set?.vipDays ?? null;
    },
  };
}

export type Products = ReturnType<typeof createProducts>;
