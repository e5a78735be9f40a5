import { sql } from 'kysely';
import { type AnyDb } from '../../../db/migrations/columns.ts';

/**
 * Public course lists read a page straight from an index: each order's index now holds every term of
 * the order, ending with the id (in the order's direction), so neither engine sorts the matching
 * courses to find a page. Before, SQLite sorted the ties of the first term for every page: a page deep
 * in a 10 000-course list took 1–1.5 ms instead of 0.1 (decision 0015).
 */

const shelf = ['site_id', 'status_id', 'is_put_away'];

/** The orders of decision 0007: default (sort, newest first), newest, popular. Prices were whole already. */
const wholeOrders: [string, string[]][] = [
  ['course_shelf_sort_idx', [...shelf, 'sort', 'id desc']],
  ['course_shelf_created_idx', [...shelf, 'gmt_create', 'id']],
  ['course_shelf_buy_idx', [...shelf, 'count_buy', 'count_study', 'id']],
];
const before: [string, string[]][] = [
  ['course_shelf_sort_idx', [...shelf, 'sort', 'id']],
  ['course_shelf_created_idx', [...shelf, 'gmt_create']],
  ['course_shelf_buy_idx', [...shelf, 'count_buy']],
];

async function replace(db: AnyDb, indexes: [string, string[]][]) {
  for (const [name, columns] of indexes) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('course').columns(columns).execute();
  }
  // A database that was analysed keeps statistics of the old indexes only; without fresh ones SQLite
  // picked these new indexes even for the price orders and sorted the whole shelf.
  await sql`analyze course`.execute(db);
}

export const up = (db: AnyDb) => replace(db, wholeOrders);
export const down = (db: AnyDb) => replace(db, before);
