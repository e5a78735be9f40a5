import { OrderStatus, PayType, type OrderInfo, type Page, type PageQuery } from '@school/contracts';
import { createKeeper, type Versions } from '../../core/cache.ts';
import { wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { OrderRepo } from './order.repo.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * Orders (decision 0022). Now: the operator's grant — a paid order of 0 that names the operator — and
 * `owns`, the question every paid product asks. Buying and paying come with the orders issue and write
 * the same record.
 */
export interface OrderServiceDeps {
  transact: Transact;
  orderRepo: OrderRepo;
  clock: Clock;
  newId: IdGenerator;
  /**
   * Where what a user owns is kept in this process, under a version per user that the order repos move
   * whenever an order of theirs becomes paid or stops being paid (decision 0093); without one, `owns`
   * reads the table every time.
   */
  versions?: Versions;
}

/** The version key of what a user owns (`ownedVersionKey`), moved by the order repos. */
export const ownedVersionKey = (siteId: number, userId: number) => `owned-version:${siteId}:${userId}`;

/** About 40 bytes a product: ten thousand readers' products in a few megabytes. */
const KEPT_READERS = 10_000;
const KEPT_MS = 300_000;

/** What is granted, as the product's module describes it. */
export interface GrantedProduct {
  name: string;
  /** fen */
  listPrice: number;
}

export const toOrderInfo = (row: OrderInfoTable): OrderInfo => ({
  id: String(row.id),
  orderNo: row.order_no,
  serialNumber: row.serial_number,
  userId: String(row.user_id),
  productType: row.product_type,
  productId: String(row.product_id),
  productName: row.product_name,
  listPrice: fenToYuan(row.list_price),
  paidPrice: fenToYuan(row.paid_price),
  orderStatus: row.order_status,
  payType: row.pay_type,
  payTime: row.pay_time === null ? '' : formatDateTime(row.pay_time),
  operatorId: String(row.operator_id),
  remarkCus: row.remark_cus,
  remark: row.remark,
  gmtCreate: formatDateTime(row.gmt_create),
});

export function createOrderService({ transact, orderRepo, clock, newId, versions }: OrderServiceDeps) {
  const kept = versions
    ? createKeeper<ReadonlyMap<number, ReadonlySet<number>>>(versions, clock, { max: KEPT_READERS, ttlMs: KEPT_MS })
    : undefined;
  return {
    /** Which of these products the user may use because of a paid order. */
    async owns(siteId: number, userId: number, productType: number, productIds: number[]): Promise<Set<number>> {
      if (!kept) return new Set(await orderRepo.paidProductIds(siteId, userId, productType, [...new Set(productIds)]));
      const owned = await kept.get(`${siteId}:${userId}`, [ownedVersionKey(siteId, userId)], () =>
        orderRepo.paidProducts(siteId, userId),
      );
      const ofType = owned.get(productType);
      return new Set(ofType ? productIds.filter((id) => ofType.has(id)) : []);
    },

    /**
     * The operator gives a product to a user: a paid order of 0 naming the operator. Refused (409) when
     * the user already has it. Runs in the caller's transaction when given one.
     */
    async grant(
      siteId: number,
      userId: number,
      productType: number,
      productId: number,
      operatorId: number,
      product: GrantedProduct & { remark: string },
      tx?: Tx,
    ): Promise<OrderInfo> {
      const work = async (inner: Tx) => {
        const owned = await orderRepo.paidProductIds(siteId, userId, productType, [productId], inner);
        if (owned.length > 0) throw wrongState('该学员已拥有这门课程');
        const now = clock.now();
        const row: OrderInfoTable = {
          ...newBusinessRow(newId(), siteId, now),
          order_no: String(newId()),
          serial_number: String(newId()),
          user_id: userId,
          product_type: productType,
          product_id: productId,
          product_name: product.name,
          list_price: product.listPrice,
          paid_price: 0,
          order_status: OrderStatus.paid,
          pay_type: PayType.none,
          channel_type: 0,
          pay_time: now,
          operator_id: operatorId,
          remark_cus: '',
          remark: product.remark,
          expire_time: 0,
          lecturer_user_id: 0,
        };
        await orderRepo.insert(row, inner);
        return toOrderInfo(row);
      };
      return tx ? work(tx) : transact(work);
    },

    /** A user's paid orders of one product type, newest first (my courses). */
    async pagePaid(siteId: number, userId: number, productType: number, query: PageQuery) {
      const window = pageWindow(query);
      const { rows, total } = await orderRepo.pagePaidByUser(
        siteId,
        userId,
        productType,
        window.offset,
        window.pageSize,
      );
      return { rows, total, window };
    },

    /** Paid orders and grants of one product (the operator's list). */
    async pagePaidForProduct(
      siteId: number,
      productType: number,
      productId: number,
      query: PageQuery,
    ): Promise<Page<OrderInfo>> {
      const window = pageWindow(query);
      const { rows, total } = await orderRepo.pagePaidByProduct(
        siteId,
        productType,
        productId,
        window.offset,
        window.pageSize,
      );
      return toPage(rows.map(toOrderInfo), total, window);
    },

    countPaid: (siteId: number, productType: number, productId: number, tx?: Tx) =>
      orderRepo.countPaidByProduct(siteId, productType, productId, tx),
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
