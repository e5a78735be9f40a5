import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../testing/test-app.ts';
import type { PaymentRequest } from './gateway.ts';
import { createWechatPayGateway, jsapiSignString, parseTradeBill } from './wechat-pay.ts';
import { startWechatPayStandIn, type WechatPayStandIn } from './wechat-pay-stand-in.ts';

/** WeChat Pay API v3 against the local stand-in (`wechat-pay-stand-in.ts`), which checks and signs as documented. */

const clock = createFakeClock(Date.UTC(2026, 10, 26, 8, 0, 0));
let standIn: WechatPayStandIn;
beforeAll(async () => {
  standIn = await startWechatPayStandIn(clock.now);
});
afterAll(() => standIn.close());
const config = (over = {}) => standIn.config(over);
const request = (serialNumber: string, over: Partial<PaymentRequest> = {}): PaymentRequest => ({
  siteId: 11,
  serialNumber,
  amount: 9900,
  subject: '零基础英语口语 90 天',
  expireTime: clock.now() + 30 * 60_000,
  origin: 'https://school.example.com',
  scene: 'desktop',
  clientIp: '203.0.113.7',
  returnUrl: `https://school.example.com/account/order?orderNo=O${serialNumber}`,
  ...over,
});
const notification = (...args: Parameters<WechatPayStandIn['notification']>) => standIn.notification(...args);

