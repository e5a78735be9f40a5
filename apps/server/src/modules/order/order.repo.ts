import { OrderStatus } from '@school/contracts';
import { countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderInfoTable, OrderTables } from './order.tables.ts';
import type { OwnershipChanged } from './payment.repo.ts';

/** Queries of orders; every one is scoped by site. */
export function createOrderRepo(database: Db, ownershipChanged: OwnershipChanged = async () => {}) {
  const { db, on } = moduleTables<OrderTables>(database);
  return {
    async insert(row: OrderInfoTable, tx?: Tx) {
      await on(tx).insertInto('order_info').values(row).execute();
      if (row.order_status === OrderStatus.paid) await ownershipChanged(row.site_id, row.user_id);
    },

    /** Every product this user has a paid order for (grants included), by product type. */
    async paidProducts(siteId: number, userId: number): Promise<Map<number, Set<number>>> {
      const rows = await db
        .selectFrom('order_info')
        .select(['product_type', 'product_id'])
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('order_status', '=', OrderStatus.paid)
        .execute();
      const byType = new Map<number, Set<number>>();
      for (const row of rows) {
        const ids = byType.get(row.product_type) ?? new Set<number>();
        ids.add(row.product_id);
        byType.set(row.product_type, ids);
      }
      return byType;
    },

    /** Whether this user has paid money for anything (free products and grants do not count). */
    async hasPaidMoney(siteId: number, userId: number, tx?: Tx) {
      const row = await on(tx)
        .selectFrom('order_info')
        .select('id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('order_status', 'in', [OrderStatus.paid, OrderStatus.refunded])
        .where('paid_price', '>', 0)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The products of `productIds` this user has a paid order for. */
    async paidProductIds(siteId: number, userId: number, productType: number, productIds: number[], tx?: Tx) {
      if (productIds.length === 0) return [];
      const rows = await on(tx)
        .selectFrom('order_info')
        .select('product_id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('product_type', '=', productType)
        .where('product_id', 'in', productIds)
        .where('order_status', '=', OrderStatus.paid)
        .execute();
      return rows.map((row) => row.product_id);
    },

    /** A user's paid orders of one product type, newest first (one per product). */
    async pagePaidByUser(siteId: number, userId: number, productType: number, offset: number, limit: number) {
      const query = db
        .selectFrom('order_info')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('product_type', '=', productType)
        .where('order_status', '=', OrderStatus.paid);
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered.selectAll().orderBy('pay_time', 'desc').orderBy('id', 'desc'),
      );
    },

    async pagePaidByProduct(siteId: number, productType: number, productId: number, offset: number, limit: number) {
      const query = db
        .selectFrom('order_info')
        .where('site_id', '=', siteId)
        .where('product_type', '=', productType)
        .where('product_id', '=', productId)
        .where('order_status', '=', OrderStatus.paid);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    async countPaidByProduct(siteId: number, productType: number, productId: number, tx?: Tx) {
      const query = on(tx)
        .selectFrom('order_info')
        .where('site_id', '=', siteId)
        .where('product_type', '=', productType)
        .where('product_id', '=', productId)
        .where('order_status', '=', OrderStatus.paid);
      return countRows(query);
    },
  };
}

export type OrderRepo = ReturnType<typeof createOrderRepo>;
