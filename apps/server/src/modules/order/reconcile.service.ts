import {
  MismatchKind,
  PAY_TYPE_NAMES,
  type GatewayReconciliation,
  type ReconcileMismatch,
  type Reconciliation,
} from '@school/contracts';
import { AppError, badRequest } from '../../core/errors.ts';
import { fenToYuan } from '../../core/money.ts';
import { parseDateTime, type Clock } from '../../core/time.ts';
import type { UserService } from '../user/index.ts';
import type { PaymentGateway, StatementLine } from './gateways/gateway.ts';
import { PayState, type PaymentRepo } from './payment.repo.ts';
import type { ShareRepo } from './share.repo.ts';
import type { WalletRepo } from './wallet.repo.ts';
import type { WalletService } from './wallet.service.ts';

export interface ReconcileServiceDeps {
  paymentRepo: Pick<PaymentRepo, 'paidBetween' | 'paymentsOfSerials' | 'refundedBetween'>;
  shareRepo: Pick<ShareRepo, 'splitOfOrdersPaidBetween'>;
  walletRepo: Pick<WalletRepo, 'allOfSite'>;
  wallets: Pick<WalletService, 'verify'>;
  users: Pick<UserService, 'summaries'>;
  gateways: PaymentGateway[];
  clock: Clock;
}

const DAY_MS = 86_400_000;

/**
 * The operator's daily reconciliation (decision 0037): for each gateway, the payments our books call paid
 * that day against the gateway's statement, line by line; the day's split and refunds; and every wallet's
 * ledger verified. A gateway's statement covers the whole installation (one merchant): only lines whose
 * serial number belongs to this school are compared.
 */
export function createReconcileService(deps: ReconcileServiceDeps) {
  const { paymentRepo, shareRepo, walletRepo, wallets, users, clock } = deps;

  async function compare(
    siteId: number,
    gateway: PaymentGateway,
    from: number,
    to: number,
  ): Promise<GatewayReconciliation> {
    const ours = (await paymentRepo.paidBetween(siteId, from, to)).filter((row) => row.pay_type === gateway.payType);
    const base = {
      payType: gateway.payType,
      payName: PAY_TYPE_NAMES[gateway.payType] ?? gateway.name,
      paidCount: ours.length,
      paidAmount: fenToYuan(ours.reduce((sum, row) => sum + row.amount, 0)),
    };
    let lines: StatementLine[];
    try {
      lines = await gateway.statement(from, to);
    } catch (error) {
      const why = error instanceof AppError ? error.message : '支付平台暂时无法提供账单';
      return { ...base, gatewayCount: 0, gatewayAmount: 0, gatewayRefunded: 0, error: why, mismatches: [] };
    }
    const known = new Map(
      (
        await paymentRepo.paymentsOfSerials(
          siteId,
          lines.map((line) => line.serialNumber),
        )
      ).map((row) => [row.serial_number, row]),
    );
    const mine = lines.filter((line) => known.has(line.serialNumber));
    const atGateway = new Map(mine.map((line) => [line.serialNumber, line]));
    const mismatches: ReconcileMismatch[] = [];
    // A payment the gateway took that day but we recorded on another (a late notification) is no difference.
    for (const line of mine) {
      const payment = known.get(line.serialNumber)!;
      if (payment.pay_state !== PayState.paid) {
        mismatches.push(mismatch(line.serialNumber, payment.order_no, MismatchKind.notRecorded, 0, line.amount));
      } else if (payment.amount !== line.amount) {
        mismatches.push(
          mismatch(line.serialNumber, payment.order_no, MismatchKind.amount, payment.amount, line.amount),
        );
      }
    }
    for (const row of ours) {
      if (!atGateway.has(row.serial_number)) {
        mismatches.push(mismatch(row.serial_number, row.order_no, MismatchKind.notAtGateway, row.amount, 0));
      }
    }
    return {
      ...base,
      gatewayCount: mine.length,
      gatewayAmount: fenToYuan(mine.reduce((sum, line) => sum + line.amount, 0)),
      gatewayRefunded: fenToYuan(mine.reduce((sum, line) => sum + line.refunded, 0)),
      error: '',
      mismatches,
    };
  }

  const mismatch = (
    serialNumber: string,
    orderNo: string,
    kind: number,
    ourAmount: number,
    gatewayAmount: number,
  ): ReconcileMismatch => ({
    serialNumber,
    orderNo,
    kind,
    ourAmount: fenToYuan(ourAmount),
    gatewayAmount: fenToYuan(gatewayAmount),
  });

  return {
    async reconcile(siteId: number, date: string): Promise<Reconciliation> {
      const from = parseDateTime(`${date} 00:00:00`);
      if (from === undefined) throw badRequest('参数错误：date 不是有效的日期');
      if (from > clock.now()) throw badRequest('对账日不能晚于今天');
      const to = from + DAY_MS;
      const [gateways, split, refunds, walletRows] = await Promise.all([
        Promise.all(deps.gateways.map((gateway) => compare(siteId, gateway, from, to))),
        shareRepo.splitOfOrdersPaidBetween(siteId, from, to),
        paymentRepo.refundedBetween(siteId, from, to),
        walletRepo.allOfSite(siteId),
      ]);
      const broken: number[] = [];
      for (const wallet of walletRows) {
        if (!(await wallets.verify(wallet))) broken.push(wallet.user_id);
      }
      const people = await users.summaries(siteId, broken);
      return {
        date,
        gateways,
        shares: {
          orders: split.orders,
          paid: fenToYuan(split.paid),
          lecturer: fenToYuan(split.lecturer),
          referral: fenToYuan(split.referral),
          platform: fenToYuan(split.platform),
          reversed: fenToYuan(split.reversed),
        },
        refunds: { count: refunds.count, amount: fenToYuan(refunds.amount) },
        wallets: {
          checked: walletRows.length,
          broken: broken.map((userId) => people.get(userId)?.mobile ?? String(userId)),
        },
      };
    },
  };
}

export type ReconcileService = ReturnType<typeof createReconcileService>;
