import { sql } from 'kysely';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CommunityDigestTable, CommunityTables, SensitiveWordTable } from './community.tables.ts';

/** The operator's sensitive words and limits, and the authors' pending digests; every query names the site. */
export function createModerationRepo(database: Db) {
  const { db, on } = moduleTables<CommunityTables>(database);

  return {
    allWords: async (siteId: number) =>
      (await db.selectFrom('sensitive_word').select('word').where('site_id', '=', siteId).execute()).map(
        (row) => row.word,
      ),

    async pageWords(siteId: number, keyword: string | undefined, offset: number, limit: number) {
      let base = db.selectFrom('sensitive_word').where('site_id', '=', siteId);
      if (keyword) base = base.where(containsText('word', keyword.toLowerCase()));
      return pageRows(base, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    /** Adds the words not yet listed; the number added. */
    async insertWords(rows: SensitiveWordTable[]): Promise<number> {
      let added = 0;
      await db.transaction().execute(async (tx) => {
        for (const row of rows) {
          const result = await tx
            .insertInto('sensitive_word')
            .values(row)
            .onConflict((oc) => oc.columns(['site_id', 'word']).doNothing())
            .executeTakeFirst();
          added += Number(result.numInsertedOrUpdatedRows ?? 0);
        }
      });
      return added;
    },

    async deleteWord(siteId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('sensitive_word')
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    findLimits: async (siteId: number) =>
      (await db.selectFrom('community_setting').select('limits').where('site_id', '=', siteId).executeTakeFirst())
        ?.limits,

    saveLimits: (siteId: number, limits: string, now: number) =>
      db
        .insertInto('community_setting')
        .values({ site_id: siteId, limits, gmt_modified: now })
        .onConflict((oc) => oc.column('site_id').doUpdateSet({ limits, gmt_modified: now }))
        .execute(),

    /** Adds to what an author will hear about a post or question in the next digest. */
    addToDigest: (
      row: Omit<CommunityDigestTable, 'new_comments' | 'new_likes' | 'new_answers' | 'last_sent_at' | 'gmt_modified'>,
      add: { comments?: number; likes?: number; answers?: number },
      tx?: Tx,
    ) =>
      on(tx)
        .insertInto('community_digest')
        .values({
          ...row,
          new_comments: add.comments ?? 0,
          new_likes: add.likes ?? 0,
          new_answers: add.answers ?? 0,
          last_sent_at: 0,
          gmt_modified: row.gmt_create,
        })
        .onConflict((oc) =>
          oc.columns(['site_id', 'target_type', 'target_id']).doUpdateSet({
            new_comments: sql<number>`community_digest.new_comments + ${add.comments ?? 0}`,
            new_likes: sql<number>`community_digest.new_likes + ${add.likes ?? 0}`,
            new_answers: sql<number>`community_digest.new_answers + ${add.answers ?? 0}`,
            gmt_modified: row.gmt_create,
          }),
        )
        .execute(),

    /** Digests with news whose author last heard of that post at least `sentBefore` ago. */
    dueDigests: (siteId: number, sentBefore: number) =>
      db
        .selectFrom('community_digest')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('last_sent_at', '<=', sentBefore)
        .where((eb) => eb.or([eb('new_comments', '>', 0), eb('new_likes', '>', 0), eb('new_answers', '>', 0)]))
        .orderBy('id')
        .execute(),

    /** Takes what was told off the counts (news arriving meanwhile stays for the next digest). */
    markDigestSent: (row: CommunityDigestTable, now: number, tx: Tx) =>
      on(tx)
        .updateTable('community_digest')
        .set({
          new_comments: sql<number>`new_comments - ${row.new_comments}`,
          new_likes: sql<number>`new_likes - ${row.new_likes}`,
          new_answers: sql<number>`new_answers - ${row.new_answers}`,
          last_sent_at: now,
          gmt_modified: now,
        })
        .where('site_id', '=', row.site_id)
        .where('id', '=', row.id)
        .execute(),

    /** Schools that have community content (the periodic jobs run for each). */
    sitesWithContent: async (): Promise<number[]> => {
      const rows = await sql<{ site_id: number }>`
        select distinct site_id from blog union select distinct site_id from question`.execute(db);
      return rows.rows.map((row) => Number(row.site_id));
    },
  };
}

export type ModerationRepo = ReturnType<typeof createModerationRepo>;
