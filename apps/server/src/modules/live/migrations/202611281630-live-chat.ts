import { type AnyDb, businessColumns, createdColumns } from '../../../db/migrations/columns.ts';

/** The live chat (decision 0070): messages and notices kept for the replay, and the teacher's mutes. */
export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('live_chat_message'))
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('by_teacher', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('live_chat_message_period_idx')
    .on('live_chat_message')
    .columns(['site_id', 'period_id', 'kind', 'id'])
    .execute();
  await createdColumns(db.schema.createTable('live_chat_mute'))
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('muted_by', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('live_chat_mute_user_uq', ['site_id', 'period_id', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('live_chat_mute').execute();
  await db.schema.dropTable('live_chat_message').execute();
}
