import type { FastifyInstance } from 'fastify';
import {
  orderAdminContracts,
  orderContracts,
  PAY_TYPE_NAMES,
  referralContracts,
  saleAdminContracts,
  saleContracts,
  shareAdminContracts,
  walletAdminContracts,
  walletContracts,
} from '@school/contracts';
import { AppError, httpStatusFor } from '../../core/errors.ts';
import { bindRoutes } from '../../core/http.ts';
import type { OrderModule } from './index.ts';

export const NOTIFY_PATH = '/user/api/order/pay/notify';

export function registerOrderRoutes(api: FastifyInstance, orders: OrderModule): void {
  const { checkout, shares, withdrawals } = orders;
  bindRoutes(api, orderContracts, {
    listPayMethod: async () =>
      orders.gateways.map((gateway) => ({ payType: gateway.payType, payName: PAY_TYPE_NAMES[gateway.payType] ?? '' })),
    payOrder: ({ siteId, user, body, origin, ip, userAgent }) =>
      checkout.pay(siteId, user.id, body, { origin, ip, userAgent }),
    listOrder: ({ siteId, user, body }) => checkout.list(siteId, user.id, body),
    viewOrder: ({ siteId, user, body }) => checkout.view(siteId, user.id, body.orderNo),
    continuePayOrder: ({ siteId, user, body, origin, ip, userAgent }) =>
      checkout.continuePay(siteId, user.id, body, { origin, ip, userAgent }),
    closeOrder: ({ siteId, user, body }) => checkout.close(siteId, user.id, body.orderNo),
    lecturerIncome: async ({ siteId, user, body }) => {
      await shares.settleDueFor(siteId, user.id);
      return shares.lecturerIncome(siteId, user.id, body);
    },
  });
  bindRoutes(api, walletContracts, {
    viewAccount: async ({ siteId, user }) => {
      await shares.settleDueFor(siteId, user.id);
      return orders.wallets.view(siteId, user.id);
    },
    updateAccount: ({ siteId, user, body }) => withdrawals.setBankCard(siteId, user.id, body),
    saveWithdrawal: async ({ siteId, user, body }) => {
      await shares.settleDueFor(siteId, user.id);
      return withdrawals.request(siteId, user.id, body);
    },
    listWithdrawal: ({ siteId, user, body }) => withdrawals.list(siteId, user.id, body),
  });
  bindRoutes(api, referralContracts, {
    checkReferralCode: ({ siteId, viewer, body }) =>
      orders.referrals.visit(siteId, viewer?.id ?? null, body.referralCode),
    listReferee: async ({ siteId, user, body }) => {
      await shares.settleDueFor(siteId, user.id);
      return shares.referees(siteId, user.id, body);
    },
  });
  bindRoutes(api, orderAdminContracts, {
    adminListOrder: ({ siteId, body }) => orders.refunds.list(siteId, body),
    adminRefundOrder: ({ siteId, body }) => orders.refunds.refund(siteId, body.orderNo, body.reason),
    adminReturnPayment: ({ siteId, body }) => orders.refunds.returnPayment(siteId, body.orderNo),
    adminReconcile: ({ siteId, body }) => orders.reconciliation.reconcile(siteId, body.date),
  });
  bindRoutes(api, shareAdminContracts, {
    adminViewShareSetting: ({ siteId }) => orders.shareSettings.view(siteId),
    adminSaveShareSetting: ({ siteId, body }) => orders.shareSettings.saveReferralRate(siteId, body.referralRate),
    adminListProportion: ({ siteId, body }) => orders.shareSettings.listProportions(siteId, body),
    adminSaveProportion: ({ siteId, body }) => orders.shareSettings.saveProportion(siteId, body),
    adminDeleteProportion: ({ siteId, body }) =>
      orders.shareSettings.deleteProportion(siteId, Number(body.lecturerUserId)),
  });
  bindRoutes(api, saleContracts, {
    listSale: ({ siteId, body }) => orders.sales.listRunning(siteId, body),
    viewSale: ({ siteId, body }) => orders.sales.viewRunning(siteId, body),
  });
  bindRoutes(api, saleAdminContracts, {
    adminListSale: ({ siteId, body }) => orders.sales.listForOperator(siteId, body),
    adminSaleProduct: ({ siteId, body }) => orders.sales.product(siteId, body),
    adminSaveSale: ({ siteId, body }) => orders.sales.save(siteId, body),
    adminDeleteSale: ({ siteId, body }) => orders.sales.remove(siteId, Number(body.id)),
  });
  bindRoutes(api, walletAdminContracts, {
    adminListWithdrawal: ({ siteId, body }) => withdrawals.adminList(siteId, body),
    adminPayWithdrawal: ({ siteId, operator, body }) =>
      withdrawals.pay(siteId, operator.id, Number(body.id), body.reference),
    adminRejectWithdrawal: ({ siteId, operator, body }) =>
      withdrawals.reject(siteId, operator.id, Number(body.id), body.reason),
  });

  // Gateways call this, not the website: no site header (the serial number names the order) and the
  // body is kept as sent, because the signatures cover its bytes.
  void api.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { gateway: string } }>(
      `${NOTIFY_PATH}/:gateway`,
      { schema: { hide: true }, config: { siteless: true } },
      async (request, reply) => {
        const gateway = orders.gateways.find((item) => item.name === request.params.gateway);
        const answer = (status: number, message: string) => {
          const body = gateway?.answer(status, message) ?? {
            status,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message }),
          };
          return reply.status(body.status).type(body.contentType).send(body.body);
        };
        try {
          const outcome = await checkout.notify(request.params.gateway, {
            headers: request.headers,
            body: typeof request.body === 'string' ? request.body : '',
          });
          request.log.info({ gateway: request.params.gateway, outcome }, 'payment notification');
          return answer(200, '成功');
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          request.log.warn({ gateway: request.params.gateway, msg: error.message }, 'payment notification refused');
          return answer(httpStatusFor(error.code), error.message);
        }
      },
    );
  });
}
