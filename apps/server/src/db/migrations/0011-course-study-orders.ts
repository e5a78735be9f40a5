import { type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Video courses (decision 0022): chapters and lessons (periods) with their authoring drafts
 * (`*_audit`, same ids and columns as the published rows, plus the audit state on `course_audit`),
 * learners' course collections; the data module's study progress, daily study log and notes; and the
 * order record the orders issue extends (the operator's grant is a paid order of 0).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const keyColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull());

const businessColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  keyColumns(table)
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull());

const courseColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
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
    .addColumn('is_put_away', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('count_buy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_study', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const chapterColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('chapter_desc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const periodColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_id', 'bigint', (c) => c.notNull())
    .addColumn('period_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('period_desc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('video_length', 'integer', (c) => c.notNull().defaultTo(0));

export async function up(db: AnyDb): Promise<void> {
  await courseColumns(db.schema.createTable('course_audit'))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('course_audit_lecturer_idx')
    .on('course_audit')
    .columns(['site_id', 'lecturer_user_id'])
    .execute();
  await db.schema
    .createIndex('course_audit_status_idx')
    .on('course_audit')
    .columns(['site_id', 'audit_status'])
    .execute();

  for (const name of ['course_chapter', 'course_chapter_audit']) {
    await chapterColumns(db.schema.createTable(name)).execute();
    await db.schema.createIndex(`${name}_course_idx`).on(name).columns(['site_id', 'course_id', 'sort']).execute();
  }
  for (const name of ['course_period', 'course_period_audit']) {
    await periodColumns(db.schema.createTable(name)).execute();
    await db.schema
      .createIndex(`${name}_course_idx`)
      .on(name)
      .columns(['site_id', 'course_id', 'chapter_id', 'sort'])
      .execute();
  }

  await keyColumns(db.schema.createTable('course_collection'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('course_collection_unique', ['site_id', 'user_id', 'course_id'])
    .execute();

  await keyColumns(db.schema.createTable('study_period'))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('video_length', 'integer', (c) => c.notNull())
    .addColumn('watched_ranges', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('watched_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_learned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learned_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_period_unique', ['site_id', 'user_id', 'period_id'])
    .execute();
  await db.schema
    .createIndex('study_period_recent_idx')
    .on('study_period')
    .columns(['site_id', 'user_id', 'gmt_modified'])
    .execute();
  await db.schema
    .createIndex('study_period_course_idx')
    .on('study_period')
    .columns(['site_id', 'course_id', 'user_id'])
    .execute();

  await keyColumns(db.schema.createTable('study_course'))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('last_period_id', 'bigint', (c) => c.notNull())
    .addColumn('learned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_course_unique', ['site_id', 'user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('study_course_recent_idx')
    .on('study_course')
    .columns(['site_id', 'user_id', 'gmt_modified'])
    .execute();

  // Seconds of video played per learner, lesson and day (Asia/Shanghai), for teachers' charts.
  await keyColumns(db.schema.createTable('study_day'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('study_day', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_day_unique', ['site_id', 'user_id', 'period_id', 'study_day'])
    .execute();
  await db.schema
    .createIndex('study_day_course_idx')
    .on('study_day')
    .columns(['site_id', 'course_id', 'study_day'])
    .execute();

  await businessColumns(db.schema.createTable('user_note'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('notes_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_note_user_idx')
    .on('user_note')
    .columns(['site_id', 'user_id', 'period_id', 'notes_time'])
    .execute();

  await keyColumns(db.schema.createTable('order_info'))
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('serial_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('list_price', 'bigint', (c) => c.notNull())
    .addColumn('paid_price', 'bigint', (c) => c.notNull())
    .addColumn('order_status', 'integer', (c) => c.notNull())
    .addColumn('pay_channel', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_time', 'bigint')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('order_info_no_unique', ['site_id', 'order_no'])
    .execute();
  await db.schema
    .createIndex('order_info_owner_idx')
    .on('order_info')
    .columns(['site_id', 'user_id', 'product_type', 'order_status', 'product_id'])
    .execute();
  await db.schema
    .createIndex('order_info_product_idx')
    .on('order_info')
    .columns(['site_id', 'product_type', 'product_id', 'order_status'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'order_info',
    'user_note',
    'study_day',
    'study_course',
    'study_period',
    'course_collection',
    'course_period_audit',
    'course_period',
    'course_chapter_audit',
    'course_chapter',
    'course_audit',
  ]) {
    await db.schema.dropTable(name).execute();
  }
}
