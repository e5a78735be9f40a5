import { SaleState } from '@school/contracts';
import { countRows } from '../../core/sql.ts';
import { type Db, moduleTables } from '../../db/schema.ts';
import type { OrderSaleTable, OrderTables } from './order.tables.ts';

/** The operator's sales (特价), scoped by site. */
export function createSaleRepo(database: Db) {
  const { db } = moduleTables<OrderTables>(database);
  const ofSite = (siteId: number) =>
    db.selectFrom('order_sale').where('site_id', '=', siteId).where('status_id', '=', 1);
  return {
    /** The lowest sale running now for a product (the price an order is charged). */
    running: (siteId: number, productType: number, productId: number, now: number) =>
      ofSite(siteId)
        .selectAll()
        .where('product_type', '=', productType)
        .where('product_id', '=', productId)
        .where('begin_time', '<=', now)
        .where('end_time', '>', now)
        .orderBy('sale_price')
        .executeTakeFirst(),

    /** The site's sales that have not ended, lowest price first: what readers' prices are worked out from. */
    notOver: (siteId: number, now: number, limit: number) =>
      ofSite(siteId)
        .select(['product_type', 'product_id', 'sale_price', 'begin_time', 'end_time'])
        .where('end_time', '>', now)
        .orderBy('sale_price')
        .limit(limit)
        .execute(),

    find: (siteId: number, id: number) => ofSite(siteId).selectAll().where('id', '=', id).executeTakeFirst(),

    /** A sale of the same product whose window meets [begin, end), other than `exceptId`. */
    overlapping: (
      siteId: number,
      row: Pick<OrderSaleTable, 'product_type' | 'product_id' | 'begin_time' | 'end_time'>,
      exceptId: number,
    ) =>
      ofSite(siteId)
        .select('id')
        .where('product_type', '=', row.product_type)
        .where('product_id', '=', row.product_id)
        .where('begin_time', '<', row.end_time)
        .where('end_time', '>', row.begin_time)
        .where('id', '!=', exceptId)
        .executeTakeFirst(),

    async page(
      siteId: number,
      filter: { productType?: number; saleState?: number; now: number },
      offset: number,
      limit: number,
    ) {
      let query = ofSite(siteId);
      if (filter.productType !== undefined) query = query.where('product_type', '=', filter.productType);
      if (filter.saleState === SaleState.running) {
        query = query.where('begin_time', '<=', filter.now).where('end_time', '>', filter.now);
      } else if (filter.saleState === SaleState.upcoming) {
        query = query.where('begin_time', '>', filter.now);
      } else if (filter.saleState === SaleState.over) {
        query = query.where('end_time', '<=', filter.now);
      }
      // Running sales end soonest first; the console's full list shows the newest first.
      const ordered =
        filter.saleState === SaleState.running
          ? query.selectAll().orderBy('end_time').orderBy('id')
          : query.selectAll().orderBy('begin_time', 'desc').orderBy('id', 'desc');
      const [rows, total] = await Promise.all([ordered.limit(limit).offset(offset).execute(), countRows(query)]);
      return { rows, total };
    },

    insert: (row: OrderSaleTable) => db.insertInto('order_sale').values(row).execute(),

    update: (
      siteId: number,
      id: number,
      fields: Pick<
        OrderSaleTable,
        'product_type' | 'product_id' | 'sale_price' | 'begin_time' | 'end_time' | 'gmt_modified'
      >,
    ) => db.updateTable('order_sale').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),

    async remove(siteId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('order_sale')
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };
}

export type SaleRepo = ReturnType<typeof createSaleRepo>;
