import type { Kysely } from 'kysely';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { CourseTables } from '../modules/course/course.tables.ts';
import type { DataTables } from '../modules/data/data.tables.ts';
import type { MarketingTables } from '../modules/marketing/marketing.tables.ts';
import type { OrderTables } from '../modules/order/order.tables.ts';
import type { SystemTables } from '../modules/system/system.tables.ts';
import type { UploadTables } from '../modules/upload/upload.tables.ts';
import type { UserTables } from '../modules/user/user.tables.ts';
import type { VodTables } from '../modules/vod/vod.tables.ts';
import type { CoreTables } from './core.tables.ts';

/**
 * Every table as Kysely sees it, composed from the declarations each module keeps beside its code
 * (`modules/<name>/<name>.tables.ts`) and the platform's own (`core.tables.ts`). `schema.test.ts`
 * proves that each table is declared by exactly one of them and that the declarations match the
 * migrated schema on SQLite and PostgreSQL (decision 0014).
 */
export interface Database
  extends
    CoreTables,
    SystemTables,
    UserTables,
    CourseTables,
    ContentTables,
    MarketingTables,
    DataTables,
    UploadTables,
    VodTables,
    OrderTables {}

/** The whole database: start-up, migrations, seeds and tests. Modules see only their own tables. */
export type Db = Kysely<Database>;

declare const transactionBrand: unique symbol;

/**
 * An open transaction as modules hand it to each other (an approval and the message it sends commit
 * together). It is opaque: a repo opens it onto its own tables with `moduleTables(…).on(tx)`.
 */
export interface Tx {
  readonly [transactionBrand]: true;
}

/** Runs work in one transaction; services get this instead of the database. */
export type Transact = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

export const transactOn =
  (db: Db): Transact =>
  (work) =>
    db.transaction().execute((tx) => work(tx as unknown as Tx));

/** The database, or an open transaction, seen through some of its tables: others do not compile. */
export const tablesOf = <T extends Partial<Database>>(handle: Db | Tx): Kysely<T> => handle as unknown as Kysely<T>;

/**
 * A repo's handle on its module's tables: `db` for its own queries, `on(tx)` for the same tables inside
 * a caller's transaction (or `db` when there is none).
 */
export function moduleTables<T extends Partial<Database>>(database: Db) {
  const db = tablesOf<T>(database);
  return { db, on: (tx?: Tx): Kysely<T> => (tx ? tablesOf<T>(tx) : db) };
}
