import {
  OrderStatus,
  PRODUCT_TYPE_NAMES,
  type AdminOrder,
  type AdminOrderListBody,
  type Page,
} from '@school/contracts';
import { AppError, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { MessageType, type MessageService, type UserService } from '../user/index.ts';
import { userOfMobileFilter, withUsers } from './operator-lists.ts';
import { toOrderView } from './checkout.service.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { StrayPayment, type PaymentRepo } from './payment.repo.ts';
import type { Products } from './products.ts';
import { SETTLE_AFTER_MS, type ShareService } from './share.service.ts';

export interface RefundServiceDeps {
  transact: Transact;
  paymentRepo: PaymentRepo;
  products: Pick<Products, 'vipDaysOf'>;
  shares: Pick<ShareService, 'reverse' | 'restore'>;
  users: Pick<UserService, 'summaries' | 'idByMobile' | 'extendVip'>;
  messages: Pick<MessageService, 'notify'>;
  gateways: PaymentGateway[];
  log: { error(details: object, message: string): void };
  clock: Clock;
  newId: IdGenerator;
}

/**
 * The operator's orders and refunds. A refund is possible while the order's shares still wait for the
 * refund window (7 days): one transaction marks the order refunded, reverses the shares and takes back VIP
 * days (access to a course or paper ends with the paid state); then the gateway returns the money. If the
 * gateway refuses, a second transaction puts everything back and the operator sees why.
 */
/** What the operator is told when a gateway refuses to pay money back. */
const gatewayRefusal = (err: unknown) => (err instanceof AppError ? err.message : '支付平台暂时无法处理');

export function createRefundService(deps: RefundServiceDeps) {
  const { transact, paymentRepo, shares, users, messages, clock } = deps;

  async function forOperator(
    siteId: number,
    rows: (OrderInfoTable & { needs_refund_count?: number | string | null })[],
  ): Promise<AdminOrder[]> {
    const now = clock.now();
    return withUsers(users, siteId, rows, (row) => ({
      ...toOrderView(row),
      refundable: refundable(row, now) ? (1 as const) : (0 as const),
      needsRefund: Number(row.needs_refund_count ?? 0),
    }));
  }

  const gatewayByPayType = new Map<number, PaymentGateway>(deps.gateways.map((gateway) => [gateway.payType, gateway]));
  const refundable = (row: OrderInfoTable, now: number) =>
    row.order_status === OrderStatus.paid && row.pay_time !== null && now - row.pay_time < SETTLE_AFTER_MS;

  return {
    async list(siteId: number, body: AdminOrderListBody): Promise<Page<AdminOrder>> {
      const window = pageWindow(body);
      const userId = await userOfMobileFilter(users, siteId, body.mobile);
      if (userId === null) return toPage([], 0, window);
      const { rows, total } = await paymentRepo.pageForOperator(
        siteId,
        {
          orderNo: body.orderNo || undefined,
          userId,
          orderStatus: body.orderStatus,
          productType: body.productType,
          needsRefund: body.needsRefund === 1,
        },
        window.offset,
        window.pageSize,
      );
      return toPage(await forOperator(siteId, rows), total, window);
    },

    async refund(siteId: number, orderNo: string, reason: string): Promise<AdminOrder> {
      const order = await paymentRepo.findOrder(siteId, orderNo);
      if (!order) throw notFound('订单不存在');
      if (order.order_status !== OrderStatus.paid) throw wrongState('只有已支付的订单可以退款');
      if (!refundable(order, clock.now())) throw wrongState('已过 7 天退款期，分成已入账，不能在线退款');
      const gateway = gatewayByPayType.get(order.pay_type);
      if (order.paid_price > 0 && !gateway) throw wrongState('该订单的支付方式已关闭，无法原路退款');
      const vipDays = (await deps.products.vipDaysOf(order)) ?? 0;
      const note = reason.trim();

      await transact(async (tx) => {
        const now = clock.now();
        const moved = await paymentRepo.moveOrder(
          siteId,
          order.id,
          [OrderStatus.paid],
          { order_status: OrderStatus.refunded, remark: note, gmt_modified: now },
          tx,
        );
        if (!moved) throw wrongState('订单状态已变化，请刷新后重试');
        if (!(await shares.reverse(siteId, order.id, tx)))
          throw wrongState('已过 7 天退款期，分成已入账，不能在线退款');
        if (vipDays > 0) await users.extendVip(siteId, order.user_id, -vipDays, tx);
      });

      if (order.paid_price > 0 && gateway) {
        try {
          await gateway.refund({
            serialNumber: order.serial_number,
            refundNo: String(deps.newId()),
            amount: order.paid_price,
            total: order.paid_price,
          });
        } catch (err) {
          deps.log.error({ err, orderNo }, 'the gateway refused a refund: the order is paid again');
          await transact(async (tx) => {
            const now = clock.now();
            await paymentRepo.moveOrder(
              siteId,
              order.id,
              [OrderStatus.refunded],
              { order_status: OrderStatus.paid, remark: order.remark, gmt_modified: now },
              tx,
            );
            await shares.restore(siteId, order.id, tx);
            if (vipDays > 0) await users.extendVip(siteId, order.user_id, vipDays, tx);
          });
          throw wrongState(`退款未成功：${gatewayRefusal(err)}`);
        }
      }

      const amount = fenToYuan(order.paid_price).toFixed(2);
      await messages.notify(siteId, order.user_id, {
        title: '订单已退款',
        content: `您购买的${PRODUCT_TYPE_NAMES[order.product_type] ?? '商品'}「${order.product_name}」（订单号 ${orderNo}）已退款 ${amount} 元，款项按原支付方式退回。原因：${note}`,
        msgType: MessageType.notice,
      });
      return viewForOperator(siteId, orderNo);
    },

    /**
     * Returns the money that arrived after the order stopped waiting for it (closed, or paid by another
     * attempt). Each stray payment is claimed first, so two operators never return it twice; a refusal by
     * the gateway puts the claim back.
     */
    async returnPayment(siteId: number, orderNo: string): Promise<AdminOrder> {
      const order = await paymentRepo.findOrder(siteId, orderNo);
      if (!order) throw notFound('订单不存在');
      const strays = await paymentRepo.strayPayments(siteId, order.id);
      if (strays.length === 0) throw wrongState('该订单没有待退还的款项');
      const withGateway = strays.map((payment) => ({ payment, gateway: gatewayByPayType.get(payment.pay_type) }));
      if (withGateway.some((item) => !item.gateway)) throw wrongState('该款项的支付方式已关闭，无法原路退还');
      let returned = 0;
      for (const { payment, gateway } of withGateway) {
        const claimed = await paymentRepo.markStray(
          siteId,
          payment.id,
          StrayPayment.toReturn,
          StrayPayment.returned,
          clock.now(),
        );
        if (!claimed) continue;
        try {
          await gateway!.refund({
            serialNumber: payment.serial_number,
            refundNo: String(deps.newId()),
            amount: payment.amount,
            total: payment.amount,
          });
        } catch (err) {
          deps.log.error({ err, orderNo }, 'the gateway refused to return a stray payment');
          await paymentRepo.markStray(siteId, payment.id, StrayPayment.returned, StrayPayment.toReturn, clock.now());
          throw wrongState(`退还未成功：${gatewayRefusal(err)}`);
        }
        returned += payment.amount;
      }
      if (returned > 0) {
        await messages.notify(siteId, order.user_id, {
          title: '多付的款项已退回',
          content: `订单 ${orderNo}（${order.product_name}）在关闭或已支付后又收到一笔付款，${fenToYuan(returned).toFixed(2)} 元已按原支付方式退回。`,
          msgType: MessageType.notice,
        });
      }
      return viewForOperator(siteId, orderNo);
    },
  };

  async function viewForOperator(siteId: number, orderNo: string): Promise<AdminOrder> {
    const { rows } = await paymentRepo.pageForOperator(siteId, { orderNo }, 0, 1);
    return (await forOperator(siteId, rows))[0]!;
  }
}
