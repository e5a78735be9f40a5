import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipSync } from 'fflate';
import { createFakeClock } from '../../../testing/test-app.ts';
import { createAlipayGateway, parseAlipayBill } from './alipay.ts';
import { alipaySignString, startAlipayStandIn, STAND_IN_APP_ID, type AlipayStandIn } from './alipay-stand-in.ts';

/** Alipay through its official SDK against the local stand-in (`alipay-stand-in.ts`), which checks and signs as documented. */

const clock = createFakeClock(Date.UTC(2026, 10, 26, 8, 0, 0));
let standIn: AlipayStandIn;
beforeAll(async () => {
  standIn = await startAlipayStandIn(clock.now);
});
afterAll(() => standIn.close());

const gatewayWith = (over = {}) => createAlipayGateway(standIn.config(over), { clock });
const order = (serialNumber: string, amount: number) => ({
  siteId: 11,
  serialNumber,
  amount,
  subject: '零基础英语口语 90 天',
  expireTime: clock.now() + 30 * 60_000,
  origin: 'https://school.example.com',
  scene: 'desktop' as const,
  clientIp: '203.0.113.7',
  returnUrl: `https://school.example.com/account/order?orderNo=O${serialNumber}`,
});

describe('Alipay (face-to-face QR) against a stand-in', () => {
  it('precreates a payment with an RSA2-signed request in Beijing time and answers the QR address', async () => {
    const made = await gatewayWith().createPayment(order('A100', 9900));
    expect(made).toEqual({ payMessage: 'https://qr.alipay.com/A100', payAction: 'qr' });
    const sent = standIn.received.at(-1)!;
    expect(sent.params).toMatchObject({
      app_id: STAND_IN_APP_ID,
      method: 'alipay.trade.precreate',
      sign_type: 'RSA2',
      timestamp: '2026-11-26 16:00:00',
      notify_url: 'https://school.example.com/apis/user/api/order/pay/notify/alipay',
    });
    expect(sent.bizContent).toEqual({
      out_trade_no: 'A100',
      total_amount: '99.00',
      subject: '零基础英语口语 90 天',
      time_expire: '2026-11-26 16:30:00',
    });
  });

  it('sends a phone to a signed WAP pay address that comes back to the order', async () => {
    const made = await gatewayWith().createPayment({ ...order('A200', 9900), scene: 'phone' });
    expect(made.payAction).toBe('redirect');
    const address = new URL(made.payMessage);
    expect(`${address.origin}${address.pathname}`).toBe(`${standIn.endpoint}/gateway.do`);
    const cashier = await fetch(made.payMessage);
    expect([cashier.status, await cashier.text()]).toEqual([200, '<p>支付宝收银台 ¥99.00</p>']);
    const sent = standIn.received.at(-1)!;
    expect(sent.params).toMatchObject({
      app_id: STAND_IN_APP_ID,
      method: 'alipay.trade.wap.pay',
      sign_type: 'RSA2',
      timestamp: '2026-11-26 16:00:00',
      notify_url: 'https://school.example.com/apis/user/api/order/pay/notify/alipay',
      return_url: 'https://school.example.com/account/order?orderNo=OA200',
    });
    expect(sent.bizContent).toEqual({
      out_trade_no: 'A200',
      total_amount: '99.00',
      subject: '零基础英语口语 90 天',
      product_code: 'QUICK_WAP_WAY',
      time_expire: '2026-11-26 16:30:00',
      quit_url: 'https://school.example.com/account/order?orderNo=OA200',
    });

    // The stand-in checks the signature as Alipay does: a changed amount or a stranger's key is refused.
    const cheaper = new URL(made.payMessage);
    cheaper.searchParams.set('biz_content', JSON.stringify({ ...sent.bizContent, total_amount: '0.01' }));
    expect((await fetch(cheaper)).status).toBe(400);
    const stranger = await gatewayWith({ privateKey: standIn.strangerPrivateKey }).createPayment({
      ...order('A201', 9900),
      scene: 'phone',
    });
    const refused = await fetch(stranger.payMessage);
    expect([refused.status, await refused.text()]).toEqual([400, '<p>错误代码 isv.invalid-signature</p>']);
  });

  it('is refused with a key Alipay does not know, and refuses an answer it cannot verify', async () => {
    await expect(
      gatewayWith({ privateKey: standIn.strangerPrivateKey }).createPayment(order('A101', 100)),
    ).rejects.toMatchObject({ code: 409, message: '支付宝：验签出错' });
    standIn.forgeAnswers(true);
    try {
      await expect(gatewayWith().createPayment(order('A102', 100))).rejects.toMatchObject({
        code: 409,
        message: '支付宝应答签名无效，请稍后重试',
      });
    } finally {
      standIn.forgeAnswers(false);
    }
    await expect(gatewayWith({ gateway: 'http://127.0.0.1:9/gateway.do' }).close('A100')).rejects.toMatchObject({
      message: '支付宝暂时无法连接，请稍后重试',
    });
  });

  it('reads a notification only when Alipay signed it for this application', async () => {
    const gateway = gatewayWith();
    const paid = {
      out_trade_no: 'A100',
      trade_no: '2026112622001',
      trade_status: 'TRADE_SUCCESS',
      total_amount: '99.00',
    };
    const body = standIn.notification(paid);
    expect(await gateway.verifyNotification({ headers: {}, body })).toEqual({
      serialNumber: 'A100',
      tradeNo: '2026112622001',
      amount: 9900,
      paid: true,
    });
    const closed = standIn.notification({ ...paid, trade_status: 'TRADE_CLOSED' });
    expect((await gateway.verifyNotification({ headers: {}, body: closed })).paid).toBe(false);

    const refusals = [
      body.replace('total_amount=99.00', 'total_amount=0.01'),
      standIn.notification(paid, { forged: true }),
      body.replace(/&sign=[^&]*/, ''),
    ];
    for (const forged of refusals) {
      await expect(gateway.verifyNotification({ headers: {}, body: forged })).rejects.toMatchObject({
        code: 400,
        message: '通知签名无效',
      });
    }
    await expect(
      gateway.verifyNotification({ headers: {}, body: standIn.notification({ ...paid, app_id: '2021000000000999' }) }),
    ).rejects.toMatchObject({ code: 400, message: '通知不属于本应用' });
    await expect(
      gateway.verifyNotification({
        headers: {},
        body: standIn.notification({ ...paid, trade_status: 'WAIT_BUYER_PAY' }),
      }),
    ).rejects.toMatchObject({ code: 400, message: '通知内容无法识别' });
    expect(gateway.answer(200, '成功')).toMatchObject({ status: 200, body: 'success' });
    expect(gateway.answer(400, '通知签名无效')).toMatchObject({ status: 400, body: 'fail' });
  });

  it('queries, closes, refunds and reads the day’s bill', async () => {
    const gateway = gatewayWith();
    expect(await gateway.query('A100')).toEqual({ state: 'paid', amount: 9900, tradeNo: '2026112622001' });
    // A code nobody scanned has no trade at Alipay yet: still waiting, and closing it is fine.
    expect(await gateway.query('NEVER-SCANNED')).toEqual({ state: 'waiting', amount: 0, tradeNo: '' });
    await gateway.close('NEVER-SCANNED');
    await gateway.close('A100');
    expect(standIn.received.at(-1)!.bizContent).toEqual({ out_trade_no: 'A100' });
    await gateway.refund({ serialNumber: 'A100', refundNo: 'R1', amount: 9900, total: 9900 });
    expect(standIn.received.at(-1)!.bizContent).toEqual({
      out_trade_no: 'A100',
      refund_amount: '99.00',
      out_request_no: 'R1',
    });
    await expect(
      gateway.refund({ serialNumber: 'A100', refundNo: 'R2', amount: 1, total: 9900 }),
    ).rejects.toMatchObject({ code: 409, message: '支付宝：退款金额超限' });

    const lines = await gateway.statement(Date.UTC(2026, 10, 24, 16), Date.UTC(2026, 10, 25, 16));
    expect(standIn.received.at(-1)!.bizContent).toEqual({ bill_type: 'trade', bill_date: '2026-11-25' });
    expect(lines).toEqual([
      { serialNumber: 'S1', tradeNo: '2026112522001', amount: 9900, refunded: 0, payTime: Date.UTC(2026, 10, 25, 2) },
      {
        serialNumber: 'S2',
        tradeNo: '2026112522002',
        amount: 1990,
        refunded: 1000,
        payTime: Date.UTC(2026, 10, 25, 3, 0, 5),
      },
    ]);
  });

  it('signs what the documentation says: every parameter but the left-out ones, sorted by name', () => {
    expect(alipaySignString({ b: '2', sign: 'x', a: '1', sign_type: 'RSA2' }, ['sign', 'sign_type'])).toBe('a=1&b=2');
    expect(parseAlipayBill(zipSync({ 'empty.csv': new Uint8Array() }))).toEqual([]);
  });
});
