import { createHmac, timingSafeEqual } from 'node:crypto';
import { ORDER_RESULT_PATH, PayScene, PayType } from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../../core/errors.ts';
import type { IdGenerator } from '../../../core/ids.ts';
import type { Clock } from '../../../core/time.ts';
import { type Db, moduleTables } from '../../../db/schema.ts';
import type { OrderTables, SandboxTradeTable } from '../order.tables.ts';
import type { PaymentGateway, TradeState } from './gateway.ts';

/**
 * The local sandbox gateway (SANDBOX on): its own books in `sandbox_trade`, its pay page under
 * /sandbox/pay/{serialNumber}, and notifications signed with HMAC-SHA256 that take the very path a real
 * gateway's do. A notification is only good for ten minutes after it was signed.
 */
export const SANDBOX_PAY_PATH = '/sandbox/pay';

/** The only places the phone page goes back to: an order on 我的订单 (never an address from elsewhere). */
export function isSandboxReturn(path: string): boolean {
  const prefix = `${ORDER_RESULT_PATH}?orderNo=`;
  return path.startsWith(prefix) && /^[0-9]{1,32}$/.test(path.slice(prefix.length));
}
const NOTIFICATION_TTL_MS = 10 * 60_000;

export interface SandboxNotification {
  serialNumber: string;
  tradeNo: string;
  /** fen */
  amount: number;
  tradeState: 'SUCCESS' | 'FAIL';
  timestamp: number;
  signature: string;
}

const states: Record<string, TradeState> = {
  NOTPAY: 'waiting',
  SUCCESS: 'paid',
  FAIL: 'failed',
  CLOSED: 'closed',
  REFUND: 'refunded',
};

export const sandboxSignature = (key: Buffer, n: Omit<SandboxNotification, 'signature'>) =>
  createHmac('sha256', key)
    .update([n.serialNumber, n.tradeNo, n.amount, n.tradeState, n.timestamp].join('\n'))
    .digest('hex');

export function createSandboxGateway({
  database,
  key,
  clock,
  newId,
}: {
  database: Db;
  /** Signs notifications; derived from the server's secret. */
  key: Buffer;
  clock: Clock;
  newId: IdGenerator;
}) {
  const { db } = moduleTables<OrderTables>(database);
  // The sandbox stands in for an outside gateway: its books know serial numbers only, across schools.
  const trade = (serialNumber: string) =>
    db.selectFrom('sandbox_trade').selectAll().where('serial_number', '=', serialNumber).executeTakeFirst();
  const setState = (
    serialNumber: string,
    from: string[],
    fields: Partial<Pick<SandboxTradeTable, 'trade_state' | 'pay_time' | 'refund_amount'>>,
  ) =>
    db
      .updateTable('sandbox_trade')
      .set({ ...fields, gmt_modified: clock.now() })
      .where('serial_number', '=', serialNumber)
      .where('trade_state', 'in', from)
      .executeTakeFirst();

  const gateway: PaymentGateway & {
    trade: typeof trade;
    pay(serialNumber: string, paid: boolean): Promise<SandboxNotification>;
  } = {
    payType: PayType.sandbox,
    name: 'sandbox',

    async createPayment(request) {
      const now = clock.now();
      await db
        .insertInto('sandbox_trade')
        .values({
          id: newId(),
          site_id: request.siteId,
          gmt_create: now,
          gmt_modified: now,
          serial_number: request.serialNumber,
          subject: request.subject,
          amount: request.amount,
          trade_state: 'NOTPAY',
          trade_no: `SB${newId()}`,
          refund_amount: 0,
          pay_time: null,
        })
        .execute();
      const page = `${request.origin}${SANDBOX_PAY_PATH}/${request.serialNumber}`;
      if (request.scene === PayScene.desktop) return { payMessage: page, payAction: 'qr' };
      // A phone is sent to the phone page, which comes back to the order.
      const back = new URL(request.returnUrl);
      return { payMessage: `${page}?back=${encodeURIComponent(back.pathname + back.search)}`, payAction: 'redirect' };
    },

    trade,

    /** The pay page's buttons: the payer pays (or it fails); answers the signed notification to send. */
    async pay(serialNumber, paid) {
      const row = await trade(serialNumber);
      if (!row) throw notFound('支付单不存在');
      if (row.trade_state === 'NOTPAY') {
        await setState(serialNumber, ['NOTPAY'], {
          trade_state: paid ? 'SUCCESS' : 'FAIL',
          pay_time: paid ? clock.now() : null,
        });
      } else if (row.trade_state !== (paid ? 'SUCCESS' : 'FAIL')) {
        throw wrongState(row.trade_state === 'SUCCESS' ? '该笔支付已完成' : '该笔支付已结束，请回到订单重新发起支付');
      }
      const notification = {
        serialNumber,
        tradeNo: row.trade_no,
        amount: row.amount,
        tradeState: paid ? ('SUCCESS' as const) : ('FAIL' as const),
        timestamp: clock.now(),
      };
      return { ...notification, signature: sandboxSignature(key, notification) };
    },

    async verifyNotification({ body }) {
      let parsed: Partial<SandboxNotification>;
      try {
        parsed = JSON.parse(body) as Partial<SandboxNotification>;
      } catch {
        throw badRequest('通知内容不是合法的 JSON');
      }
      const { serialNumber, tradeNo, amount, tradeState, timestamp, signature } = parsed;
      if (
        typeof serialNumber !== 'string' ||
        typeof tradeNo !== 'string' ||
        !Number.isSafeInteger(amount) ||
        (tradeState !== 'SUCCESS' && tradeState !== 'FAIL') ||
        !Number.isSafeInteger(timestamp) ||
        typeof signature !== 'string'
      ) {
        throw badRequest('通知内容不完整');
      }
      const expected = Buffer.from(
        sandboxSignature(key, { serialNumber, tradeNo, amount: amount!, tradeState, timestamp: timestamp! }),
      );
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest('通知签名无效');
      if (Math.abs(clock.now() - timestamp!) > NOTIFICATION_TTL_MS) throw badRequest('通知已过期');
      return { serialNumber, tradeNo, amount: amount!, paid: tradeState === 'SUCCESS' };
    },

    answer: (status, message) => ({
      status,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: status === 200 ? 'SUCCESS' : 'FAIL', message }),
    }),

    async query(serialNumber) {
      const row = await trade(serialNumber);
      if (!row) throw notFound('支付单不存在');
      return { state: states[row.trade_state] ?? 'waiting', amount: row.amount, tradeNo: row.trade_no };
    },

    async close(serialNumber) {
      await setState(serialNumber, ['NOTPAY', 'FAIL'], { trade_state: 'CLOSED' });
    },

    async refund({ serialNumber, amount }) {
      const result = await setState(serialNumber, ['SUCCESS'], { trade_state: 'REFUND', refund_amount: amount });
      if (Number(result.numUpdatedRows) !== 1) throw wrongState('沙箱支付单不是已支付状态，无法退款');
    },

    async statement(dayStart, dayEnd) {
      const rows = await db
        .selectFrom('sandbox_trade')
        .selectAll()
        .where('trade_state', 'in', ['SUCCESS', 'REFUND'])
        .where('pay_time', '>=', dayStart)
        .where('pay_time', '<', dayEnd)
        .orderBy('pay_time')
        .execute();
      return rows.map((row) => ({
        serialNumber: row.serial_number,
        tradeNo: row.trade_no,
        amount: row.amount,
        refunded: row.refund_amount,
        payTime: row.pay_time!,
      }));
    },
  };
  return gateway;
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
