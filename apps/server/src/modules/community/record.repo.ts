import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CommunityTables } from './community.tables.ts';

/** Likes and collects of posts and questions; every query names the site. */
export interface RecordKey {
  siteId: number;
  targetType: number;
  targetId: number;
  userId: number;
  opType: number;
}

export function createRecordRepo(database: Db) {
  const { db, on } = moduleTables<CommunityTables>(database);
  const matching = (key: RecordKey, tx?: Tx) =>
    on(tx)
      .deleteFrom('community_record')
      .where('site_id', '=', key.siteId)
      .where('target_type', '=', key.targetType)
      .where('target_id', '=', key.targetId)
      .where('user_id', '=', key.userId)
      .where('op_type', '=', key.opType);

  return {
    /** True when the record is new (a repeat changes nothing). */
    async insert(key: RecordKey, id: number, now: number, tx?: Tx): Promise<boolean> {
      const result = await on(tx)
        .insertInto('community_record')
        .values({
          id,
          site_id: key.siteId,
          gmt_create: now,
          target_type: key.targetType,
          target_id: key.targetId,
          user_id: key.userId,
          op_type: key.opType,
        })
        .onConflict((oc) => oc.columns(['site_id', 'target_type', 'target_id', 'user_id', 'op_type']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async delete(key: RecordKey, tx?: Tx): Promise<boolean> {
      const result = await matching(key, tx).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The op types (like, collect) a user has on one post or question. */
    async opsOf(siteId: number, targetType: number, targetId: number, userId: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('community_record')
        .select('op_type')
        .where('site_id', '=', siteId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('user_id', '=', userId)
        .execute();
      return new Set(rows.map((row) => row.op_type));
    },
  };
}

export type RecordRepo = ReturnType<typeof createRecordRepo>;
