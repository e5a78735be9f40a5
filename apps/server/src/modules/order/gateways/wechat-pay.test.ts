import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../../testing/test-app.ts';
import { createWechatPayGateway, parseTradeBill, type WechatPayConfig } from './wechat-pay.ts';

/**
 * WeChat Pay API v3 against a local stand-in that checks what the documentation says the real one
 * checks: the merchant's request signature (`WECHATPAY2-SHA256-RSA2048`), and that signs its answers and
 * notifications with the platform key and seals notification resources with the APIv3 key.
 */

const pem = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchant = pem();
const platform = pem();
const stranger = pem();
const API_V3_KEY = 'a'.repeat(16) + 'b'.repeat(16);
const clock = createFakeClock(Date.UTC(2026, 10, 26, 8, 0, 0));

const exported = (key: ReturnType<typeof pem>['privateKey'] | ReturnType<typeof pem>['publicKey']) =>
  key.export({ format: 'pem', type: key.type === 'private' ? 'pkcs8' : 'spki' }).toString();

interface Received {
  method: string;
  path: string;
  body: string;
}

let server: Server;
let endpoint = '';
const received: Received[] = [];
/** Tests may break the stand-in's answer signature. */
let signAnswersWith = platform.privateKey;

function platformHeaders(body: string, key = platform.privateKey, at = clock.now()) {
  const timestamp = String(Math.floor(at / 1000));
  const nonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': 'PLATFORM-SERIAL',
  };
}

/** The merchant's Authorization header, checked as WeChat Pay does. */
function merchantSigned(method: string, path: string, body: string, authorization: string): boolean {
  const fields = Object.fromEntries(
    [...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const),
  );
  if (!authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== '1900000001') return false;
  if (fields.serial_no !== 'MERCHANT-SERIAL') return false;
  return createVerify('RSA-SHA256')
    .update(`${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
    .verify(merchant.publicKey, fields.signature ?? '', 'base64');
}

function answers(path: string, body: string): { status: number; data?: object; text?: string } {
  if (path === '/v3/pay/transactions/native') {
    const order = JSON.parse(body) as { out_trade_no: string; amount: { total: number } };
    return { status: 200, data: { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` } };
  }
  if (path.startsWith('/v3/pay/transactions/out-trade-no/') && path.includes('/close')) return { status: 204 };
  if (path.startsWith('/v3/pay/transactions/out-trade-no/')) {
    return {
      status: 200,
      data: { out_trade_no: 'S1', transaction_id: '4200001', trade_state: 'SUCCESS', amount: { total: 9900 } },
    };
  }
  if (path === '/v3/refund/domestic/refunds') {
    const refund = JSON.parse(body) as { amount: { refund: number; total: number } };
    if (refund.amount.refund > refund.amount.total) {
      return { status: 400, data: { code: 'PARAM_ERROR', message: '退款金额超过订单金额' } };
    }
    return { status: 200, data: { status: 'PROCESSING' } };
  }
  if (path.startsWith('/v3/bill/tradebill'))
    return { status: 200, data: { download_url: `${endpoint}/bill/file?t=1` } };
  if (path.startsWith('/bill/file')) {
    return {
      status: 200,
      text: [
        '交易时间,公众账号ID,商户号,微信订单号,商户订单号,交易状态,应结订单金额,退款金额,订单金额',
        '`2026-11-25 10:00:00,`wxapp,`1900000001,`4200001,`S1,`SUCCESS,`99.00,`0.00,`99.00',
        '`2026-11-25 11:30:00,`wxapp,`1900000001,`4200002,`S2,`REFUND,`19.90,`19.90,`19.90',
        '总交易单数,应结订单总金额',
        '`2,`118.90',
      ].join('\r\n'),
    };
  }
  return { status: 404, data: { code: 'NOT_FOUND', message: '接口不存在' } };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ method: req.method ?? '', path, body });
      if (!merchantSigned(req.method ?? '', path, body, req.headers.authorization ?? '')) {
        const text = JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' });
        res.writeHead(401, { 'content-type': 'application/json', ...platformHeaders(text, signAnswersWith) });
        res.end(text);
        return;
      }
      const answer = answers(path, body);
      const text = answer.text ?? (answer.data ? JSON.stringify(answer.data) : '');
      const signed = answer.text ? {} : platformHeaders(text, signAnswersWith);
      res.writeHead(answer.status, { 'content-type': 'application/json', ...signed });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = (over: Partial<WechatPayConfig> = {}): WechatPayConfig => ({
  mchId: '1900000001',
  appId: 'wxapp',
  certSerial: 'MERCHANT-SERIAL',
  privateKey: exported(merchant.privateKey),
  apiV3Key: API_V3_KEY,
  platformPublicKey: exported(platform.publicKey),
  platformSerial: 'PLATFORM-SERIAL',
  endpoint,
  notifyUrl: 'https://school.example.com/apis/user/api/order/pay/notify/wechat',
  ...over,
});

