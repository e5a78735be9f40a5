import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { formatDateTime } from '../../../core/time.ts';
import { ALIPAY_TIME_ZONE, type AlipayConfig } from './alipay.ts';

/**
 * A local stand-in for Alipay's open API gateway (`gateway.do`), for tests. It checks what the
 * documentation says the real one checks — the application's RSA2 signature over every parameter but
 * `sign`, sorted by name, the app id and a Beijing-time timestamp — signs each answer's
 * `<method>_response` text with its own key, signs notifications (every parameter but `sign` and
 * `sign_type`) and hands out the trade bill as a zip of GBK CSV files. A WAP payment's address (a GET
 * of `gateway.do`) opens its cashier page only when it is signed and names `quit_url` and `return_url`.
 */

export const STAND_IN_APP_ID = '2021000000000001';
/** How far a request's timestamp may be from the stand-in's clock. */
const TIMESTAMP_TOLERANCE_MS = 10 * 60_000;

const keyPair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pemOf = (key: KeyObject) =>
  key.export({ format: 'pem', type: key.type === 'private' ? 'pkcs8' : 'spki' }).toString();

/** The documented string to sign: `key=value` pairs sorted by key, joined with `&`. */
export const alipaySignString = (params: Record<string, string>, leaveOut: string[]) =>
  Object.keys(params)
    .filter((key) => !leaveOut.includes(key) && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');

export interface AlipayReceived {
  method: string;
  params: Record<string, string>;
  bizContent: Record<string, string>;
}

export async function startAlipayStandIn(now: () => number) {
  const app = keyPair();
  const alipay = keyPair();
  /** A key pair nobody registered: for forged signatures. */
  const stranger = keyPair();
  const received: AlipayReceived[] = [];
  /** Trades by our serial number, as far as the stand-in has seen them. */
  const trades = new Map<string, { total: string; refunded: number }>();
  let answerKey = alipay.privateKey;
  let endpoint = '';

  function checkRequest(params: Record<string, string>): string | null {
    if (params.app_id !== STAND_IN_APP_ID) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2') return 'isv.invalid-signature-type';
    const at = Date.parse(`${(params.timestamp ?? '').replace(' ', 'T')}+08:00`);
    if (!(Math.abs(at - now()) <= TIMESTAMP_TOLERANCE_MS)) return 'isv.invalid-timestamp';
    const signed = createVerify('RSA-SHA256')
      .update(alipaySignString(params, ['sign']), 'utf8')
      .verify(app.publicKey, params.sign ?? '', 'base64');
    return signed ? null : 'isv.invalid-signature';
  }

  function answer(method: string, biz: Record<string, string>): Record<string, string> {
    const ok = { code: '10000', msg: 'Success' };
    const noTrade = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
    const trade = trades.get(biz.out_trade_no ?? '');
    switch (method) {
      case 'alipay.trade.precreate':
        trades.set(biz.out_trade_no!, { total: biz.total_amount!, refunded: 0 });
        return { ...ok, out_trade_no: biz.out_trade_no!, qr_code: `https://qr.alipay.com/${biz.out_trade_no}` };
      case 'alipay.trade.query':
        if (!trade) return noTrade;
        return {
          ...ok,
          out_trade_no: biz.out_trade_no!,
          trade_no: '2026112622001',
          trade_status: 'TRADE_SUCCESS',
          total_amount: trade.total,
        };
      case 'alipay.trade.close':
        return trade ? { ...ok, out_trade_no: biz.out_trade_no! } : noTrade;
      case 'alipay.trade.refund': {
        if (!trade) return noTrade;
        const fen = Math.round(Number(biz.refund_amount) * 100);
        if (trade.refunded + fen > Math.round(Number(trade.total) * 100)) {
          return {
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
            sub_msg: '退款金额超限',
          };
        }
        trade.refunded += fen;
        return { ...ok, fund_change: 'Y', refund_fee: (trade.refunded / 100).toFixed(2) };
      }
      case 'alipay.data.dataservice.bill.downloadurl.query':
        return { ...ok, bill_download_url: `${endpoint}/bill.zip?date=${biz.bill_date}` };
      default:
        return { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: '不存在的方法名' };
    }
  }

  function signedAnswer(method: string, response: object): string {
    const node = JSON.stringify(response);
    const sign = createSign('RSA-SHA256').update(node, 'utf8').sign(answerKey, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${node},"sign":"${sign}"}`;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (url.pathname === '/bill.zip') {
        res.writeHead(200, { 'content-type': 'application/zip' });
        res.end(tradeBill());
        return;
      }
      const params = {
        ...Object.fromEntries(url.searchParams),
        ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      const method = params.method ?? '';
      const bizContent = JSON.parse(params.biz_content || '{}') as Record<string, string>;
      received.push({ method, params, bizContent });
      const problem = checkRequest(params);
      if (method === 'alipay.trade.wap.pay') {
        // The phone's cashier page: Alipay shows it only for a well-signed address with a way back.
        const refusal = problem ?? (bizContent.quit_url && params.return_url ? null : 'missing-quit-or-return-url');
        if (!refusal) trades.set(bizContent.out_trade_no!, { total: bizContent.total_amount!, refunded: 0 });
        res.writeHead(refusal ? 400 : 200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(refusal ? `<p>错误代码 ${refusal}</p>` : `<p>支付宝收银台 ¥${bizContent.total_amount}</p>`);
        return;
      }
      const response = problem
        ? {
            code: '40002',
            msg: 'Invalid Arguments',
            sub_code: problem,
            sub_msg: problem === 'isv.invalid-signature' ? '验签出错' : '参数无效',
          }
        : answer(method, bizContent);
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
      res.end(signedAnswer(method, response));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The day's bill: a detail file with a trade and its partial refund, and a summary file. */
  function tradeBill(): Uint8Array {
    const detail = [
      '#支付宝业务明细查询',
      `#账号：[20880000000000000156]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注',
      '2026112522001\t,S1\t,交易,零基础英语口语,2026-11-25 09:59:40,2026-11-25 10:00:00,,,,,buyer@example.com,99.00,99.00,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,,-0.59,0.00,',
      '2026112522002\t,S2\t,交易,雅思写作,2026-11-25 11:00:00,2026-11-25 11:00:05,,,,,buyer2@example.com,19.90,19.90,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,,-0.12,0.00,',
      '2026112522002\t,S2\t,退款,雅思写作,2026-11-25 11:00:00,2026-11-25 11:30:00,,,,,buyer2@example.com,19.90,-10.00,0.00,0.00,0.00,0.00,0.00,,0.00,0.00,R2\t,0.06,0.00,',
      '#-----------------------------------------业务明细列表结束------------------------------------',
      '#交易合计：2笔，商家实收：118.90元',
      '#退款合计：1笔，商家实收：-10.00元',
      `#导出时间：[${formatDateTime(now(), ALIPAY_TIME_ZONE)}]`,
    ].join('\r\n');
    const summary = ['#支付宝业务汇总查询', '门店编号,门店名称,交易订单总笔数,退款订单总笔数', '合计,,2,1'].join(
      '\r\n',
    );
    return zipSync({
      '20880000000000000156_20261125_业务明细.csv': iconv.encode(detail, 'gbk'),
      '20880000000000000156_20261125_业务明细(汇总).csv': iconv.encode(summary, 'gbk'),
    });
  }

  return {
    endpoint,
    received,
    strangerPrivateKey: pemOf(stranger.privateKey),
    /** The application settings that match this stand-in. */
    config: (over: Partial<AlipayConfig> = {}): AlipayConfig => ({
      appId: STAND_IN_APP_ID,
      privateKey: pemOf(app.privateKey),
      alipayPublicKey: pemOf(alipay.publicKey),
      gateway: `${endpoint}/gateway.do`,
      notifyUrl: 'https://school.example.com/apis/user/api/order/pay/notify/alipay',
      ...over,
    }),
    /** Sign the next answers with a key Alipay does not have (true), or with Alipay's key again. */
    forgeAnswers(forged: boolean) {
      answerKey = forged ? stranger.privateKey : alipay.privateKey;
    },
    /** A notification as Alipay posts it: form fields, signed over all but `sign` and `sign_type`. */
    notification(fields: Record<string, string>, options: { forged?: boolean } = {}): string {
      const params: Record<string, string> = {
        notify_time: formatDateTime(now(), ALIPAY_TIME_ZONE),
        notify_type: 'trade_status_sync',
        notify_id: 'ac05099524730693a8b330c5ecf72da9786',
        app_id: STAND_IN_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        subject: '零基础英语口语 90 天',
        ...fields,
      };
      const key = options.forged ? stranger.privateKey : alipay.privateKey;
      params.sign = createSign('RSA-SHA256')
        .update(alipaySignString(params, ['sign', 'sign_type']), 'utf8')
        .sign(key, 'base64');
      return new URLSearchParams(params).toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type AlipayStandIn = Awaited<ReturnType<typeof startAlipayStandIn>>;