describe('WeChat Pay API v3 (Native) against a stand-in', () => {
  it('opens a payment with a signed request and answers the QR address', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    const made = await gateway.createPayment(request('S100'));
    expect(made).toEqual({ payMessage: 'weixin://wxpay/bizpayurl?pr=S100', payAction: 'qr' });
    const sent = JSON.parse(standIn.received.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      appid: 'wxapp',
      mchid: '1900000001',
      out_trade_no: 'S100',
      time_expire: '2026-11-26T16:30:00+08:00',
      amount: { total: 9900, currency: 'CNY' },
    });
  });

  it('sends a phone browser to h5_url with the payer’s IP, and back to the order', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    const made = await gateway.createPayment(request('S200', { scene: 'phone' }));
    expect(made).toEqual({
      payMessage:
        'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wxS200&redirect_url=' +
        encodeURIComponent('https://school.example.com/account/order?orderNo=OS200'),
      payAction: 'redirect',
    });
    const sent = standIn.received.at(-1)!;
    expect(sent.path).toBe('/v3/pay/transactions/h5');
    expect(JSON.parse(sent.body)).toMatchObject({
      out_trade_no: 'S200',
      amount: { total: 9900, currency: 'CNY' },
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
  });

  it('opens a JSAPI payment for the buyer’s openid and signs the bridge’s arguments with the merchant key', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    const made = await gateway.createPayment(
      request('S300', { scene: 'wechat', openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }),
    );
    expect(JSON.parse(standIn.received.at(-1)!.body)).toMatchObject({
      out_trade_no: 'S300',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    expect(made.payAction).toBe('jsapi');
    const bridge = made.jsapi!;
    expect(bridge).toMatchObject({
      appId: 'wxapp',
      timeStamp: String(clock.now() / 1000),
      package: 'prepay_id=wxS300',
      signType: 'RSA',
    });
    expect(jsapiSignString(bridge)).toBe(`wxapp\n${bridge.timeStamp}\n${bridge.nonceStr}\nprepay_id=wxS300\n`);
    const verify = (signed: string) =>
      createVerify('RSA-SHA256').update(signed).verify(standIn.merchantPublicKey, bridge.paySign, 'base64');
    expect(verify(jsapiSignString(bridge))).toBe(true);
    expect(verify(jsapiSignString({ ...bridge, package: 'prepay_id=wxOTHER' }))).toBe(false);

    await expect(gateway.createPayment(request('S301', { scene: 'wechat' }))).rejects.toMatchObject({
      code: 400,
      message: '请先授权微信账号后再使用微信支付',
    });
    const wrongKey = createWechatPayGateway(config({ privateKey: standIn.strangerPrivateKey }), { clock });
    await expect(wrongKey.createPayment(request('S302', { scene: 'wechat', openid: 'o1' }))).rejects.toMatchObject({
      code: 409,
      message: '微信支付：签名错误',
    });
  });

  it('is refused with a key WeChat Pay does not know, and refuses an answer it cannot verify', async () => {
    const wrongKey = createWechatPayGateway(config({ privateKey: standIn.strangerPrivateKey }), { clock });
    await expect(wrongKey.close('S100')).rejects.toMatchObject({ code: 409, message: '微信支付：签名错误' });
    standIn.forgeAnswers(true);
    try {
      await expect(createWechatPayGateway(config(), { clock }).close('S100')).rejects.toMatchObject({
        message: '微信支付应答签名无效，请稍后重试',
      });
    } finally {
      standIn.forgeAnswers(false);
    }
  });

  it('reads a notification only when it is signed by the platform, fresh and sealed with the APIv3 key', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    const paid = { out_trade_no: 'S100', transaction_id: '4200009', trade_state: 'SUCCESS', amount: { total: 9900 } };
    const good = notification(paid);
    expect(await gateway.verifyNotification(good)).toEqual({
      serialNumber: 'S100',
      tradeNo: '4200009',
      amount: 9900,
      paid: true,
    });
    const failed = notification({ ...paid, trade_state: 'PAYERROR' });
    expect((await gateway.verifyNotification(failed)).paid).toBe(false);

    const refusals = [
      { ...good, body: good.body.replace('EV-1', 'EV-2') },
      notification(paid, { forged: true }),
      notification(paid, { at: clock.now() - 10 * 60_000 }),
      { ...good, headers: { ...good.headers, 'wechatpay-serial': 'OTHER' } },
    ];
    for (const forged of refusals) {
      await expect(gateway.verifyNotification(forged)).rejects.toMatchObject({ code: 400, message: '通知签名无效' });
    }
    await expect(gateway.verifyNotification(notification(paid, { apiV3Key: 'c'.repeat(32) }))).rejects.toMatchObject({
      code: 400,
      message: '通知内容解密失败',
    });
    expect(gateway.answer(200, 'ok')).toMatchObject({ status: 204, body: '' });
    expect(JSON.parse(gateway.answer(400, '通知签名无效').body)).toEqual({ code: 'FAIL', message: '通知签名无效' });
  });

  it('queries, closes, refunds and reads the day’s bill', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    expect(await gateway.query('S1')).toEqual({ state: 'paid', amount: 9900, tradeNo: '4200001' });
    expect(standIn.received.at(-1)!.path).toBe('/v3/pay/transactions/out-trade-no/S1?mchid=1900000001');
    await gateway.close('S1');
    expect(standIn.received.at(-1)).toMatchObject({ method: 'POST', body: '{"mchid":"1900000001"}' });
    await gateway.refund({ serialNumber: 'S1', refundNo: 'R1', amount: 9900, total: 9900 });
    await expect(
      gateway.refund({ serialNumber: 'S1', refundNo: 'R2', amount: 9901, total: 9900 }),
    ).rejects.toMatchObject({ code: 409, message: '微信支付：退款金额超过订单金额' });
    const lines = await gateway.statement(Date.UTC(2026, 10, 24, 16), Date.UTC(2026, 10, 25, 16));
    expect(standIn.received.some((call) => call.path === '/v3/bill/tradebill?bill_date=2026-11-25&bill_type=ALL')).toBe(
      true,
    );
    expect(lines).toEqual([
      { serialNumber: 'S1', tradeNo: '4200001', amount: 9900, refunded: 0, payTime: Date.UTC(2026, 10, 25, 2) },
      { serialNumber: 'S2', tradeNo: '4200002', amount: 1990, refunded: 1990, payTime: Date.UTC(2026, 10, 25, 3, 30) },
    ]);
  });

  it('reads an empty bill as no lines', () => {
    expect(parseTradeBill('')).toEqual([]);
  });
});
