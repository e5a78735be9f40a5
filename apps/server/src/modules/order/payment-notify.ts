import { OrderStatus } from '@school/contracts';
import { badRequest, notFound } from '../../core/errors.ts';
import type { CheckoutDeps } from './checkout.service.ts';
import type { IncomingNotification } from './gateways/gateway.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { PayState, StrayPayment } from './payment.repo.ts';

/** Gateways' notifications: what makes an order paid (issue 13, decision 0037). */
export function createPaymentNotify(deps: CheckoutDeps) {
  const { transact, paymentRepo, users, clock, log } = deps;

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

  /**
   * A gateway's notification. Its signature is checked first; then, in one transaction, the serial
   * number and amount, and the attempt and the order each move on only from a state that allows it,
   * so repeats and concurrent copies change nothing. Money for an order that no longer waited for it
   * is recorded and flagged for refund. Answers a note for the log.
   */
  return async function notify(gatewayName: string, incoming: IncomingNotification): Promise<string> {
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
  };
}
