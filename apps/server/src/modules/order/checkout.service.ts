import {
  OrderStatus,
  PayScene,
  PayType,
  ProductType,
  type ContinuePayBody,
  type OrderListBody,
  type OrderPayBody,
  type OrderPayResult,
  type OrderView,
  type Page,
} from '@school/contracts';
import { notFound, wrongState } from '../../core/errors.ts';
import { parseId, type IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { toOrderInfo } from './order.service.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { createPaymentAttempts } from './payment-attempts.ts';
import { createPaymentNotify } from './payment-notify.ts';
import type { PaymentRepo } from './payment.repo.ts';
import type { SaleRepo } from './sale.repo.ts';
import { priceFor } from './pricing.ts';
import type { Products } from './products.ts';
import { newBusinessRow } from '../../db/columns.ts';

export interface CheckoutLogger {
  warn(details: object, message: string): void;
}

export interface CheckoutDeps {
  transact: Transact;
  paymentRepo: PaymentRepo;
  sales: Pick<SaleRepo, 'running'>;
  products: Pick<Products, 'find' | 'vipDaysOf'>;
  users: Pick<UserService, 'summaries' | 'extendVip'>;
  /** The gateways that are on, by pay type. */
  gateways: PaymentGateway[];
  /** Records the shares of a newly paid order (share.service). */
  onPaid(order: OrderInfoTable, tx: Tx): Promise<void>;
  /** Queues the close of a waiting order at its deadline. */
  scheduleClose(siteId: number, orderId: number, expireTime: number): Promise<void>;
  /** Queues the settling of a paid order's shares (after its commit). */
  scheduleSettle(siteId: number, orderId: number): Promise<void>;
  /** The buyer's openid for the WeChat Pay app (JSAPI), or null before they authorised it. */
  payOpenid(siteId: number, userId: number): Promise<string | null>;
  log: CheckoutLogger;
  clock: Clock;
  newId: IdGenerator;
}

/** The buyer's browser, as the pay call saw it. */
export interface PayClient {
  /** scheme://host the buyer used. */
  origin: string;
  ip: string;
  userAgent: string;
}

export const toOrderView = (row: OrderInfoTable): OrderView => ({
  ...toOrderInfo(row),
  expireTime: row.order_status === OrderStatus.waiting ? formatDateTime(row.expire_time) : '',
});

/**
 * Buying and paying (issue 13): the server prices each order, a gateway takes the money, and its
 * notification — checked for signature, serial number and amount in one transaction — makes the order
 * paid exactly once.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { transact, paymentRepo, users, clock, newId, log } = deps;
  const { payResult, sceneFor, openPayment, payAgain } = createPaymentAttempts(deps);

  /** Closes a waiting order (the buyer, or its deadline); the gateway is told not to take money for it. */
  async function closeWaiting(order: OrderInfoTable): Promise<boolean> {
    const now = clock.now();
    const closed = await transact(async (tx) => {
      const moved = await paymentRepo.moveOrder(
        order.site_id,
        order.id,
        [OrderStatus.waiting],
        { order_status: OrderStatus.closed, gmt_modified: now },
        tx,
      );
      return moved ? paymentRepo.supersedeOpen(order.site_id, order.id, now, tx) : null;
    });
    if (!closed) return false;
    for (const { serial_number } of closed) {
      const payment = await paymentRepo.currentPayment(order.site_id, serial_number);
      const gateway = payment && deps.gateways.find((item) => item.payType === payment.pay_type);
      await gateway
        ?.close(serial_number)
        .catch((err: unknown) => log.warn({ err, serialNumber: serial_number }, 'gateway close failed'));
    }
    return true;
  }

  async function closeExpired(siteId: number, filter: { userId?: number; orderId?: number }): Promise<number> {
    let count = 0;
    for (const order of await paymentRepo.expiredWaiting(siteId, clock.now(), filter)) {
      if (await closeWaiting(order)) count += 1;
    }
    return count;
  }

  async function myOrder(siteId: number, userId: number, orderNo: string): Promise<OrderInfoTable> {
    await closeExpired(siteId, { userId });
    const order = await paymentRepo.findOrder(siteId, orderNo);
    if (!order || order.user_id !== userId) throw notFound('订单不存在');
    return order;
  }

  return {
    async pay(siteId: number, userId: number, body: OrderPayBody, client: PayClient): Promise<OrderPayResult> {
      const scene = sceneFor(body.payType, body.scene, client);
      const productId = parseId(body.productId);
      const product = await deps.products.find(siteId, body.productType, productId);
      if (body.productType !== ProductType.vipSet) {
        const owned = await paymentRepo.findOwned(siteId, userId, body.productType, productId);
        if (owned) throw wrongState('您已购买该商品，无需重复购买');
      }
      await closeExpired(siteId, { userId });
      const waiting = await paymentRepo.findWaiting(siteId, userId, body.productType, productId);
      if (waiting) {
        // A desktop sees its waiting QR code again; a phone, or an attempt that kept no QR code, gets a new one.
        const shown = (await paymentRepo.currentPayment(siteId, waiting.serial_number))?.pay_message ?? '';
        if (scene === PayScene.desktop && shown) return payResult(waiting, { payMessage: shown, payAction: 'qr' });
        return payAgain(waiting, body.payType, scene, client);
      }

      const now = clock.now();
      const buyer = (await users.summaries(siteId, [userId])).get(userId);
      const sale = await deps.sales.running(siteId, body.productType, productId, now);
      const price = priceFor({ ...product, salePrice: sale ? sale.sale_price : null }, buyer?.isVip === 1);
      const order: OrderInfoTable = {
        ...newBusinessRow(newId(), siteId, now),
        order_no: String(newId()),
        serial_number: '',
        user_id: userId,
        product_type: body.productType,
        product_id: productId,
        product_name: product.name,
        list_price: product.listPrice,
        paid_price: price,
        order_status: OrderStatus.waiting,
        pay_type: PayType.none,
        channel_type: body.channelType ?? 1,
        pay_time: null,
        operator_id: 0,
        remark_cus: (body.remarkCus ?? '').trim(),
        remark: '',
        expire_time: 0,
        lecturer_user_id: product.lecturerUserId,
      };

      if (price === 0) {
        const paid = { ...order, serial_number: String(newId()), order_status: OrderStatus.paid, pay_time: now };
        await transact(async (tx) => {
          await paymentRepo.insertOrder(paid, tx);
          if (product.vipDays > 0) await users.extendVip(siteId, userId, product.vipDays, tx);
        });
        return payResult(paid, { payMessage: '', payAction: 'qr' });
      }

      const { row: payment, expireTime, opened } = await openPayment(order, body.payType, scene, client);
      const waitingOrder = { ...order, serial_number: payment.serial_number, expire_time: expireTime };
      await transact(async (tx) => {
        await paymentRepo.insertOrder(waitingOrder, tx);
        await paymentRepo.insertPayment(payment, tx);
      });
      await deps.scheduleClose(siteId, order.id, expireTime);
      return payResult(waitingOrder, opened);
    },

    /** A new serial number for a waiting or failed order; the earlier attempt can no longer pay it. */
    async continuePay(
      siteId: number,
      userId: number,
      body: ContinuePayBody,
      client: PayClient,
    ): Promise<OrderPayResult> {
      const order = await myOrder(siteId, userId, body.orderNo);
      if (order.order_status === OrderStatus.paid) throw wrongState('订单已支付');
      if (order.order_status !== OrderStatus.waiting && order.order_status !== OrderStatus.failed) {
        throw wrongState('订单已关闭，请重新下单');
      }
      return payAgain(order, body.payType, body.scene, client);
    },

    async close(siteId: number, userId: number, orderNo: string): Promise<OrderView> {
      const order = await myOrder(siteId, userId, orderNo);
      if (order.order_status !== OrderStatus.waiting || !(await closeWaiting(order))) {
        throw wrongState('只有待支付的订单可以关闭');
      }
      return toOrderView({ ...order, order_status: OrderStatus.closed });
    },

    async view(siteId: number, userId: number, orderNo: string): Promise<OrderView> {
      return toOrderView(await myOrder(siteId, userId, orderNo));
    },

    async list(siteId: number, userId: number, body: OrderListBody): Promise<Page<OrderView>> {
      await closeExpired(siteId, { userId });
      const window = pageWindow(body);
      const { rows, total } = await paymentRepo.pageByUser(
        siteId,
        userId,
        body.orderStatus,
        window.offset,
        window.pageSize,
      );
      return toPage(rows.map(toOrderView), total, window);
    },

    /** The close job: the order closes if it still waits at its deadline. */
    closeIfExpired: (siteId: number, orderId: number) => closeExpired(siteId, { orderId }),

    notify: createPaymentNotify(deps),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
