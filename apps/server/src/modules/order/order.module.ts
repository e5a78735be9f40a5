import { createVersions, type Cache } from '../../core/cache.ts';
import { createHmac } from 'node:crypto';
import type { IdGenerator } from '../../core/ids.ts';
import type { JobQueue } from '../../core/jobs.ts';
import type { Clock } from '../../core/time.ts';
import type { Db, Transact } from '../../db/schema.ts';
import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { seedDemoSales } from './seed/demo-sales.ts';
import {
  user,
  type AccountService,
  type WechatPayOpenids,
  type LecturerService,
  type MessageService,
  type UserService,
} from '../user/index.ts';
import { loadTokenSecret } from '../vod/index.ts';
import { createCheckoutService, type CheckoutLogger } from './checkout.service.ts';
import type { PaymentGateway } from './gateways/gateway.ts';
import { createAlipayGateway, type AlipayConfig } from './gateways/alipay.ts';
import { createShareSettingRepo } from './share-setting.repo.ts';
import { createShareSettingService } from './share-setting.service.ts';
import { createReconcileService } from './reconcile.service.ts';
import { createSaleRepo } from './sale.repo.ts';
import { createSaleService } from './sale.service.ts';
import { createSandboxGateway, type SandboxGateway } from './gateways/sandbox.ts';
import { createWechatPayGateway, type WechatPayConfig } from './gateways/wechat-pay.ts';
import { createOrderRepo } from './order.repo.ts';
import { createPaymentRepo } from './payment.repo.ts';
import { createReferralService } from './referral.service.ts';
import { createRefundService } from './refund.service.ts';
import { createProducts } from './products.ts';
import { createOrderService, ownedVersionKey } from './order.service.ts';
import { registerOrderRoutes } from './order.routes.ts';
import { registerSandboxPayPages } from './sandbox.routes.ts';
import { createShareRepo } from './share.repo.ts';
import { createShareService, SETTLE_AFTER_MS } from './share.service.ts';
import { createWalletRepo } from './wallet.repo.ts';
import { createWalletService } from './wallet.service.ts';
import { createWithdrawalRepo } from './withdrawal.repo.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

export const ORDER_CLOSE_JOB = 'order.close';
export const ORDER_SETTLE_JOB = 'order.settle';

export interface OrderModuleDeps {
  db: Db;
  transact: Transact;
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  users: Pick<
    UserService,
    | 'summaries'
    | 'extendVip'
    | 'referrerOf'
    | 'idByMobile'
    | 'pageReferees'
    | 'referrerByCode'
    | 'addReferralVisit'
    | 'bindReferrer'
  >;
  /** SMS codes sent to the user's own number (bank card, withdrawals). */
  codes: Pick<AccountService, 'checkOwnCode' | 'consumeCode'>;
  messages: Pick<MessageService, 'notify'>;
  /** Buyers' openids for the WeChat Pay app (JSAPI). */
  payOpenids: Pick<WechatPayOpenids, 'find'>;
  lecturers: Pick<LecturerService, 'listEnabled'>;
  /** The server's secret; the module derives its own keys from it. */
  secret: Buffer;
  /** The sandbox gateway is on (SANDBOX=1). */
  sandbox: boolean;
  /** WeChat Pay, when configured. */
  wechatPay: WechatPayConfig | null;
  /** Alipay, when configured. */
  alipay: AlipayConfig | null;
  log: CheckoutLogger & { error(details: object, message: string): void };
  clock: Clock;
  newId: IdGenerator;
  /** Keeps the site's sales for pricing every list's cards. */
  cache: Cache;
}