/** A notification as WeChat Pay sends it: the transaction sealed with the APIv3 key, the body signed. */
function notification(transaction: object, options: { key?: string; at?: number; signer?: typeof platform } = {}) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.key ?? API_V3_KEY, 'utf8'), nonce);
  cipher.setAAD(Buffer.from('transaction', 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify(transaction), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      original_type: 'transaction',
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: sealed.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
  return { body, headers: platformHeaders(body, (options.signer ?? platform).privateKey, options.at) };
}

describe('WeChat Pay API v3 (Native) against a stand-in', () => {
  it('opens a payment with a signed request and answers the QR address', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    const made = await gateway.createPayment({
      siteId: 11,
      serialNumber: 'S100',
      amount: 9900,
      subject: '零基础英语口语 90 天',
      expireTime: clock.now() + 30 * 60_000,
      origin: 'https://school.example.com',
    });
    expect(made.payMessage).toBe('weixin://wxpay/bizpayurl?pr=S100');
    const sent = JSON.parse(received.at(-1)!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      appid: 'wxapp',
      mchid: '1900000001',
      out_trade_no: 'S100',
      time_expire: '2026-11-26T16:30:00+08:00',
      amount: { total: 9900, currency: 'CNY' },
    });
  });

  it('is refused with a key WeChat Pay does not know, and refuses an answer it cannot verify', async () => {
    const wrongKey = createWechatPayGateway(config({ privateKey: exported(stranger.privateKey) }), { clock });
    await expect(wrongKey.close('S100')).rejects.toMatchObject({ code: 409, message: '微信支付：签名错误' });
    signAnswersWith = stranger.privateKey;
    try {
      await expect(createWechatPayGateway(config(), { clock }).close('S100')).rejects.toMatchObject({
        message: '微信支付应答签名无效，请稍后重试',
      });
    } finally {
      signAnswersWith = platform.privateKey;
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
      notification(paid, { signer: stranger }),
      notification(paid, { at: clock.now() - 10 * 60_000 }),
      { ...good, headers: { ...good.headers, 'wechatpay-serial': 'OTHER' } },
    ];
    for (const forged of refusals) {
      await expect(gateway.verifyNotification(forged)).rejects.toMatchObject({ code: 400, message: '通知签名无效' });
    }
    await expect(gateway.verifyNotification(notification(paid, { key: 'c'.repeat(32) }))).rejects.toMatchObject({
      code: 400,
      message: '通知内容解密失败',
    });
    expect(gateway.answer(200, 'ok')).toMatchObject({ status: 204, body: '' });
    expect(JSON.parse(gateway.answer(400, '通知签名无效').body)).toEqual({ code: 'FAIL', message: '通知签名无效' });
  });

  it('queries, closes, refunds and reads the day’s bill', async () => {
    const gateway = createWechatPayGateway(config(), { clock });
    expect(await gateway.query('S1')).toEqual({ state: 'paid', amount: 9900, tradeNo: '4200001' });
    expect(received.at(-1)!.path).toBe('/v3/pay/transactions/out-trade-no/S1?mchid=1900000001');
    await gateway.close('S1');
    expect(received.at(-1)).toMatchObject({ method: 'POST', body: '{"mchid":"1900000001"}' });
    await gateway.refund({ serialNumber: 'S1', refundNo: 'R1', amount: 9900, total: 9900 });
    await expect(
      gateway.refund({ serialNumber: 'S1', refundNo: 'R2', amount: 9901, total: 9900 }),
    ).rejects.toMatchObject({ code: 409, message: '微信支付：退款金额超过订单金额' });
    const lines = await gateway.statement(Date.UTC(2026, 10, 24, 16), Date.UTC(2026, 10, 25, 16));
    expect(received.some((call) => call.path === '/v3/bill/tradebill?bill_date=2026-11-25&bill_type=ALL')).toBe(true);
    expect(lines).toEqual([
      { serialNumber: 'S1', tradeNo: '4200001', amount: 9900, refunded: 0, payTime: Date.UTC(2026, 10, 25, 2) },
      { serialNumber: 'S2', tradeNo: '4200002', amount: 1990, refunded: 1990, payTime: Date.UTC(2026, 10, 25, 3, 30) },
    ]);
  });

  it('reads an empty bill as no lines', () => {
    expect(parseTradeBill('')).toEqual([]);
  });
});
