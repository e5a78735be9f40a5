import { type AnyDb, createdColumns, createIndexes, dropTables, modifiedColumns } from './columns.ts';

/**
 * Accounts: profile columns on users, SMS codes and the sandbox outbox, sign-in failures, WeChat QR
 * scenes and bindings, questionnaires, face checks, lecturer follows, messages, feedback, uploads.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('referral_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('referrer_user_id', 'bigint').execute();
  await db.schema
    .alterTable('users')
    .addColumn('face_img_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'users', [['users_referral_idx', ['site_id', 'referral_code']]]);

  await createdColumns(db.schema.createTable('sms_code'))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await createIndexes(db, 'sms_code', [['sms_code_mobile_idx', ['site_id', 'mobile', 'gmt_create']]]);

  await createdColumns(db.schema.createTable('sms_outbox'))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'sms_outbox', [['sms_outbox_site_idx', ['site_id', 'gmt_create']]]);

  await createdColumns(db.schema.createTable('login_failure'))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'login_failure', [['login_failure_idx', ['site_id', 'mobile', 'gmt_create']]]);

  await createdColumns(db.schema.createTable('wechat_scene'))
    .addColumn('scene_id', 'varchar(64)', (c) => c.notNull().unique())
    /** 0 waiting, 1 scanned, 2 consumed */
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('openid', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('wx_nickname', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await createdColumns(db.schema.createTable('user_wechat'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('openid', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('user_wechat_openid_unique', ['site_id', 'openid'])
    .execute();

  await modifiedColumns(db.schema.createTable('user_research'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('learning_goal', 'varchar(50)', (c) => c.notNull())
    .addColumn('english_level', 'varchar(30)', (c) => c.notNull())
    .addColumn('weekly_hours', 'integer', (c) => c.notNull())
    .addColumn('interests', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('user_research_user_unique', ['site_id', 'user_id'])
    .execute();

  await createdColumns(db.schema.createTable('face_check'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint')
    .addColumn('passed', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'face_check', [['face_check_user_idx', ['site_id', 'user_id', 'gmt_create']]]);

  await createdColumns(db.schema.createTable('lecturer_attention'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('lecturer_user_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('lecturer_attention_unique', ['site_id', 'user_id', 'lecturer_user_id'])
    .execute();
  await createIndexes(db, 'lecturer_attention', [['lecturer_attention_lecturer_idx', ['site_id', 'lecturer_user_id']]]);

  await createdColumns(db.schema.createTable('user_message'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('msg_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'user_message', [['user_message_user_idx', ['site_id', 'user_id', 'is_read']]]);

  await createdColumns(db.schema.createTable('msg_send_log'))
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('send_type', 'integer', (c) => c.notNull())
    .addColumn('sent_count', 'integer', (c) => c.notNull())
    .execute();

  await createdColumns(db.schema.createTable('feedback'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reply', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_time', 'bigint')
    .execute();
  await createIndexes(db, 'feedback', [['feedback_site_idx', ['site_id', 'user_id']]]);

  await createdColumns(db.schema.createTable('upload_file'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'upload_file', [['upload_file_url_idx', ['site_id', 'url']]]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    'upload_file',
    'feedback',
    'msg_send_log',
    'user_message',
    'lecturer_attention',
    'face_check',
    'user_research',
    'user_wechat',
    'wechat_scene',
    'login_failure',
    'sms_outbox',
    'sms_code',
  ]);
  await db.schema.dropIndex('users_referral_idx').execute();
  for (const column of ['face_img_url', 'referrer_user_id', 'referral_code', 'remark', 'sex']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
