import type { Kysely } from 'kysely';
import { badRequest } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/schema.ts';

/**
 * Draft → audit → publish: teachers edit rows of a draft table, and an approval replaces the rows of its
 * published twin with copies of them (same ids and columns) in the approval's transaction. Any two tables
 * that share their columns and have an owner column can be published so: chapters, lessons, pictures and
 * accessories of a course now; live lessons and library documents later.
 */
export interface DraftPair {
  draft: string;
  published: string;
  /** The column naming what the rows belong to (`course_id`). */
  owner: string;
}

/** The columns the copier reads; the rest are copied as they are. */
interface CopiedRow {
  id: number;
  site_id: number;
  sort: number;
  [column: string]: unknown;
}

/** Which of a pair's tables a query reads. */
export type Copy = 'published' | 'draft';

// The pair's tables are only known at run time; both hold `CopiedRow`s.
const pairTables = (handle: Db | Tx) => handle as unknown as Kysely<Record<string, CopiedRow>>;

/**
 * The queries every pair shares, for rows of type `Row`: reads from either table, writes to the draft.
 * `handle` is the database or the caller's transaction.
 */
export function draftPairQueries<Row>(pair: DraftPair) {
  return {
    /** One owner's rows, in their order. */
    ofOwner: (handle: Db | Tx, copy: Copy, siteId: number, ownerId: number) =>
      pairTables(handle)
        .selectFrom(pair[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where(pair.owner, '=', ownerId)
        .orderBy('sort')
        .orderBy('id')
        .execute() as Promise<Row[]>,
    find: (handle: Db | Tx, copy: Copy, siteId: number, id: number) =>
      pairTables(handle)
        .selectFrom(pair[copy])
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst() as Promise<Row | undefined>,
    insertDraft: (handle: Db | Tx, row: Row) =>
      pairTables(handle)
        .insertInto(pair.draft)
        .values(row as CopiedRow)
        .execute(),
    updateDraft: (handle: Db | Tx, siteId: number, id: number, changes: Partial<Row>) =>
      pairTables(handle)
        .updateTable(pair.draft)
        .set(changes as Partial<CopiedRow>)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),
    deleteDraft: (handle: Db | Tx, siteId: number, id: number) =>
      pairTables(handle).deleteFrom(pair.draft).where('site_id', '=', siteId).where('id', '=', id).execute(),
  };
}

/** The sort number after the last of these draft rows. */
export const nextSort = (rows: readonly { sort: number }[]) =>
  rows.reduce((max, row) => Math.max(max, row.sort), 0) + 1;

/** A new order of draft rows must name exactly the rows there are, each once. */
export function checkNewOrder(current: number[], given: number[], what: string): void {
  const unique = new Set(given);
  if (unique.size !== given.length || given.length !== current.length || current.some((id) => !unique.has(id)))
    throw badRequest(`排序须恰好包含${what}的全部项目，各一次`);
}

/** Replaces the published rows of one owner with copies of its drafts, in their order. */
export async function publishDrafts(pair: DraftPair, siteId: number, ownerId: number, tx: Tx): Promise<void> {
  const db = pairTables(tx);
  await db.deleteFrom(pair.published).where('site_id', '=', siteId).where(pair.owner, '=', ownerId).execute();
  const rows = await draftPairQueries<CopiedRow>(pair).ofOwner(tx, 'draft', siteId, ownerId);
  for (const row of rows) await db.insertInto(pair.published).values(row).execute();
}
