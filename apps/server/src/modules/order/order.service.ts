import { OrderStatus, PayChannel, type OrderInfo, type Page, type ProductType } from '@school/contracts';
import { wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import { type PageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { OrderRepo } from './order.repo.ts';
import type { OrderInfoTable } from './order.tables.ts';

/**
 * Orders (decision 0022). Other modules ask `owns` whether a user has paid for products, and the
 * console's grant stores a paid order of 0 through `grant`. Payment comes with the orders issue.
 */
export interface OrderServiceDeps {
  orderRepo: OrderRepo;
  transact: Transact;
  clock: Clock;
  newId: IdGenerator;
}

/** What is granted: the product as its module names and prices it (fen). */
export interface GrantedProduct {
  productType: ProductType;
  productId: number;
  productName: string;
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
  payChannel: row.pay_channel,
  payTime: row.pay_time === null ? '' : formatDateTime(row.pay_time),
  remark: row.remark,
  gmtCreate: formatDateTime(row.gmt_create),
});

export function createOrderService({ orderRepo, transact, clock, newId }: OrderServiceDeps) {
  const owns = async (siteId: number, userId: number, productType: ProductType, productIds: number[], tx?: Tx) =>
    new Set(await orderRepo.productIdsOf(siteId, userId, productType, OrderStatus.paid, productIds, tx));

  return {
    /** Of these products, the ones the user has a paid order for (bought or granted). */
    owns,

    /**
     * The operator gives a product to a user: a paid order of 0 with the operator's id, in one
     * transaction with the check that the user does not own it yet (409 when they do).
     */
    grant: (siteId: number, userId: number, product: GrantedProduct, operatorId: number, remark: string) =>
      transact(async (tx) => {
        if ((await owns(siteId, userId, product.productType, [product.productId], tx)).size > 0) {
          throw wrongState('该用户已拥有此课程');
        }
        const now = clock.now();
        const id = newId();
        const row: OrderInfoTable = {
          id,
          site_id: siteId,
          gmt_create: now,
          gmt_modified: now,
          order_no: String(id),
          serial_number: '',
          user_id: userId,
          product_type: product.productType,
          product_id: product.productId,
          product_name: product.productName,
          list_price: product.listPrice,
          paid_price: 0,
          order_status: OrderStatus.paid,
          pay_channel: PayChannel.grant,
          pay_time: now,
          remark,
          operator_id: operatorId,
        };
        await orderRepo.insert(row, tx);
        return toOrderInfo(row);
      }),

    /** A user's paid orders of one product type, newest first (my courses). */
    async paidOfUser(siteId: number, userId: number, productType: ProductType, window: PageWindow) {
      const { rows, total } = await orderRepo.pageOfUser(
        siteId,
        userId,
        productType,
        OrderStatus.paid,
        window.offset,
        window.pageSize,
      );
      return { rows, total };
    },

    /** A product's paid orders (the console's grant list). */
    async paidOfProduct(
      siteId: number,
      productType: ProductType,
      productId: number,
      window: PageWindow,
    ): Promise<Page<OrderInfo>> {
      const { rows, total } = await orderRepo.pageOfProduct(
        siteId,
        productType,
        productId,
        OrderStatus.paid,
        window.offset,
        window.pageSize,
      );
      return toPage(rows.map(toOrderInfo), total, window);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
