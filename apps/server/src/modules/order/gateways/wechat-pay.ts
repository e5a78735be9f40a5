import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { PayScene, PayType, type JsapiPayParams } from '@school/contracts';
import type { WechatPayConfig } from '../../../core/config.ts';
import { badRequest, wrongState } from '../../../core/errors.ts';
import type { Clock } from '../../../core/time.ts';
import type { OpenedPayment, PaymentGateway, PaymentRequest, StatementLine, TradeState } from './gateway.ts';

export type { WechatPayConfig };

/** Signed messages older or newer than this are refused (replays). */
const CLOCK_SKEW_SECONDS = 300;

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
};

/** `yyyy-MM-ddTHH:mm:ss+08:00`, the time format of the API. */
const rfc3339 = (epochMs: number) => `${new Date(epochMs + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

const TRADE_STATES: Record<string, TradeState> = {
  SUCCESS: 'paid',
  REFUND: 'refunded',
  NOTPAY: 'waiting',
  USERPAYING: 'waiting',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'failed',
};

interface Transaction {
  out_trade_no: string;
  transaction_id?: string;
  trade_state: string;
  amount?: { total?: number };
}

/** The string WeixinJSBridge's `paySign` signs: appId, timeStamp, nonceStr and package, a line each. */
export const jsapiSignString = (params: Pick<JsapiPayParams, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>) =>
  `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;

/**
 * WeChat Pay API v3 — Native payment on a desktop (a QR code), H5 payment in a phone's browser (the
 * phone goes to `h5_url` and comes back to the order), JSAPI inside WeChat's browser (WeixinJSBridge
 * with the buyer's openid; decision 0053) — written to the documented signature rules: every request is
 * signed with the merchant key (`WECHATPAY2-SHA256-RSA2048`), every answer and notification is checked
 * against the platform key, and a notification's resource is opened with the APIv3 key (AES-256-GCM).
 */
