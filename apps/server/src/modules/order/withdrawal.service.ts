import {
  WITHDRAWAL_MIN_YUAN,
  WithdrawalState,
  passesLuhn,
  type AdminWithdrawal,
  type AdminWithdrawalListBody,
  type BankCardBody,
  type Page,
  type Withdrawal,
  type WithdrawalBody,
  type WithdrawalListBody,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan, priceToFen } from '../../core/money.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import { MessageType, type AccountService, type MessageService, type UserService } from '../user/index.ts';
import { userOfMobileFilter, withUsers } from './operator-lists.ts';
import type { WithdrawalTable } from './order.tables.ts';
import { LedgerEntry, maskCardNo, type WalletService } from './wallet.service.ts';
import type { WithdrawalRepo } from './withdrawal.repo.ts';

export interface WithdrawalServiceDeps {
  transact: Transact;
  withdrawalRepo: WithdrawalRepo;
  wallets: Pick<WalletService, 'lockVerified' | 'post' | 'setBankCard' | 'view'>;
  codes: Pick<AccountService, 'checkOwnCode' | 'consumeCode'>;
  users: Pick<UserService, 'summaries' | 'idByMobile'>;
  messages: Pick<MessageService, 'notify'>;
  clock: Clock;
  newId: IdGenerator;
}

const toWithdrawal = (row: WithdrawalTable, cardNo = maskCardNo(row.card_no)): Withdrawal => ({
  id: String(row.id),
  userId: String(row.user_id),
  amount: fenToYuan(row.amount),
  bankName: row.bank_name,
  cardNo,
  accountName: row.account_name,
  withdrawalState: row.withdrawal_state,
  reference: row.reference,
  reason: row.reason,
  handledTime: row.handled_time === null ? '' : formatDateTime(row.handled_time),
  gmtCreate: formatDateTime(row.gmt_create),
});

/**
 * The bank card and withdrawals (decision 0037): a request moves money from available to frozen with
 * a snapshot of the card; the operator pays it offline and marks it paid, or rejects it (money back).
 * Both the card and a request need an SMS code sent to the account's own number.
 */
