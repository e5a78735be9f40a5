import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WechatPayConfig } from './wechat-pay.ts';

/**
 * A local stand-in for WeChat Pay API v3, for tests: it checks what the documentation says the real
 * one checks — the merchant's request signature (`WECHATPAY2-SHA256-RSA2048`, merchant id and
 * certificate serial) — answers Native, H5 (`h5_url`, given the payer's IP) and JSAPI (`prepay_id`,
 * given the payer's openid) orders, signs its answers and notifications with its platform key, and seals a
 * notification's transaction with the APIv3 key (AES-256-GCM).
 */

export const STAND_IN_MCH_ID = '1900000001';
const MERCHANT_SERIAL = 'MERCHANT-SERIAL';
const PLATFORM_SERIAL = 'PLATFORM-SERIAL';
const API_V3_KEY = 'a'.repeat(16) + 'b'.repeat(16);

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pemOf = (key: KeyObject) =>
  key.export({ format: 'pem', type: key.type === 'private' ? 'pkcs8' : 'spki' }).toString();

export interface Received {
  method: string;
  path: string;
  body: string;
}

export async function startWechatPayStandIn(now: () => number) {
  const merchant = keyPair();
  const platform = keyPair();
  /** A key pair nobody registered: for forged signatures. */
  const stranger = keyPair();
  const received: Received[] = [];
  let answerKey = platform.privateKey;

  function platformHeaders(body: string, key = platform.privateKey, at = now()) {
    const timestamp = String(Math.floor(at / 1000));
    const nonce = randomBytes(8).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(key, 'base64');
    return {
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': nonce,
      'wechatpay-signature': signature,
      'wechatpay-serial': PLATFORM_SERIAL,
    };
  }

  function merchantSigned(method: string, path: string, body: string, authorization: string): boolean {
    const fields = Object.fromEntries(
      [...authorization.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const),
    );
    if (!authorization.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return false;
    if (fields.mchid !== STAND_IN_MCH_ID || fields.serial_no !== MERCHANT_SERIAL) return false;
    return createVerify('RSA-SHA256')
      .update(`${method}\n${path}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`)
      .verify(merchant.publicKey, fields.signature ?? '', 'base64');
  }

  let endpoint = '';
  function answer(path: string, body: string): { status: number; data?: object; text?: string } {
    if (path === '/v3/pay/transactions/native') {
      const order = JSON.parse(body) as { out_trade_no: string };
      return { status: 200, data: { code_url: `weixin://wxpay/bizpayurl?pr=${order.out_trade_no}` } };
    }
    if (path === '/v3/pay/transactions/h5') {
      const order = JSON.parse(body) as {
        out_trade_no: string;
        scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
      };
      if (!order.scene_info?.payer_client_ip || !order.scene_info.h5_info?.type) {
        return { status: 400, data: { code: 'PARAM_ERROR', message: '缺少 scene_info' } };
      }
      return {
        status: 200,
        data: { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${order.out_trade_no}` },
      };
    }
    if (path === '/v3/pay/transactions/jsapi') {
      const order = JSON.parse(body) as { out_trade_no: string; payer?: { openid?: string } };
      if (!order.payer?.openid) return { status: 400, data: { code: 'PARAM_ERROR', message: '缺少 payer.openid' } };
      return { status: 200, data: { prepay_id: `wx${order.out_trade_no}` } };
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
    if (path.startsWith('/v3/bill/tradebill')) {
      return { status: 200, data: { download_url: `${endpoint}/bill/file?t=1` } };
    }
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

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ method: req.method ?? '', path, body });
      const reply = merchantSigned(req.method ?? '', path, body, req.headers.authorization ?? '')
        ? answer(path, body)
        : { status: 401, data: { code: 'SIGN_ERROR', message: '签名错误' } };
      const text = reply.text ?? (reply.data ? JSON.stringify(reply.data) : '');
      const signed = reply.text ? {} : platformHeaders(text, answerKey);
      res.writeHead(reply.status, { 'content-type': 'application/json', ...signed });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoint,
    received,
    strangerPrivateKey: pemOf(stranger.privateKey),
    /** What WeChat knows of the merchant's key: a JSAPI `paySign` is checked with it. */
    merchantPublicKey: pemOf(merchant.publicKey),
    /** The merchant settings that match this stand-in. */
    config: (over: Partial<WechatPayConfig> = {}): WechatPayConfig => ({
      mchId: STAND_IN_MCH_ID,
      appId: 'wxapp',
      certSerial: MERCHANT_SERIAL,
      privateKey: pemOf(merchant.privateKey),
      apiV3Key: API_V3_KEY,
      platformPublicKey: pemOf(platform.publicKey),
      platformSerial: PLATFORM_SERIAL,
      endpoint,
      notifyUrl: 'https://school.example.com/apis/user/api/order/pay/notify/wechat',
      ...over,
    }),
    /** Sign the next answers with a key WeChat Pay does not have (true), or with the platform key again. */
    forgeAnswers(forged: boolean) {
      answerKey = forged ? stranger.privateKey : platform.privateKey;
    },
    /** A notification as WeChat Pay sends it: the transaction sealed with the APIv3 key, the body signed. */
    notification(transaction: object, options: { apiV3Key?: string; at?: number; forged?: boolean } = {}) {
      const nonce = randomBytes(6).toString('hex');
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(options.apiV3Key ?? API_V3_KEY, 'utf8'), nonce);
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
      const key = options.forged ? stranger.privateKey : platform.privateKey;
      return { body, headers: platformHeaders(body, key, options.at) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WechatPayStandIn = Awaited<ReturnType<typeof startWechatPayStandIn>>;