export function createWechatPayGateway(
  config: WechatPayConfig,
  deps: { clock: Clock; fetch?: typeof fetch },
): PaymentGateway {
  const send = deps.fetch ?? fetch;

  function verifySignature(headers: Record<string, string | string[] | undefined>, body: string): boolean {
    const timestamp = header(headers, 'Wechatpay-Timestamp');
    const nonce = header(headers, 'Wechatpay-Nonce');
    const signature = header(headers, 'Wechatpay-Signature');
    const serial = header(headers, 'Wechatpay-Serial');
    if (!timestamp || !nonce || !signature || serial !== config.platformSerial) return false;
    if (Math.abs(deps.clock.now() / 1000 - Number(timestamp)) > CLOCK_SKEW_SECONDS) return false;
    return createVerify('RSA-SHA256')
      .update(`${timestamp}\n${nonce}\n${body}\n`)
      .verify(config.platformPublicKey, signature, 'base64');
  }

  async function call<T>(method: 'GET' | 'POST', path: string, payload?: object): Promise<{ status: number; data: T }> {
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(deps.clock.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`)
      .sign(config.privateKey, 'base64');
    const response = await send(`${config.endpoint}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.certSerial}"`,
      },
      body: payload ? body : undefined,
    });
    const text = await response.text();
    const headers = Object.fromEntries(response.headers.entries());
    if (!verifySignature(headers, text)) {
      throw wrongState('微信支付应答签名无效，请稍后重试');
    }
    const data = (text ? JSON.parse(text) : {}) as T & { message?: string };
    if (response.status >= 300) throw wrongState(`微信支付：${data.message ?? response.status}`);
    return { status: response.status, data };
  }

  async function openPayment(request: PaymentRequest): Promise<OpenedPayment> {
    const order = {
      appid: config.appId,
      mchid: config.mchId,
      description: request.subject.slice(0, 127),
      out_trade_no: request.serialNumber,
      time_expire: rfc3339(request.expireTime),
      notify_url: config.notifyUrl,
      amount: { total: request.amount, currency: 'CNY' },
    };
    if (request.scene === PayScene.wechat) {
      if (!request.openid) throw badRequest('请先授权微信账号后再使用微信支付');
      const { data } = await call<{ prepay_id: string }>('POST', '/v3/pay/transactions/jsapi', {
        ...order,
        payer: { openid: request.openid },
      });
      return { payMessage: '', payAction: 'jsapi', jsapi: bridgeArguments(data.prepay_id) };
    }
    if (request.scene === PayScene.phone) {
      const { data } = await call<{ h5_url: string }>('POST', '/v3/pay/transactions/h5', {
        ...order,
        scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
      });
      const back = `redirect_url=${encodeURIComponent(request.returnUrl)}`;
      return { payMessage: `${data.h5_url}${data.h5_url.includes('?') ? '&' : '?'}${back}`, payAction: 'redirect' };
    }
    const { data } = await call<{ code_url: string }>('POST', '/v3/pay/transactions/native', order);
    return { payMessage: data.code_url, payAction: 'qr' };
  }

  /** WeixinJSBridge `getBrandWCPayRequest`'s arguments, signed with the merchant key. */
  function bridgeArguments(prepayId: string): JsapiPayParams {
    const unsigned = {
      appId: config.appId,
      timeStamp: String(Math.floor(deps.clock.now() / 1000)),
      nonceStr: randomBytes(16).toString('hex'),
      package: `prepay_id=${prepayId}`,
    };
    const paySign = createSign('RSA-SHA256').update(jsapiSignString(unsigned)).sign(config.privateKey, 'base64');
    return { ...unsigned, signType: 'RSA', paySign };
  }

  return {
    payType: PayType.wechat,
    name: 'wechat',

    createPayment: (request) => openPayment(request),

    async verifyNotification({ headers, body }) {
      if (!verifySignature(headers, body)) throw badRequest('通知签名无效');
      const note = JSON.parse(body) as {
        resource?: { algorithm?: string; ciphertext?: string; nonce?: string; associated_data?: string };
      };
      const resource = note.resource;
      if (resource?.algorithm !== 'AEAD_AES_256_GCM' || !resource.ciphertext || !resource.nonce) {
        throw badRequest('通知内容无法识别');
      }
      let transaction: Transaction;
      try {
        const sealed = Buffer.from(resource.ciphertext, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', Buffer.from(config.apiV3Key, 'utf8'), resource.nonce);
        decipher.setAuthTag(sealed.subarray(-16));
        decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
        const plain = Buffer.concat([decipher.update(sealed.subarray(0, -16)), decipher.final()]).toString('utf8');
        transaction = JSON.parse(plain) as Transaction;
      } catch {
        throw badRequest('通知内容解密失败');
      }
      return {
        serialNumber: transaction.out_trade_no,
        tradeNo: transaction.transaction_id ?? '',
        amount: transaction.amount?.total ?? 0,
        paid: transaction.trade_state === 'SUCCESS',
      };
    },

    answer(status, message) {
      if (status === 200) return { status: 204, contentType: 'application/json', body: '' };
      return { status, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message }) };
    },

    async query(serialNumber) {
      const { data } = await call<Transaction>(
        'GET',
        `/v3/pay/transactions/out-trade-no/${encodeURIComponent(serialNumber)}?mchid=${config.mchId}`,
      );
      return {
        state: TRADE_STATES[data.trade_state] ?? 'waiting',
        amount: data.amount?.total ?? 0,
        tradeNo: data.transaction_id ?? '',
      };
    },

    async close(serialNumber) {
      await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(serialNumber)}/close`, {
        mchid: config.mchId,
      });
    },

    async refund({ serialNumber, refundNo, amount, total }) {
      await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: serialNumber,
        out_refund_no: refundNo,
        amount: { refund: amount, total, currency: 'CNY' },
      });
    },

    async statement(dayStart) {
      const day = rfc3339(dayStart).slice(0, 10);
      const { data } = await call<{ download_url: string }>('GET', `/v3/bill/tradebill?bill_date=${day}&bill_type=ALL`);
      const path = new URL(data.download_url).pathname + new URL(data.download_url).search;
      const bill = await callText(path);
      return parseTradeBill(bill);
    },
  };

  /** The bill file itself: signed like every request; the file is plain text, its answer is not signed. */
  async function callText(path: string): Promise<string> {
    const timestamp = String(Math.floor(deps.clock.now() / 1000));
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(`GET\n${path}\n${timestamp}\n${nonce}\n\n`)
      .sign(config.privateKey, 'base64');
    const response = await send(`${config.endpoint}${path}`, {
      headers: {
        authorization: `WECHATPAY2-SHA256-RSA2048 mchid="${config.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${config.certSerial}"`,
      },
    });
    if (!response.ok) throw wrongState(`微信支付：账单下载失败（${response.status}）`);
    return response.text();
  }
}

/**
 * A trade bill (CSV; values start with a back quote): the rows between the header and the summary.
 * Columns are found by their Chinese names, so the order of columns does not matter.
 */
export function parseTradeBill(bill: string): StatementLine[] {
  const lines = bill.split(/\r?\n/).filter((line) => line.trim() !== '');
  const headerLine = lines[0];
  if (!headerLine) return [];
  const names = headerLine.split(',').map((name) => name.trim());
  const at = (name: string) => names.indexOf(name);
  const columns = {
    time: at('交易时间'),
    tradeNo: at('微信订单号'),
    serialNumber: at('商户订单号'),
    amount: at('订单金额') >= 0 ? at('订单金额') : at('应结订单金额'),
    refunded: at('退款金额'),
  };
  const lines_: StatementLine[] = [];
  for (const line of lines.slice(1)) {
    if (!line.startsWith('`')) break; // the summary follows the rows
    const cells = line.split(',').map((cell) => cell.replace(/^`/, '').trim());
    const yuanToFen = (value: string | undefined) => Math.round(Number(value ?? 0) * 100);
    lines_.push({
      serialNumber: cells[columns.serialNumber] ?? '',
      tradeNo: cells[columns.tradeNo] ?? '',
      amount: yuanToFen(cells[columns.amount]),
      refunded: yuanToFen(cells[columns.refunded]),
      payTime: Date.parse(`${(cells[columns.time] ?? '').replace(' ', 'T')}+08:00`),
    });
  }
  return lines_;
}
