import { WithdrawalState } from '@school/contracts';
import { pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { OrderTables, WithdrawalTable } from './order.tables.ts';

/** Withdrawal requests; every query is scoped by site. */
export function createWithdrawalRepo(database: Db) {
  const { db, on } = moduleTables<OrderTables>(database);
  return {
    insert: (row: WithdrawalTable, tx: Tx) => on(tx).insertInto('withdrawal').values(row).execute(),

    find: (siteId: number, id: number, tx?: Tx) =>
      on(tx).selectFrom('withdrawal').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    waitingOf: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('withdrawal')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('withdrawal_state', '=', WithdrawalState.waiting)
        .executeTakeFirst(),

    /** Moves a waiting request on; false when it no longer waits (someone else handled it). */
    async handle(
      siteId: number,
      id: number,
      fields: Pick<
        WithdrawalTable,
        'withdrawal_state' | 'reference' | 'reason' | 'operator_id' | 'handled_time' | 'gmt_modified'
      >,
      tx: Tx,
    ): Promise<boolean> {
      const result = await on(tx)
        .updateTable('withdrawal')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('withdrawal_state', '=', WithdrawalState.waiting)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async page(siteId: number, filter: { userId?: number; withdrawalState?: number }, offset: number, limit: number) {
      let query = db.selectFrom('withdrawal').where('site_id', '=', siteId);
      if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
      if (filter.withdrawalState !== undefined) query = query.where('withdrawal_state', '=', filter.withdrawalState);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type WithdrawalRepo = ReturnType<typeof createWithdrawalRepo>;
