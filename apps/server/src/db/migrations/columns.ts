import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * What migrations share: the key, site and time columns most tables start with (db/columns.ts declares
 * their rows), and engine and index helpers. A migration must keep making exactly what it made when it
 * was first run, so these never change; a table with another column order spells its columns out, and a
 * new set of columns gets a new helper (db/upgrade.test.ts compares the schema with revision 3d9baa6's).
 */

// Migrations must not depend on the evolving Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

// Primary keys say notNull explicitly: SQLite otherwise lets a non-INTEGER primary key hold NULL.

/** id, site_id, gmt_create: rows written once and never edited (a `CreatedRow`). */
export const createdColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull());

/** id, site_id, gmt_create, gmt_modified: rows kept up to date that have no status. */
export const modifiedColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  createdColumns(table).addColumn('gmt_modified', 'bigint', (c) => c.notNull());

/** id, site_id, status_id, gmt_create, gmt_modified: a business table (a `BusinessRow`). */
export const businessColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull());

/**
 * The business columns in the order migrations 0011, 0013, 0017 and 0018 wrote them: the time of
 * creation before the status.
 */
export const businessColumnsCreatedFirst = <T extends string>(table: CreateTableBuilder<T>) =>
  createdColumns(table)
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull());

/** A course's catalogue columns (course_name to is_put_away), which the published course and its draft share. */
export const courseColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('course_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('course_category', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('category1_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('category2_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('category3_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lecturer_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('org_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('course_logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('course_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ruling_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_put_away', 'integer', (c) => c.notNull().defaultTo(1));

export const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Plain indexes of one table, each as [name, columns]. */
export async function createIndexes(db: AnyDb, table: string, indexes: [name: string, columns: string[]][]) {
  for (const [name, columns] of indexes) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops tables in the order given (dependants first). */
export async function dropTables(db: AnyDb, tables: string[]) {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
