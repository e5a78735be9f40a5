import type { Kysely } from 'kysely';
import type { Tx } from '../../db/schema.ts';

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

/** Replaces the published rows of one owner with copies of its drafts, in their order. */
export async function publishDrafts(pair: DraftPair, siteId: number, ownerId: number, tx: Tx): Promise<void> {
  // The pair's tables are only known at run time; both hold `CopiedRow`s.
  const db = tx as unknown as Kysely<Record<string, CopiedRow>>;
  await db.deleteFrom(pair.published).where('site_id', '=', siteId).where(pair.owner, '=', ownerId).execute();
  const rows = await db
    .selectFrom(pair.draft)
    .selectAll()
    .where('site_id', '=', siteId)
    .where(pair.owner, '=', ownerId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const row of rows) await db.insertInto(pair.published).values(row).execute();
}
