import { sql } from 'kysely';
import { type Db, moduleTables } from '../../db/schema.ts';
import type { CommunityLabelTable, CommunityTables } from './community.tables.ts';

/** Community labels; every query names the site. */
export function createLabelRepo(database: Db) {
  const { db } = moduleTables<CommunityTables>(database);
  return {
    list: (siteId: number, labelType: number | undefined, enabledOnly: boolean) => {
      let query = db.selectFrom('community_label').selectAll().where('site_id', '=', siteId);
      if (labelType !== undefined) query = query.where('label_type', '=', labelType);
      if (enabledOnly) query = query.where('status_id', '=', 1);
      return query.orderBy('sort').orderBy('id').execute();
    },
    find: (siteId: number, id: number) =>
      db
        .selectFrom('community_label')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (row: CommunityLabelTable) => db.insertInto('community_label').values(row).execute(),
    update: (siteId: number, id: number, fields: Partial<CommunityLabelTable>) =>
      db.updateTable('community_label').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),
    delete: (siteId: number, id: number) =>
      db.deleteFrom('community_label').where('site_id', '=', siteId).where('id', '=', id).execute(),
    /** How many posts and questions (deleted ones too) carry each label. */
    async useCounts(siteId: number): Promise<Map<number, number>> {
      const rows = await sql<{ label_id: number; count: number | string }>`
        select label_id, count(*) as count from (
          select label_id from blog where site_id = ${siteId} and label_id <> 0
          union all
          select label_id from question where site_id = ${siteId} and label_id <> 0
        ) as used group by label_id`.execute(db);
      return new Map(rows.rows.map((row) => [Number(row.label_id), Number(row.count)]));
    },
  };
}

export type LabelRepo = ReturnType<typeof createLabelRepo>;
