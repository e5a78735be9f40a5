import { type AnyDb, businessColumns, dropTables } from '../../../db/migrations/columns.ts';

/**
 * Document lessons of resource packs and the library (decision 0071): a lesson's document, the name it
 * shows, whether it may be downloaded and how many pages are free, as a draft and its published copy
 * (published on approval like the lessons). Categories get a type: 1 courses, 2 resources and library.
 */

const tables = ['course_period_doc', 'course_period_doc_audit'];

export async function up(db: AnyDb): Promise<void> {
  for (const table of tables) {
    await businessColumns(db.schema.createTable(table))
      .addColumn('course_id', 'bigint', (c) => c.notNull())
      .addColumn('period_id', 'bigint', (c) => c.notNull())
      .addColumn('document_id', 'bigint', (c) => c.notNull())
      .addColumn('doc_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('is_download', 'integer', (c) => c.notNull())
      .addColumn('free_pages', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex(`${table}_course_idx`).on(table).columns(['site_id', 'course_id']).execute();
    await db.schema.createIndex(`${table}_period_idx`).on(table).columns(['site_id', 'period_id']).unique().execute();
  }
  await db.schema
    .alterTable('course_category')
    .addColumn('category_type', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('course_category').dropColumn('category_type').execute();
  await dropTables(db, tables.reverse());
}
