import { type Kysely, type RawBuilder, sql } from 'kysely';
import { CommunityAuditStatus, OpType } from '@school/contracts';
import { countRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { BlogTable, CommunityRecordTable, CommunityTables, QuestionTable } from './community.tables.ts';

/**
 * What articles and questions share: the queries of a post table that read or write only the columns
 * both tables have (finding, counting views, likes and collects, the duplicate rule, the review queue).
 * Every query names the site.
 */

/** The columns articles and questions share. */
export type PostRow = Pick<BlogTable, keyof BlogTable & keyof QuestionTable>;

export type PostTableName = 'blog' | 'question';

/** Both post tables seen through their shared columns, so one query serves either. */
interface PostTables {
  blog: PostRow;
  question: PostRow;
  community_record: CommunityRecordTable;
}

export interface PostRepoOptions {
  table: PostTableName;
  /** The post's `target_type` in likes, collects and comments. */
  targetType: number;
  /** What else a post in the review queue must be (articles: published, not drafts). */
  inReview?: RawBuilder<boolean>;
}

export function createPostRepo<Row extends PostRow>(database: Db, { table, targetType, inReview }: PostRepoOptions) {
  const { db: own, on: onOwn } = moduleTables<CommunityTables>(database);
  // The narrowing is sound: `PostRow` is exactly the columns both tables have.
  const db = own as unknown as Kysely<PostTables>;
  const on = (tx?: Tx) => onOwn(tx) as unknown as Kysely<PostTables>;

  const reviewQueue = (siteId: number) => {
    const query = db
      .selectFrom(table)
      .where('site_id', '=', siteId)
      .where('status_id', '=', 1)
      .where('audit_status', '=', CommunityAuditStatus.waiting);
    return inReview ? query.where(inReview) : query;
  };

  /** Likes (op 1) or collects (2) of one post, counted from their rows. */
  const recordCount = (siteId: number, id: number, opType: number) =>
    sql<number>`(select count(*) from community_record r where r.site_id = ${siteId} and r.target_type = ${targetType} and r.target_id = ${id} and r.op_type = ${opType})`;

  return {
    insert: (row: Row, tx?: Tx) =>
      on(tx)
        .insertInto(table)
        .values(row as PostRow)
        .execute(),

    update: (siteId: number, id: number, fields: Partial<Row>, tx?: Tx) =>
      on(tx).updateTable(table).set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),

    find: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom(table)
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<Row | undefined>,

    /** Titles of some posts (for comment lists and digests). */
    async titles(siteId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom(table)
        .select(['id', 'title'])
        .where('site_id', '=', siteId)
        .where('id', 'in', [...new Set(ids)])
        .execute();
      return new Map(rows.map((row) => [row.id, row.title]));
    },

    /** Same author, same text, not deleted, since the given time (the anti-spam duplicate rule). */
    async hasDuplicate(siteId: number, userId: number, hash: string, since: number, exceptId = 0): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('site_id', '=', siteId)
        .where('content_hash', '=', hash)
        .where('user_id', '=', userId)
        .where('status_id', '=', 1)
        .where('gmt_create', '>=', since)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Recounts likes and collects of one post, with the counts of its own `more` names (comments, answers). */
    refreshCounts: (siteId: number, id: number, more: Record<string, RawBuilder<number>>, tx?: Tx) =>
      on(tx)
        .updateTable(table)
        .set({
          count_like: recordCount(siteId, id, OpType.like),
          count_collect: recordCount(siteId, id, OpType.collect),
          ...more,
        })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    async addView(siteId: number, id: number): Promise<number> {
      await db
        .updateTable(table)
        .set({ count_view: sql<number>`count_view + 1` })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute();
      const row = await db
        .selectFrom(table)
        .select('count_view')
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.count_view ?? 0;
    },

    /** Posts waiting for review, newest first. */
    reviewRows: (siteId: number, limit: number) =>
      reviewQueue(siteId)
        .select(['id', 'title', 'content', 'user_id', 'review_reasons', 'gmt_create'])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    reviewCount: (siteId: number) => countRows(reviewQueue(siteId)),

    /**
     * Every public post's hot score, `score` computed from its columns (decision 0026), 500 rows per
     * statement: on SQLite a statement holds the event loop, and one over 100 000 rows held it 2 s.
     */
    recomputeHot: (siteId: number, score: RawBuilder<number>) =>
      inIdBatches(
        (after) =>
          db
            .selectFrom(table)
            .select('id')
            .where('site_id', '=', siteId)
            .where('is_public', '=', 1)
            .where('id', '>', after)
            .orderBy('id')
            .limit(HOT_BATCH)
            .execute(),
        (ids) =>
          db
            .updateTable(table)
            .set({ hot_score: score })
            .where('site_id', '=', siteId)
            .where('id', 'in', ids)
            .execute(),
      ),
  };
}

/** Rows one hot-score statement updates. */
export const HOT_BATCH = 500;

/** Runs `work` over the ids `next` hands out in order, a batch at a time, letting other work in between. */
export async function inIdBatches(
  next: (after: number) => Promise<{ id: number }[]>,
  work: (ids: number[]) => Promise<unknown>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const ids = await next(after);
    if (ids.length === 0) return;
    const last = ids[ids.length - 1]!.id;
    await work(ids.map((row) => row.id));
    after = last;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** How the hot tab weighs what readers do, and how fast it forgets (decision 0026). */
export interface HotWeights {
  view: number;
  like: number;
  collect: number;
  comment: number;
  /** Hours added to a post's age, so a brand-new post does not divide by almost nothing. */
  offsetHours: number;
  gravity: number;
  /** Scores are kept as integers: the score times this. */
  scale: number;
}
