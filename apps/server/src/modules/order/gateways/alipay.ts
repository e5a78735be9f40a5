import type { AlipaySdk, AlipaySdkCommonResult } from 'alipay-sdk';
import { unzipSync } from 'fflate';
import { PayScene, PayType } from '@school/contracts';
import type { AlipayConfig } from '../../../core/config.ts';
import { badRequest, wrongState } from '../../../core/errors.ts';
import { formatDateTime, type Clock } from '../../../core/time.ts';
import type { PaymentGateway, PaymentRequest, StatementLine, TradeState } from './gateway.ts';

export type { AlipayConfig };

/** Alipay keeps Beijing time whatever the school's own zone (SITE_TIME_ZONE), so it is named apart. */
export const ALIPAY_TIME_ZONE = 'Asia/Shanghai';
const beijingTime = (epochMs: number) => formatDateTime(epochMs, ALIPAY_TIME_ZONE);
const yuanText = (fen: number) => (fen / 100).toFixed(2);
const fenOf = (yuan: string | undefined) => Math.round(Number(yuan ?? 0) * 100);

const TRADE_STATES: Record<string, TradeState> = {
  WAIT_BUYER_PAY: 'waiting',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};
const SUCCESS = '10000';
/** The buyer never scanned the code: Alipay has no trade under that number yet. */
const NO_TRADE = 'ACQ.TRADE_NOT_EXIST';

/**
 * Alipay through its official SDK: face-to-face payment on a desktop (`alipay.trade.precreate`: the
 * buyer scans a QR code, decision 0040) and WAP payment on a phone (`alipay.trade.wap.pay`: the phone
 * goes to a signed address of Alipay's gateway and comes back to the order, decision 0053). Requests
 * are signed with the application's RSA2 key, answers and notifications are checked against Alipay's
 * public key.
 */
export function createAlipayGateway(
  config: AlipayConfig,
  deps: { clock: Clock; fetch?: typeof fetch },
): PaymentGateway {
  const send = deps.fetch ?? fetch;
  // The SDK is large; it loads with the first payment or notification (decision 0046).
  let loaded: Promise<AlipaySdk> | undefined;
  const alipaySdk = () =>
    (loaded ??= import('alipay-sdk').then(
      ({ AlipaySdk }) =>
        new AlipaySdk({
          appId: config.appId,
          privateKey: config.privateKey,
          keyType: config.privateKey.includes('BEGIN RSA PRIVATE KEY') ? 'PKCS1' : 'PKCS8',
          alipayPublicKey: config.alipayPublicKey,
          gateway: config.gateway,
          signType: 'RSA2',
          camelcase: false,
        }),
    ));

  async function call(method: string, bizContent: object, extra: Record<string, string> = {}) {
    const sdk = await alipaySdk();
    let result: AlipaySdkCommonResult & Record<string, string | undefined>;
    try {
      // The SDK would stamp the machine's local time; Alipay reads Beijing time.
      result = await sdk.exec(
        method,
        { bizContent, timestamp: beijingTime(deps.clock.now()), ...extra },
        {
          validateSign: true,
        },
      );
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      throw wrongState(
        text.startsWith('验签失败') ? '支付宝应答签名无效，请稍后重试' : '支付宝暂时无法连接，请稍后重试',
      );
    }
    return result;
  }

  /** The signed address the phone opens; Alipay answers there, so nothing is sent from here. */
  async function wapPayAddress(request: PaymentRequest): Promise<string> {
    const sdk = await alipaySdk();
    return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
      bizContent: {
        out_trade_no: request.serialNumber,
        total_amount: yuanText(request.amount),
        subject: request.subject.slice(0, 256),
        product_code: 'QUICK_WAP_WAY',
        time_expire: beijingTime(request.expireTime),
        quit_url: request.returnUrl,
      },
      timestamp: beijingTime(deps.clock.now()),
      notify_url: config.notifyUrl,
      return_url: request.returnUrl,
    });
  }

  const refused = (result: AlipaySdkCommonResult) =>
    wrongState(`支付宝：${result.sub_msg ?? result.msg ?? result.code}`);

  return {
    payType: PayType.alipay,
    name: 'alipay',

    async createPayment(request) {
      if (request.scene !== PayScene.desktop)
        return { payMessage: await wapPayAddress(request), payAction: 'redirect' };
      const result = await call(
        'alipay.trade.precreate',
        {
          out_trade_no: request.serialNumber,
          total_amount: yuanText(request.amount),
          subject: request.subject.slice(0, 256),
          time_expire: beijingTime(request.expireTime),
        },
        { notify_url: config.notifyUrl },
      );
      if (result.code !== SUCCESS || !result.qr_code) throw refused(result);
      return { payMessage: result.qr_code, payAction: 'qr' };
    },

    async verifyNotification({ body }) {
      const params = Object.fromEntries(new URLSearchParams(body));
      // Values are compared decoded, as the documentation's verification rule asks.
      if (!params.sign || !(await alipaySdk()).checkNotifySignV2(params)) throw badRequest('通知签名无效');
      if (params.app_id !== config.appId) throw badRequest('通知不属于本应用');
      const status = params.trade_status ?? '';
      if (!(status in TRADE_STATES) || status === 'WAIT_BUYER_PAY') throw badRequest('通知内容无法识别');
      return {
        serialNumber: params.out_trade_no ?? '',
        tradeNo: params.trade_no ?? '',
        amount: fenOf(params.total_amount),
        paid: TRADE_STATES[status] === 'paid',
      };
    },

    /** Alipay reads the body: anything but `success` makes it send the notification again later. */
    answer(status) {
      return { status, contentType: 'text/plain', body: status === 200 ? 'success' : 'fail' };
    },

    async query(serialNumber) {
      const result = await call('alipay.trade.query', { out_trade_no: serialNumber });
      if (result.sub_code === NO_TRADE) return { state: 'waiting', amount: 0, tradeNo: '' };
      if (result.code !== SUCCESS) throw refused(result);
      return {
        state: TRADE_STATES[result.trade_status ?? ''] ?? 'waiting',
        amount: fenOf(result.total_amount),
        tradeNo: result.trade_no ?? '',
      };
    },

    async close(serialNumber) {
      const result = await call('alipay.trade.close', { out_trade_no: serialNumber });
      if (result.code !== SUCCESS && result.sub_code !== NO_TRADE) throw refused(result);
    },

    async refund({ serialNumber, refundNo, amount }) {
      const result = await call('alipay.trade.refund', {
        out_trade_no: serialNumber,
        refund_amount: yuanText(amount),
        out_request_no: refundNo,
      });
      if (result.code !== SUCCESS) throw refused(result);
    },

    async statement(dayStart) {
      const result = await call('alipay.data.dataservice.bill.downloadurl.query', {
        bill_type: 'trade',
        bill_date: beijingTime(dayStart).slice(0, 10),
      });
      if (result.code !== SUCCESS || !result.bill_download_url) throw refused(result);
      const response = await send(result.bill_download_url);
      if (!response.ok) throw wrongState(`支付宝：账单下载失败（${response.status}）`);
      return parseAlipayBill(new Uint8Array(await response.arrayBuffer()));
    },
  };
}

