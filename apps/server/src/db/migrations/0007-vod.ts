import { type AnyDb, businessColumns, createIndexes, dropTables, modifiedColumns } from './columns.ts';

/**
 * The durable job queue (core/jobs.ts), which arrives with its first user, and the video module's
 * tables: uploaded videos and resumable uploads in progress (decision 0017).
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('job')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(60)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('last_error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('lease_expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'job', [
    ['job_due_idx', ['kind', 'state', 'run_after']],
    ['job_site_idx', ['site_id', 'kind', 'id']],
  ]);

  await businessColumns(db.schema.createTable('vod_video'))
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull())
    .addColumn('video_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('duration_ms', 'bigint', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('source_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('video_status', 'integer', (c) => c.notNull())
    .addColumn('fail_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('renditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('aes_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('job_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'vod_video', [['vod_video_owner_idx', ['site_id', 'owner_user_id', 'md5']]]);

  await modifiedColumns(db.schema.createTable('vod_upload'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('total_size', 'bigint', (c) => c.notNull())
    .addColumn('total_chunks', 'integer', (c) => c.notNull())
    .addColumn('upload_state', 'integer', (c) => c.notNull())
    .addColumn('assembling_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'bigint', (c) => c.notNull().defaultTo(0))
    // One upload per user and file, so parallel first chunks of a new file meet on the same row.
    .addUniqueConstraint('vod_upload_file_unique', ['site_id', 'user_id', 'md5', 'total_size'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['vod_upload', 'vod_video', 'job']);
}
