import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderTables, WalletLedgerTable, WalletTable } from './order.tables.ts';

/** Wallets and their append-only ledger. */
export function createWalletRepo(database: Db) {
  const { on } = moduleTables<OrderTables>(database);
  return {
    find: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('wallet')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** Creates the wallet if missing, then takes its row lock for the rest of the transaction. */
    async lock(siteId: number, userId: number, fresh: WalletTable, tx: Tx): Promise<WalletTable> {
      await on(tx)
        .insertInto('wallet')
        .values(fresh)
        .onConflict((oc) => oc.columns(['site_id', 'user_id']).doNothing())
        .execute();
      await on(tx)
        .updateTable('wallet')
        .set((eb) => ({ gmt_modified: eb.ref('gmt_modified') }))
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .execute();
      return (await this.find(siteId, userId, tx))!;
    },

    /** Every wallet of the school (the reconciliation verifies each). */
    allOfSite: (siteId: number) => on().selectFrom('wallet').selectAll().where('site_id', '=', siteId).execute(),

    update: (siteId: number, id: number, fields: Partial<WalletTable>, tx: Tx) =>
      on(tx).updateTable('wallet').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),

    insertEntry: (row: WalletLedgerTable, tx: Tx) => on(tx).insertInto('wallet_ledger').values(row).execute(),

    entries: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('wallet_ledger')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
  };
}

export type WalletRepo = ReturnType<typeof createWalletRepo>;
