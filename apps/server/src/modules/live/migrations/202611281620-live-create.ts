import type { Kysely } from 'kysely';

/** live: teachers' channels and their broadcasts (decision 0069). */

// Migrations must not depend on the evolving Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('live_channel')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('key_tail', 'varchar(8)', (c) => c.notNull())
    .addColumn('passwd_hash', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('live_channel_user_idx')
    .on('live_channel')
    .columns(['site_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('live_channel_key_idx').on('live_channel').columns(['key_hash']).unique().execute();

  await db.schema
    .createTable('live_broadcast')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('channel_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('course_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('live_state', 'integer', (c) => c.notNull())
    .addColumn('begin_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('end_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('push_stopped_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('peak_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_viewers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('keep_replay', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('replay_state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('live_broadcast_channel_idx')
    .on('live_broadcast')
    .columns(['site_id', 'channel_id', 'id'])
    .execute();
  await db.schema
    .createIndex('live_broadcast_period_idx')
    .on('live_broadcast')
    .columns(['site_id', 'period_id', 'id'])
    .execute();
  await db.schema.createIndex('live_broadcast_state_idx').on('live_broadcast').columns(['live_state']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_broadcast').execute();
  await db.schema.dropTable('live_channel').execute();
}
