import {
  ORDER_PAY_MINUTES,
  OrderStatus,
  PayType,
  ProductType,
  type ContinuePayBody,
  type OrderListBody,
  type OrderPayBody,
  type OrderPayResult,
  type OrderView,
  type Page,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import { parseId, type IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import type { IncomingNotification, PaymentGateway } from './gateways/gateway.ts';
import { toOrderInfo } from './order.service.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { PayState, StrayPayment, type PaymentRepo } from './payment.repo.ts';
import type { SaleRepo } from './sale.repo.ts';
import { priceFor } from './pricing.ts';
import type { Products } from './products.ts';

const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;

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
  log: CheckoutLogger;
  clock: Clock;
  newId: IdGenerator;
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

  const gatewayFor = (payType: number) => {
    const gateway = deps.gateways.find((item) => item.payType === payType);
    if (!gateway) throw badRequest('该支付方式暂未开通，请选择其他支付方式');
    return gateway;
  };

  const payResult = (order: OrderInfoTable, payMessage: string): OrderPayResult => ({
    orderNo: order.order_no,
    serialNumber: order.serial_number,
    payMessage,
    productName: order.product_name,
    price: fenToYuan(order.paid_price),
    orderStatus: order.order_status,
    expireTime: order.order_status === OrderStatus.waiting ? formatDateTime(order.expire_time) : '',
  });

  /**
   * Access that is not an order's own paid state: a VIP set's days, read before the payment's
   * transaction (another module's read must not wait on the connection the transaction holds).
   */
  async function vipDaysFor(order: OrderInfoTable): Promise<number> {
    const days = await deps.products.vipDaysOf(order);
    if (days === null) {
      log.warn(
        { siteId: order.site_id, productId: order.product_id },
        'a VIP set was bought after it was disabled: the operator must grant it',
      );
    }
    return days ?? 0;
  }

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

  /** Opens a payment attempt with the gateway; answers its serial number and what the QR code holds. */
  async function openPayment(siteId: number, payType: number, amount: number, subject: string, origin: string) {
    const gateway = gatewayFor(payType);
    const serialNumber = String(newId());
    const expireTime = clock.now() + PAY_WINDOW_MS;
    const { payMessage } = await gateway.createPayment({ siteId, serialNumber, amount, subject, expireTime, origin });
    const now = clock.now();
    return {
      expireTime,
      row: {
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        order_id: 0,
        serial_number: serialNumber,
        pay_type: payType,
        amount,
        pay_state: PayState.open,
        pay_message: payMessage,
        trade_no: '',
        notify_time: null,
        needs_refund: StrayPayment.none,
      },
    };
  }

  return {
    async pay(siteId: number, userId: number, body: OrderPayBody, origin: string): Promise<OrderPayResult> {
      const productId = parseId(body.productId);
      const product = await deps.products.find(siteId, body.productType, productId);
      if (body.productType !== ProductType.vipSet) {
        const owned = await paymentRepo.findOwned(siteId, userId, body.productType, productId);
        if (owned) throw wrongState('您已购买该商品，无需重复购买');
      }
      await closeExpired(siteId, { userId });
      const waiting = await paymentRepo.findWaiting(siteId, userId, body.productType, productId);
      if (waiting) {
        const payment = await paymentRepo.currentPayment(siteId, waiting.serial_number);
        return payResult(waiting, payment?.pay_message ?? '');
      }

      const now = clock.now();
      const buyer = (await users.summaries(siteId, [userId])).get(userId);
      const sale = await deps.sales.running(siteId, body.productType, productId, now);
      const price = priceFor({ ...product, salePrice: sale ? sale.sale_price : null }, buyer?.isVip === 1);
      const order: OrderInfoTable = {
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
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
        return payResult(paid, '');
      }

      const { row: payment, expireTime } = await openPayment(siteId, body.payType, price, product.name, origin);
      const waitingOrder = { ...order, serial_number: payment.serial_number, expire_time: expireTime };
      await transact(async (tx) => {
        await paymentRepo.insertOrder(waitingOrder, tx);
        await paymentRepo.insertPayment({ ...payment, order_id: order.id }, tx);
      });
      await deps.scheduleClose(siteId, order.id, expireTime);
      return payResult(waitingOrder, payment.pay_message);
    },

    /** A new serial number for a waiting or failed order; the earlier attempt can no longer pay it. */
    async continuePay(siteId: number, userId: number, body: ContinuePayBody, origin: string): Promise<OrderPayResult> {
      const order = await myOrder(siteId, userId, body.orderNo);
      if (order.order_status === OrderStatus.paid) throw wrongState('订单已支付');
      if (order.order_status !== OrderStatus.waiting && order.order_status !== OrderStatus.failed) {
        throw wrongState('订单已关闭，请重新下单');
      }
      const current = await paymentRepo.currentPayment(siteId, order.serial_number);
      const payType = body.payType ?? current?.pay_type ?? PayType.sandbox;
      const { row: payment, expireTime } = await openPayment(
        siteId,
        payType,
        order.paid_price,
        order.product_name,
        origin,
      );
      const now = clock.now();
      const superseded = await transact(async (tx) => {
        const moved = await paymentRepo.moveOrder(
          siteId,
          order.id,
          [OrderStatus.waiting, OrderStatus.failed],
          {
            order_status: OrderStatus.waiting,
            serial_number: payment.serial_number,
            expire_time: expireTime,
            gmt_modified: now,
          },
          tx,
          order.serial_number,
        );
        if (!moved) throw wrongState('订单状态已变化，请刷新后重试');
        const ended = await paymentRepo.supersedeOpen(siteId, order.id, now, tx);
        await paymentRepo.insertPayment({ ...payment, order_id: order.id }, tx);
        return ended;
      });
      for (const { serial_number } of superseded) {
        await gatewayFor(current?.pay_type ?? payType)
          .close(serial_number)
          .catch((err: unknown) => log.warn({ err, serialNumber: serial_number }, 'gateway close failed'));
      }
      await deps.scheduleClose(siteId, order.id, expireTime);
      return payResult(
        { ...order, order_status: OrderStatus.waiting, serial_number: payment.serial_number, expire_time: expireTime },
        payment.pay_message,
      );
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

    /**
     * A gateway's notification. Its signature is checked first; then, in one transaction, the serial
     * number and amount, and the attempt and the order each move on only from a state that allows it,
     * so repeats and concurrent copies change nothing. Money for an order that no longer waited for it
     * is recorded and flagged for refund. Answers a note for the log.
     */
    async notify(gatewayName: string, incoming: IncomingNotification): Promise<string> {
      const gateway = deps.gateways.find((item) => item.name === gatewayName);
      if (!gateway) throw notFound('支付方式不存在或未开通');
      const note = await gateway.verifyNotification(incoming);
      const known = await paymentRepo.paymentBySerial(note.serialNumber);
      const ordered = known && (await paymentRepo.findOrderById(known.site_id, known.order_id));
      const vipDays = ordered ? await vipDaysFor(ordered) : 0;
      const outcome = await transact(async (tx) => {
        const payment = await paymentRepo.paymentBySerial(note.serialNumber, tx);
        if (!payment) throw notFound('支付流水号不存在');
        if (payment.pay_type !== gateway.payType) throw badRequest('支付方式与支付流水号不符');
        if (note.amount !== payment.amount) throw badRequest('支付金额与订单金额不符');
        if (payment.pay_state === PayState.paid) return 'repeat';
        const now = clock.now();
        if (!note.paid) {
          const failed = await paymentRepo.movePayment(
            payment.site_id,
            payment.id,
            [PayState.open],
            { pay_state: PayState.failed, trade_no: note.tradeNo, notify_time: now, gmt_modified: now },
            tx,
          );
          if (failed) {
            await paymentRepo.moveOrder(
              payment.site_id,
              payment.order_id,
              [OrderStatus.waiting],
              { order_status: OrderStatus.failed, gmt_modified: now },
              tx,
              payment.serial_number,
            );
          }
          return failed ? 'failed' : 'repeat';
        }
        const claimed = await paymentRepo.movePayment(
          payment.site_id,
          payment.id,
          [PayState.open, PayState.failed, PayState.superseded],
          { pay_state: PayState.paid, trade_no: note.tradeNo, notify_time: now, gmt_modified: now },
          tx,
        );
        if (!claimed) return 'repeat';
        const paid = await paymentRepo.moveOrder(
          payment.site_id,
          payment.order_id,
          [OrderStatus.waiting, OrderStatus.failed],
          { order_status: OrderStatus.paid, pay_type: payment.pay_type, pay_time: now, gmt_modified: now },
          tx,
          payment.serial_number,
        );
        if (!paid) {
          await paymentRepo.movePayment(
            payment.site_id,
            payment.id,
            [PayState.paid],
            { needs_refund: StrayPayment.toReturn, gmt_modified: now },
            tx,
          );
          log.warn({ serialNumber: payment.serial_number }, 'money arrived for an order no longer waiting: to refund');
          return 'needs refund';
        }
        const order = (await paymentRepo.findOrderById(payment.site_id, payment.order_id, tx))!;
        if (vipDays > 0) await users.extendVip(order.site_id, order.user_id, vipDays, tx);
        await deps.onPaid(order, tx);
        return 'paid';
      });
      if (outcome === 'paid' && ordered) await deps.scheduleSettle(ordered.site_id, ordered.id);
      return outcome;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
