import { OrderStatus } from '@school/contracts';
import type { ExpressionBuilder } from 'kysely';
import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderInfoTable, OrderPaymentTable, OrderTables } from './order.tables.ts';

export const PayState = { open: 1, paid: 2, failed: 3, superseded: 4 } as const;
/** A payment that arrived for an order no longer waiting for it: to return, then returned. */
export const StrayPayment = { none: 0, toReturn: 1, returned: 2 } as const;

/** Told of every order that becomes paid or stops being paid: what the user owns changed (decision 0093). */
export type OwnershipChanged = (siteId: number, userId: number) => Promise<void>;

/** Buying and paying: orders, their payment attempts and sales. Scoped by site except the gateway's look-up. */
export function createPaymentRepo(database: Db, ownershipChanged: OwnershipChanged = async () => {}) {
  const { db, on } = moduleTables<OrderTables>(database);
  return {
    async insertOrder(row: OrderInfoTable, tx?: Tx) {
      await on(tx).insertInto('order_info').values(row).execute();
      if (row.order_status === OrderStatus.paid) await ownershipChanged(row.site_id, row.user_id);
    },
    insertPayment: (row: OrderPaymentTable, tx?: Tx) => on(tx).insertInto('order_payment').values(row).execute(),

    findOrder: (siteId: number, orderNo: string, tx?: Tx) =>
      on(tx)
        .selectFrom('order_info')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('order_no', '=', orderNo)
        .executeTakeFirst(),

    findOrderById: (siteId: number, id: number, tx?: Tx) =>
      on(tx).selectFrom('order_info').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    findOwned: (siteId: number, userId: number, productType: number, productId: number) =>
      db
        .selectFrom('order_info')
        .select('id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('product_type', '=', productType)
        .where('product_id', '=', productId)
        .where('order_status', '=', OrderStatus.paid)
        .executeTakeFirst(),

    /** The user's order of this product that still waits for payment. */
    findWaiting: (siteId: number, userId: number, productType: number, productId: number) =>
      db
        .selectFrom('order_info')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('product_type', '=', productType)
        .where('product_id', '=', productId)
        .where('order_status', '=', OrderStatus.waiting)
        .orderBy('id', 'desc')
        .executeTakeFirst(),

    /** Waiting orders past their deadline: all of a user's, or one. */
    expiredWaiting: (siteId: number, now: number, filter: { userId?: number; orderId?: number }) => {
      let query = db
        .selectFrom('order_info')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('order_status', '=', OrderStatus.waiting)
        .where('expire_time', '<=', now);
      if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
      if (filter.orderId !== undefined) query = query.where('id', '=', filter.orderId);
      return query.execute();
    },

    async pageByUser(siteId: number, userId: number, orderStatus: number | undefined, offset: number, limit: number) {
      let query = db.selectFrom('order_info').where('site_id', '=', siteId).where('user_id', '=', userId);
      if (orderStatus !== undefined) query = query.where('order_status', '=', orderStatus);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    /** The school's orders, newest first, with how many of each order's payments wait to be refunded. */
    async pageForOperator(
      siteId: number,
      filter: { orderNo?: string; userId?: number; orderStatus?: number; productType?: number; needsRefund?: boolean },
      offset: number,
      limit: number,
    ) {
      let query = db.selectFrom('order_info').where('order_info.site_id', '=', siteId);
      if (filter.orderNo) query = query.where('order_info.order_no', '=', filter.orderNo);
      if (filter.userId !== undefined) query = query.where('order_info.user_id', '=', filter.userId);
      if (filter.orderStatus !== undefined) query = query.where('order_info.order_status', '=', filter.orderStatus);
      if (filter.productType !== undefined) query = query.where('order_info.product_type', '=', filter.productType);
      const strays = (eb: ExpressionBuilder<OrderTables, 'order_info'>) =>
        eb
          .selectFrom('order_payment')
          .whereRef('order_payment.site_id', '=', 'order_info.site_id')
          .whereRef('order_payment.order_id', '=', 'order_info.id')
          .where('order_payment.needs_refund', '=', StrayPayment.toReturn);
      // A count always answers a row: the filter asks for a stray payment itself.
      if (filter.needsRefund) query = query.where((eb) => eb.exists(strays(eb).select('order_payment.id')));
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered
          .selectAll('order_info')
          .select((eb) =>
            strays(eb)
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .as('needs_refund_count'),
          )
          .orderBy('order_info.id', 'desc'),
      );
    },

    /** Moves an order on only from the states given; answers whether it moved. */
    async moveOrder(
      siteId: number,
      id: number,
      from: number[],
      fields: Partial<
        Pick<OrderInfoTable, 'order_status' | 'serial_number' | 'expire_time' | 'pay_type' | 'pay_time' | 'remark'>
      > & {
        gmt_modified: number;
      },
      tx?: Tx,
      serialNumber?: string,
    ): Promise<boolean> {
      let query = on(tx)
        .updateTable('order_info')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('order_status', 'in', from);
      if (serialNumber !== undefined) query = query.where('serial_number', '=', serialNumber);
      const moved = await query.returning('user_id').execute();
      const paidBefore = from.includes(OrderStatus.paid);
      const paidAfter = fields.order_status === undefined ? paidBefore : fields.order_status === OrderStatus.paid;
      if (paidBefore !== paidAfter) for (const row of moved) await ownershipChanged(siteId, row.user_id);
      return moved.length === 1;
    },

    /** Across schools on purpose: the gateway's notification names only our serial number, unique across schools. */
    paymentBySerial: (serialNumber: string, tx?: Tx) =>
      on(tx).selectFrom('order_payment').selectAll().where('serial_number', '=', serialNumber).executeTakeFirst(),

    currentPayment: (siteId: number, serialNumber: string) =>
      db
        .selectFrom('order_payment')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('serial_number', '=', serialNumber)
        .executeTakeFirst(),

    async movePayment(
      siteId: number,
      id: number,
      from: number[],
      fields: Partial<Pick<OrderPaymentTable, 'pay_state' | 'trade_no' | 'notify_time' | 'needs_refund'>> & {
        gmt_modified: number;
      },
      tx?: Tx,
    ): Promise<boolean> {
      const result = await on(tx)
        .updateTable('order_payment')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('pay_state', 'in', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The school's payments our books call paid, notified in [from, to), with their order numbers. */
    paidBetween: (siteId: number, from: number, to: number) =>
      db
        .selectFrom('order_payment')
        .innerJoin('order_info', 'order_info.id', 'order_payment.order_id')
        .select([
          'order_payment.serial_number',
          'order_payment.pay_type',
          'order_payment.amount',
          'order_info.order_no',
        ])
        .where('order_payment.site_id', '=', siteId)
        .where('order_payment.pay_state', '=', PayState.paid)
        .where('order_payment.notify_time', '>=', from)
        .where('order_payment.notify_time', '<', to)
        .execute(),

    /** The school's payments among these serial numbers (a gateway's statement covers every school). */
    paymentsOfSerials: (siteId: number, serials: string[]) =>
      serials.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('order_payment')
            .innerJoin('order_info', 'order_info.id', 'order_payment.order_id')
            .select([
              'order_payment.serial_number',
              'order_payment.pay_state',
              'order_payment.amount',
              'order_info.order_no',
            ])
            .where('order_payment.site_id', '=', siteId)
            .where('order_payment.serial_number', 'in', serials)
            .execute(),

    /** Orders refunded in [from, to): how many and how much. */
    refundedBetween: async (siteId: number, from: number, to: number) => {
      const row = await db
        .selectFrom('order_info')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('paid_price').as('amount')])
        .where('site_id', '=', siteId)
        .where('order_status', '=', OrderStatus.refunded)
        .where('gmt_modified', '>=', from)
        .where('gmt_modified', '<', to)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
    },

    strayPayments: (siteId: number, orderId: number) =>
      db
        .selectFrom('order_payment')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('order_id', '=', orderId)
        .where('needs_refund', '=', StrayPayment.toReturn)
        .orderBy('id')
        .execute(),

    /** Moves a stray payment from one return state to the next; answers whether it moved. */
    async markStray(siteId: number, id: number, from: number, to: number, now: number, tx?: Tx): Promise<boolean> {
      const result = await on(tx)
        .updateTable('order_payment')
        .set({ needs_refund: to, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('needs_refund', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Every still-open attempt of an order ends (a newer attempt, or the order closed). */
    supersedeOpen: (siteId: number, orderId: number, now: number, tx?: Tx) =>
      on(tx)
        .updateTable('order_payment')
        .set({ pay_state: PayState.superseded, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where('order_id', '=', orderId)
        .where('pay_state', 'in', [PayState.open, PayState.failed])
        .returning('serial_number')
        .execute(),
  };
}

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;
