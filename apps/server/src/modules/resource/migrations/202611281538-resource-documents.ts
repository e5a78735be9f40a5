import {
  type AnyDb,
  businessColumns,
  createdColumns,
  createIndexes,
  dropTables,
} from '../../../db/migrations/columns.ts';

/** Documents of resource packs and the library, their downloads and the daily download limit (decision 0071). */

export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('resource_document'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('doc_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('doc_size', 'bigint', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doc_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fail_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('has_preview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'resource_document', [
    ['resource_document_user_idx', ['site_id', 'user_id', 'id']],
    ['resource_document_file_idx', ['site_id', 'user_id', 'md5', 'doc_size']],
    ['resource_document_state_idx', ['site_id', 'doc_state', 'id']],
  ]);
  await createdColumns(db.schema.createTable('resource_download'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('document_id', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('counted', 'integer', (c) => c.notNull())
    .addColumn('period_counted', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'resource_download', [
    ['resource_download_user_day_idx', ['site_id', 'user_id', 'day', 'course_id', 'period_id']],
    ['resource_download_course_idx', ['site_id', 'course_id', 'counted']],
    ['resource_download_period_idx', ['site_id', 'period_id', 'period_counted']],
  ]);
  await db.schema
    .createTable('resource_setting')
    .addColumn('site_id', 'bigint', (c) => c.primaryKey().notNull().references('site.id'))
    .addColumn('daily_download_limit', 'integer', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['resource_setting', 'resource_download', 'resource_document']);
}