const derivedKey = (secret: Buffer, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

/**
 * The order service other modules ask (`owns`, `grant`), the products that selling modules register,
 * and buying and paying: checkout, gateways, shares, wallets, withdrawals, referrals, refunds, sales.
 */
export function createOrderModule(deps: OrderModuleDeps) {
  const { db, transact, jobs, clock, newId, log } = deps;
  // What a user owns is kept in the process; every paid or unpaid order moves its buyer's version.
  const versions = createVersions(deps.cache, clock);
  const ownershipChanged = (siteId: number, userId: number) => versions.move(ownedVersionKey(siteId, userId));
  const orderRepo = createOrderRepo(db, ownershipChanged);
  const paymentRepo = createPaymentRepo(db, ownershipChanged);
  const orders = createOrderService({ transact, orderRepo, clock, newId, versions });
  const products = createProducts();
  const sandbox: SandboxGateway | null = deps.sandbox
    ? createSandboxGateway({ database: db, key: derivedKey(deps.secret, 'sandbox-pay-notify'), clock, newId })
    : null;
  const gateways: PaymentGateway[] = [
    ...(deps.wechatPay ? [createWechatPayGateway(deps.wechatPay, { clock })] : []),
    ...(deps.alipay ? [createAlipayGateway(deps.alipay, { clock })] : []),
    ...(sandbox ? [sandbox] : []),
  ];
  const wallets = createWalletService({
    walletRepo: createWalletRepo(db),
    key: derivedKey(deps.secret, 'wallet-ledger'),
    log,
    clock,
    newId,
  });
  const shareSettingRepo = createShareSettingRepo(db);
  const shares = createShareService({
    transact,
    shareRepo: createShareRepo(db),
    settings: shareSettingRepo,
    wallets,
    users: deps.users,
    log,
    clock,
    newId,
  });
  const withdrawals = createWithdrawalService({
    transact,
    withdrawalRepo: createWithdrawalRepo(db),
    wallets,
    codes: deps.codes,
    users: deps.users,
    messages: deps.messages,
    clock,
    newId,
  });
  // The queue runs on real time; each job compares the record's own time with the app's clock.
  const runAfter = (at: number) => Date.now() + Math.max(0, at - clock.now());
  const saleRepo = createSaleRepo(db);
  const checkout = createCheckoutService({
    transact,
    paymentRepo,
    sales: saleRepo,
    products,
    users: deps.users,
    gateways,
    onPaid: (order, tx) => shares.record(order, tx),
    payOpenid: async (siteId, userId) =>
      deps.wechatPay ? deps.payOpenids.find(siteId, userId, deps.wechatPay.appId) : null,
    scheduleClose: async (siteId, orderId, expireTime) => {
      await jobs.enqueue(ORDER_CLOSE_JOB, siteId, { orderId }, { runAfter: runAfter(expireTime) });
    },
    scheduleSettle: async (siteId, orderId) => {
      await jobs.enqueue(ORDER_SETTLE_JOB, siteId, { orderId }, { runAfter: runAfter(clock.now() + SETTLE_AFTER_MS) });
    },
    log,
    clock,
    newId,
  });
  jobs.define<{ orderId: number }>(ORDER_CLOSE_JOB, {
    concurrency: 2,
    maxAttempts: 5,
    run: async ({ orderId }, job) => {
      await checkout.closeIfExpired(job.siteId, orderId);
    },
  });
  jobs.define<{ orderId: number }>(ORDER_SETTLE_JOB, {
    concurrency: 1,
    maxAttempts: 10,
    run: async ({ orderId }, job) => {
      await shares.settleOrder(job.siteId, orderId);
    },
  });
  const refunds = createRefundService({
    transact,
    paymentRepo,
    products,
    shares,
    users: deps.users,
    messages: deps.messages,
    gateways,
    log,
    clock,
    newId,
  });
  const referrals = createReferralService({ transact, orderRepo, users: deps.users });
  const sales = createSaleService({ saleRepo, products, clock, newId, cache: deps.cache });
  const reconciliation = createReconcileService({
    paymentRepo,
    shareRepo: createShareRepo(db),
    walletRepo: createWalletRepo(db),
    wallets,
    users: deps.users,
    gateways,
    clock,
  });
  const shareSettings = createShareSettingService({
    settings: shareSettingRepo,
    users: deps.users,
    lecturers: deps.lecturers,
    clock,
    newId,
  });
  return {
    orders,
    products,
    checkout,
    shares,
    shareSettings,
    reconciliation,
    wallets,
    withdrawals,
    referrals,
    refunds,
    sales,
    gateways,
    sandbox,
  };
}

export type OrderModule = ReturnType<typeof createOrderModule>;

/** Orders and payments (see `createOrderModule`). */
export const order = defineModule({
  name: 'order',
  migrations,
  seed: seedDemoSales,
  create(ctx) {
    const { config } = ctx;
    const users = ctx.use(user);
    const parts = createOrderModule({
      db: ctx.db,
      transact: ctx.transact,
      jobs: ctx.jobs,
      users: users.users,
      codes: users.accounts,
      messages: users.messages,
      payOpenids: users.wechatPayOpenids,
      lecturers: users.lecturers,
      secret: loadTokenSecret(config.vod.tokenSecret, config.dataDir),
      sandbox: config.sandbox,
      wechatPay: config.wechatPay,
      alipay: config.alipay,
      log: ctx.log,
      clock: ctx.clock,
      newId: ctx.newId,
      cache: ctx.cache,
    });
    const { sandbox } = parts;
    return {
      service: parts,
      routes: (api) => registerOrderRoutes(api, parts),
      ...(sandbox ? { pages: (app) => registerSandboxPayPages(app, sandbox) } : {}),
    };
  },
});