/**
 * A trade bill as Alipay hands it out: a zip of GBK CSV files, the detail and a summary. The detail's
 * rows lie between the `#` lines; refunds are rows of their own (业务类型 退款) and are added to their trade.
 */
export function parseAlipayBill(zip: Uint8Array): StatementLine[] {
  const gbk = new TextDecoder('gbk');
  const detail = Object.values(unzipSync(zip))
    .map((file) => gbk.decode(file))
    .find((text) => /^支付宝交易号,/m.test(text));
  if (!detail) return [];
  const rows = detail.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const names = (rows[0] ?? '').split(',').map((name) => name.trim());
  const at = (name: string) => names.indexOf(name);
  const columns = {
    tradeNo: at('支付宝交易号'),
    serialNumber: at('商户订单号'),
    kind: at('业务类型'),
    finished: at('完成时间'),
    amount: at('订单金额（元）'),
    received: at('商家实收（元）'),
  };
  const trades = new Map<string, StatementLine>();
  const refunds: { serialNumber: string; amount: number }[] = [];
  for (const row of rows.slice(1)) {
    const cells = row.split(',').map((cell) => cell.trim());
    const serialNumber = cells[columns.serialNumber] ?? '';
    if (cells[columns.kind] === '退款') {
      refunds.push({ serialNumber, amount: Math.abs(fenOf(cells[columns.received])) });
      continue;
    }
    trades.set(serialNumber, {
      serialNumber,
      tradeNo: cells[columns.tradeNo] ?? '',
      amount: fenOf(cells[columns.amount]),
      refunded: 0,
      payTime: Date.parse(`${(cells[columns.finished] ?? '').replace(' ', 'T')}+08:00`),
    });
  }
  for (const refund of refunds) {
    const trade = trades.get(refund.serialNumber);
    if (trade) trade.refunded += refund.amount;
  }
  return [...trades.values()];
}