export function createWithdrawalService(deps: WithdrawalServiceDeps) {
  const { transact, withdrawalRepo, wallets, codes, users, messages, clock, newId } = deps;

  async function forOperator(siteId: number, rows: WithdrawalTable[]): Promise<AdminWithdrawal[]> {
    return withUsers(users, siteId, rows, (row) => toWithdrawal(row, row.card_no));
  }

  /** The operator's decision on a waiting request, with its ledger entry and a message to the user. */
  async function decide(
    siteId: number,
    operatorId: number,
    id: number,
    decision: { paid: true; reference: string } | { paid: false; reason: string },
  ): Promise<AdminWithdrawal> {
    const found = await withdrawalRepo.find(siteId, id);
    if (!found) throw notFound('提现申请不存在');
    if (found.withdrawal_state !== WithdrawalState.waiting) throw wrongState('该提现申请已处理');
    const now = clock.now();
    await transact(async (tx) => {
      // The wallet's lock first, as a request takes it: the two never wait on each other.
      await wallets.lockVerified(siteId, found.user_id, tx);
      const moved = await withdrawalRepo.handle(
        siteId,
        id,
        {
          withdrawal_state: decision.paid ? WithdrawalState.paid : WithdrawalState.rejected,
          reference: decision.paid ? decision.reference.trim() : '',
          reason: decision.paid ? '' : decision.reason.trim(),
          operator_id: operatorId,
          handled_time: now,
          gmt_modified: now,
        },
        tx,
      );
      if (!moved) throw wrongState('该提现申请已处理');
      await wallets.post(
        siteId,
        found.user_id,
        decision.paid
          ? { entryType: LedgerEntry.withdrawalPaid, refId: id, frozen: -found.amount, paidOut: found.amount }
          : { entryType: LedgerEntry.withdrawalRejected, refId: id, frozen: -found.amount, available: found.amount },
        tx,
      );
      const amount = fenToYuan(found.amount).toFixed(2);
      await messages.notify(
        siteId,
        found.user_id,
        decision.paid
          ? {
              title: '提现已打款',
              content: `您申请的 ${amount} 元提现已打款至尾号 ${found.card_no.slice(-4)} 的银行卡，打款流水号 ${decision.reference.trim()}。`,
              msgType: MessageType.notice,
            }
          : {
              title: '提现未通过',
              content: `您申请的 ${amount} 元提现未通过：${decision.reason.trim()}。金额已退回可提现余额。`,
              msgType: MessageType.notice,
            },
        tx,
      );
    });
    const [row] = await forOperator(siteId, [(await withdrawalRepo.find(siteId, id))!]);
    return row!;
  }

  return {
    async setBankCard(siteId: number, userId: number, body: BankCardBody) {
      if (!passesLuhn(body.cardNo)) throw badRequest('银行卡号有误，请核对后重新输入');
      const card = { bankName: body.bankName.trim(), cardNo: body.cardNo, accountName: body.accountName.trim() };
      if (card.bankName.length < 2 || card.accountName.length < 2) throw badRequest('请填写开户银行和开户人姓名');
      const codeId = await codes.checkOwnCode(siteId, userId, 'wallet', body.code);
      await transact(async (tx: Tx) => {
        await codes.consumeCode(siteId, codeId, tx);
        await wallets.setBankCard(siteId, userId, card, tx);
      });
      return wallets.view(siteId, userId);
    },

    async request(siteId: number, userId: number, body: WithdrawalBody): Promise<Withdrawal> {
      const amount = priceToFen(body.amount, '提现金额');
      if (amount < WITHDRAWAL_MIN_YUAN * 100) throw badRequest(`提现金额不能低于 ${WITHDRAWAL_MIN_YUAN}.00 元`);
      const codeId = await codes.checkOwnCode(siteId, userId, 'wallet', body.code);
      const now = clock.now();
      const id = newId();
      await transact(async (tx) => {
        const wallet = await wallets.lockVerified(siteId, userId, tx);
        if (!wallet.card_no) throw wrongState('请先绑定银行卡');
        if (await withdrawalRepo.waitingOf(siteId, userId, tx))
          throw wrongState('已有一笔提现正在处理，请处理完成后再申请');
        if (amount > wallet.available) throw badRequest('提现金额超过可提现余额');
        await codes.consumeCode(siteId, codeId, tx);
        await withdrawalRepo.insert(
          {
            id,
            site_id: siteId,
            gmt_create: now,
            gmt_modified: now,
            status_id: 1,
            user_id: userId,
            amount,
            bank_name: wallet.bank_name,
            card_no: wallet.card_no,
            account_name: wallet.account_name,
            withdrawal_state: WithdrawalState.waiting,
            reference: '',
            reason: '',
            operator_id: 0,
            handled_time: null,
          },
          tx,
        );
        await wallets.post(
          siteId,
          userId,
          { entryType: LedgerEntry.withdrawalRequested, refId: id, available: -amount, frozen: amount },
          tx,
        );
      });
      return toWithdrawal((await withdrawalRepo.find(siteId, id))!);
    },

    async list(siteId: number, userId: number, body: WithdrawalListBody): Promise<Page<Withdrawal>> {
      const window = pageWindow(body);
      const { rows, total } = await withdrawalRepo.page(
        siteId,
        { userId, withdrawalState: body.withdrawalState },
        window.offset,
        window.pageSize,
      );
      return toPage(
        rows.map((row) => toWithdrawal(row)),
        total,
        window,
      );
    },

    async adminList(siteId: number, body: AdminWithdrawalListBody): Promise<Page<AdminWithdrawal>> {
      const window = pageWindow(body);
      const userId = await userOfMobileFilter(users, siteId, body.mobile);
      if (userId === null) return toPage([], 0, window);
      const { rows, total } = await withdrawalRepo.page(
        siteId,
        { userId, withdrawalState: body.withdrawalState },
        window.offset,
        window.pageSize,
      );
      return toPage(await forOperator(siteId, rows), total, window);
    },

    async pay(siteId: number, operatorId: number, id: number, reference: string) {
      if (!reference.trim()) throw badRequest('请填写打款流水号');
      return decide(siteId, operatorId, id, { paid: true, reference });
    },

    async reject(siteId: number, operatorId: number, id: number, reason: string) {
      if (!reason.trim()) throw badRequest('请填写驳回原因');
      return decide(siteId, operatorId, id, { paid: false, reason });
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
