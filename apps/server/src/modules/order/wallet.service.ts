import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WalletView } from '@school/contracts';
import { wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { fenToYuan } from '../../core/money.ts';
import type { Clock } from '../../core/time.ts';
import type { Tx } from '../../db/schema.ts';
import type { WalletLedgerTable, WalletTable } from './order.tables.ts';
import type { WalletRepo } from './wallet.repo.ts';

/** LedgerEntry (wallet_ledger.entry_type). */
export const LedgerEntry = {
  income: 1,
  incomeReversed: 2,
  withdrawalRequested: 3,
  withdrawalPaid: 4,
  withdrawalRejected: 5,
} as const;

export const WALLET_BROKEN = '账户异常，请联系客服';

/** What a user is shown of their card: the last four digits. */
export const maskCardNo = (cardNo: string) => (cardNo ? `**** **** **** ${cardNo.slice(-4)}` : '');

export interface WalletLogger {
  error(details: object, message: string): void;
}

export interface WalletServiceDeps {
  walletRepo: WalletRepo;
  /** Signs ledger entries and wallet rows. */
  key: Buffer;
  log: WalletLogger;
  clock: Clock;
  newId: IdGenerator;
}

/** How an entry moves the wallet's figures (fen). */
export interface Movement {
  entryType: number;
  refId: number;
  totalIncome?: number;
  available?: number;
  frozen?: number;
  paidOut?: number;
}

/**
 * Wallets (decision 0037): every change is an entry of an append-only ledger whose HMAC covers the
 * entry and the previous entry's HMAC; the wallet row's HMAC covers its figures and the last entry. A
 * row or chain that does not verify was changed outside this code: the wallet takes no more entries
 * and pays nothing out until the operator looks into it.
 */
export function createWalletService({ walletRepo, key, log, clock, newId }: WalletServiceDeps) {
  const sign = (parts: (string | number)[]) => createHmac('sha256', key).update(parts.join('|')).digest('hex');
  // The bank card is signed too: a card number changed in the database would redirect the next payout.
  const rowHmac = (w: Omit<WalletTable, 'id' | 'gmt_create' | 'gmt_modified' | 'row_hmac'>) =>
    sign([
      'wallet',
      w.site_id,
      w.user_id,
      w.total_income,
      w.available,
      w.frozen,
      w.paid_out,
      w.last_entry_hmac,
      w.bank_name,
      w.card_no,
      w.account_name,
    ]);
  const entryHmac = (e: Omit<WalletLedgerTable, 'hmac'>) =>
    sign([
      'entry',
      e.site_id,
      e.user_id,
      e.id,
      e.entry_type,
      e.amount,
      e.available_after,
      e.frozen_after,
      e.ref_id,
      e.prev_hmac,
    ]);
  const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  const fresh = (siteId: number, userId: number): WalletTable => {
    const now = clock.now();
    const row = {
      id: newId(),
      site_id: siteId,
      gmt_create: now,
      gmt_modified: now,
      user_id: userId,
      total_income: 0,
      available: 0,
      frozen: 0,
      paid_out: 0,
      last_entry_hmac: '',
      bank_name: '',
      card_no: '',
      account_name: '',
    };
    return { ...row, row_hmac: rowHmac(row) };
  };

  /** Whether the row's figures and the whole chain are as this code wrote them. */
  async function verify(wallet: WalletTable, tx?: Tx): Promise<boolean> {
    if (!same(wallet.row_hmac, rowHmac(wallet))) return false;
    let prev = '';
    let available = 0;
    let frozen = 0;
    for (const entry of await walletRepo.entries(wallet.site_id, wallet.user_id, tx)) {
      if (entry.prev_hmac !== prev || !same(entry.hmac, entryHmac(entry))) return false;
      prev = entry.hmac;
      available = entry.available_after;
      frozen = entry.frozen_after;
    }
    return prev === wallet.last_entry_hmac && available === wallet.available && frozen === wallet.frozen;
  }

  /** Takes the wallet's row lock (creating it), refusing one that does not verify. */
  async function lockVerified(siteId: number, userId: number, tx: Tx): Promise<WalletTable> {
    const wallet = await walletRepo.lock(siteId, userId, fresh(siteId, userId), tx);
    if (!(await verify(wallet, tx))) {
      log.error({ siteId, userId }, 'wallet does not verify: entries refused until the operator checks it');
      throw wrongState(WALLET_BROKEN);
    }
    return wallet;
  }

  async function save(wallet: WalletTable, fields: Partial<WalletTable>, tx: Tx): Promise<WalletTable> {
    const updated = { ...wallet, ...fields, gmt_modified: clock.now() };
    const signed = { ...updated, row_hmac: rowHmac(updated) };
    await walletRepo.update(wallet.site_id, wallet.id, signed, tx);
    return signed;
  }

  return {
    verify,
    lockVerified,

    /** The card withdrawals are paid to, in the caller's transaction. */
    async setBankCard(
      siteId: number,
      userId: number,
      card: { bankName: string; cardNo: string; accountName: string },
      tx: Tx,
    ): Promise<WalletTable> {
      const wallet = await lockVerified(siteId, userId, tx);
      return save(wallet, { bank_name: card.bankName, card_no: card.cardNo, account_name: card.accountName }, tx);
    },

    /** Appends one entry and moves the figures, in the caller's transaction; refuses a wallet that does not verify. */
    async post(siteId: number, userId: number, move: Movement, tx: Tx): Promise<WalletTable> {
      const wallet = await lockVerified(siteId, userId, tx);
      const figures = {
        total_income: wallet.total_income + (move.totalIncome ?? 0),
        available: wallet.available + (move.available ?? 0),
        frozen: wallet.frozen + (move.frozen ?? 0),
        paid_out: wallet.paid_out + (move.paidOut ?? 0),
      };
      const entry = {
        id: newId(),
        site_id: siteId,
        gmt_create: clock.now(),
        user_id: userId,
        entry_type: move.entryType,
        amount: (move.available ?? 0) + (move.frozen ?? 0) + (move.paidOut ?? 0),
        available_after: figures.available,
        frozen_after: figures.frozen,
        ref_id: move.refId,
        prev_hmac: wallet.last_entry_hmac,
      };
      const hmac = entryHmac(entry);
      await walletRepo.insertEntry({ ...entry, hmac }, tx);
      return save(wallet, { ...figures, last_entry_hmac: hmac }, tx);
    },

    async view(siteId: number, userId: number): Promise<WalletView> {
      const wallet = await walletRepo.find(siteId, userId);
      const row = wallet ?? fresh(siteId, userId);
      return {
        totalIncome: fenToYuan(row.total_income),
        available: fenToYuan(row.available),
        frozen: fenToYuan(row.frozen),
        paidOut: fenToYuan(row.paid_out),
        bankName: row.bank_name,
        cardNo: maskCardNo(row.card_no),
        accountName: row.account_name,
        isNormal: wallet && !(await verify(wallet)) ? 0 : 1,
      };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
