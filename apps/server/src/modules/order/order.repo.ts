import { countRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderInfoTable, OrderTables } from './order.tables.ts';

/** Queries of orders; every one is scoped by site. */
export function createOrderRepo(database: Db) {
  const { on } = moduleTables<OrderTables>(database);
  const paid = (siteId: number, status: number, productType: number, tx?: Tx) =>
    on(tx)
      .selectFrom('order_info')
      .where('site_id', '=', siteId)
      .where('product_type', '=', productType)
      .where('order_status', '=', status);
  return {
    insert: (row: OrderInfoTable, tx: Tx) => on(tx).insertInto('order_info').values(row).execute(),

    /** Of these products, the ids this user has an order of the given state for. */
    async productIdsOf(
      siteId: number,
      userId: number,
      productType: number,
      status: number,
      productIds: number[],
      tx?: Tx,
    ) {
      if (productIds.length === 0) return [];
      const rows = await paid(siteId, status, productType, tx)
        .select('product_id')
        .where('user_id', '=', userId)
        .where('product_id', 'in', productIds)
        .execute();
      return rows.map((row) => row.product_id);
    },

    /** A user's orders of one product type and state, newest first. */
    async pageOfUser(
      siteId: number,
      userId: number,
      productType: number,
      status: number,
      offset: number,
      limit: number,
    ) {
      const query = paid(siteId, status, productType).where('user_id', '=', userId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('pay_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    /** One product's orders of a state, newest first. */
    async pageOfProduct(
      siteId: number,
      productType: number,
      productId: number,
      status: number,
      offset: number,
      limit: number,
    ) {
      const query = paid(siteId, status, productType).where('product_id', '=', productId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },
  };
}

export type OrderRepo = ReturnType<typeof createOrderRepo>;
