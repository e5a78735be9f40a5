import { type CreateTableBuilder } from 'kysely';
import {
  type AnyDb,
  businessColumnsCreatedFirst,
  courseColumns,
  createdColumns,
  createIndexes,
  dropTables,
  modifiedColumns,
} from './columns.ts';

/**
 * Video courses (decision 0022): chapters and lessons (periods) with their authoring drafts
 * (`*_audit`, same ids and columns as the published rows, plus the audit state on `course_audit`),
 * learners' course collections; the data module's study progress, daily study log and notes; and the
 * order record the orders issue extends (the operator's grant is a paid order of 0).
 */

const chapterColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumnsCreatedFirst(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('chapter_desc', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const periodColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumnsCreatedFirst(table)
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
  await courseColumns(businessColumnsCreatedFirst(db.schema.createTable('course_audit')))
    .addColumn('count_buy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('count_study', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'course_audit', [
    ['course_audit_lecturer_idx', ['site_id', 'lecturer_user_id']],
    ['course_audit_status_idx', ['site_id', 'audit_status']],
  ]);

  for (const name of ['course_chapter', 'course_chapter_audit']) {
    await chapterColumns(db.schema.createTable(name)).execute();
    await createIndexes(db, name, [[`${name}_course_idx`, ['site_id', 'course_id', 'sort']]]);
  }
  for (const name of ['course_period', 'course_period_audit']) {
    await periodColumns(db.schema.createTable(name)).execute();
    await createIndexes(db, name, [[`${name}_course_idx`, ['site_id', 'course_id', 'chapter_id', 'sort']]]);
  }

  await createdColumns(db.schema.createTable('course_collection'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('course_collection_unique', ['site_id', 'user_id', 'course_id'])
    .execute();

  await modifiedColumns(db.schema.createTable('study_period'))
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
  await createIndexes(db, 'study_period', [
    ['study_period_recent_idx', ['site_id', 'user_id', 'gmt_modified']],
    ['study_period_course_idx', ['site_id', 'course_id', 'user_id']],
  ]);

  await modifiedColumns(db.schema.createTable('study_course'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('last_period_id', 'bigint', (c) => c.notNull())
    .addColumn('learned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_course_unique', ['site_id', 'user_id', 'course_id'])
    .execute();
  await createIndexes(db, 'study_course', [['study_course_recent_idx', ['site_id', 'user_id', 'gmt_modified']]]);

  // Seconds of video played per learner, lesson and day (Asia/Shanghai), for teachers' charts.
  await createdColumns(db.schema.createTable('study_day'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('study_day', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_day_unique', ['site_id', 'user_id', 'period_id', 'study_day'])
    .execute();
  await createIndexes(db, 'study_day', [['study_day_course_idx', ['site_id', 'course_id', 'study_day']]]);

  await businessColumnsCreatedFirst(db.schema.createTable('user_note'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('notes_time', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'user_note', [['user_note_user_idx', ['site_id', 'user_id', 'period_id', 'notes_time']]]);

  await modifiedColumns(db.schema.createTable('order_info'))
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
  await createIndexes(db, 'order_info', [
    ['order_info_owner_idx', ['site_id', 'user_id', 'product_type', 'order_status', 'product_id']],
    ['order_info_product_idx', ['site_id', 'product_type', 'product_id', 'order_status']],
  ]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
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
  ]);
}
