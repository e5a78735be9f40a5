import {
  ORDER_PAY_MINUTES,
  orderResultUrl,
  OrderStatus,
  PayScene,
  paySceneOf,
  PayType,
  payTypeFitsScene,
  type OrderPayResult,
} from '@school/contracts';
import { badRequest, wrongState } from '../../core/errors.ts';
import { fenToYuan } from '../../core/money.ts';
import { formatDateTime } from '../../core/time.ts';
import type { CheckoutDeps, PayClient } from './checkout.service.ts';
import type { OpenedPayment } from './gateways/gateway.ts';
import type { OrderInfoTable } from './order.tables.ts';
import { PayState, StrayPayment } from './payment.repo.ts';
import { newBusinessRow } from '../../db/columns.ts';

const PAY_WINDOW_MS = ORDER_PAY_MINUTES * 60_000;

/** Payment attempts: a serial number opened with a gateway for an order, fitting the buyer's scene (decision 0053). */
export function createPaymentAttempts(deps: CheckoutDeps) {
  const { transact, paymentRepo, clock, newId, log } = deps;

  const gatewayFor = (payType: number) => {
    const gateway = deps.gateways.find((item) => item.payType === payType);
    if (!gateway) throw badRequest('该支付方式暂未开通，请选择其他支付方式');
    return gateway;
  };

  const payResult = (order: OrderInfoTable, opened: OpenedPayment): OrderPayResult => ({
    ...opened,
    orderNo: order.order_no,
    serialNumber: order.serial_number,
    productName: order.product_name,
    price: fenToYuan(order.paid_price),
    orderStatus: order.order_status,
    expireTime: order.order_status === OrderStatus.waiting ? formatDateTime(order.expire_time) : '',
  });

  /** The scene the website named, or the one its user agent shows; Alipay is refused inside WeChat. */
  function sceneFor(payType: number, named: PayScene | undefined, client: PayClient): PayScene {
    const scene = named ?? paySceneOf(client.userAgent);
    if (!payTypeFitsScene(payType, scene)) throw badRequest('微信内无法使用支付宝，请选择微信支付或在浏览器中打开');
    return scene;
  }

  /** Opens a payment attempt with the gateway for the order's buyer, fitting their scene. */
  async function openPayment(order: OrderInfoTable, payType: number, scene: PayScene, client: PayClient) {
    const gateway = gatewayFor(payType);
    const openid =
      scene === PayScene.wechat && payType === PayType.wechat
        ? ((await deps.payOpenid(order.site_id, order.user_id)) ?? undefined)
        : undefined;
    const serialNumber = String(newId());
    const expireTime = clock.now() + PAY_WINDOW_MS;
    const opened = await gateway.createPayment({
      siteId: order.site_id,
      serialNumber,
      amount: order.paid_price,
      subject: order.product_name,
      expireTime,
      origin: client.origin,
      scene,
      clientIp: client.ip,
      returnUrl: orderResultUrl(client.origin, order.order_no),
      openid,
    });
    const now = clock.now();
    return {
      expireTime,
      opened,
      row: {
        ...newBusinessRow(newId(), order.site_id, now),
        order_id: order.id,
        serial_number: serialNumber,
        pay_type: payType,
        amount: order.paid_price,
        pay_state: PayState.open,
        // Only a QR code is ever shown again; a phone's address is used once (and can be longer than the column).
        pay_message: opened.payAction === 'qr' ? opened.payMessage : '',
        trade_no: '',
        notify_time: null,
        needs_refund: StrayPayment.none,
      },
    };
  }

  /** A new serial number for a waiting or failed order; the earlier attempt can no longer pay it. */
  async function payAgain(
    order: OrderInfoTable,
    payType: number | undefined,
    scene: PayScene | undefined,
    client: PayClient,
  ) {
    const current = await paymentRepo.currentPayment(order.site_id, order.serial_number);
    const chosen = payType ?? current?.pay_type ?? PayType.sandbox;
    const {
      row: payment,
      expireTime,
      opened,
    } = await openPayment(order, chosen, sceneFor(chosen, scene, client), client);
    const now = clock.now();
    const superseded = await transact(async (tx) => {
      const moved = await paymentRepo.moveOrder(
        order.site_id,
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
      const ended = await paymentRepo.supersedeOpen(order.site_id, order.id, now, tx);
      await paymentRepo.insertPayment(payment, tx);
      return ended;
    });
    for (const { serial_number } of superseded) {
      await gatewayFor(current?.pay_type ?? chosen)
        .close(serial_number)
        .catch((err: unknown) => log.warn({ err, serialNumber: serial_number }, 'gateway close failed'));
    }
    await deps.scheduleClose(order.site_id, order.id, expireTime);
    return payResult(
      { ...order, order_status: OrderStatus.waiting, serial_number: payment.serial_number, expire_time: expireTime },
      opened,
    );
  }

  return { gatewayFor, payResult, sceneFor, openPayment, payAgain };
}
