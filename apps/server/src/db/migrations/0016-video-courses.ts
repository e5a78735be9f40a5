import { type CreateTableBuilder } from 'kysely';
import * as firstDesign from './0011-course-study-orders.ts';
import {
  type AnyDb,
  businessColumns,
  courseColumns,
  createdColumns,
  createIndexes,
  dropTables,
  modifiedColumns,
} from './columns.ts';

/**
 * Video courses (decisions 0022 and 0030): the teachers' drafts (`course_audit` and the `*_audit` rows
 * of chapters, lessons, pictures and accessories) beside the published rows the public reads, with the
 * same ids and columns, so an approval copies column for column; the audit log, comments, collections;
 * the order record (`order_info`) that paid access and the operator's grant are stored as; and the study
 * records of lessons (watched spans and resume position per learner and lesson, learned count and last
 * lesson per course, watched time per day for teachers' charts) and notes taken beside the player.
 *
 * It replaces the tables of 0011-course-study-orders, a first design of the same records that was built
 * alongside this one; those tables held only the demo school's rows (decision 0030).
 */

const chapterColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('chapter_desc', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const periodColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_id', 'bigint', (c) => c.notNull())
    .addColumn('period_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('period_desc', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_free', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('video_name', 'varchar(200)', (c) => c.notNull().defaultTo(''));

const picColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('pic_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('pic_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const accessoryColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  businessColumns(table)
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('accessory_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));

const tables = [
  'course_note',
  'study_day',
  'study_course',
  'study_period',
  'order_info',
  'course_collection',
  'course_comment',
  'course_accessory_audit',
  'course_accessory',
  'course_pic_audit',
  'course_pic',
  'course_period_audit',
  'course_period',
  'course_chapter_audit',
  'course_chapter',
  'course_audit_log',
  'course_audit',
];

export async function up(db: AnyDb): Promise<void> {
  await firstDesign.down(db);

  // A draft carries the published course's columns plus its review state.
  await courseColumns(businessColumns(db.schema.createTable('course_audit')))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'course_audit', [
    ['course_audit_lecturer_idx', ['site_id', 'lecturer_user_id', 'id']],
    ['course_audit_queue_idx', ['site_id', 'audit_status', 'gmt_modified']],
  ]);

  await createdColumns(db.schema.createTable('course_audit_log'))
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('operator_id', 'bigint', (c) => c.notNull())
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('audit_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'course_audit_log', [['course_audit_log_idx', ['site_id', 'course_id']]]);

  for (const table of ['course_chapter', 'course_chapter_audit']) {
    await chapterColumns(db.schema.createTable(table)).execute();
    await createIndexes(db, table, [[`${table}_course_idx`, ['site_id', 'course_id', 'sort']]]);
  }
  for (const table of ['course_period', 'course_period_audit']) {
    await periodColumns(db.schema.createTable(table)).execute();
    await createIndexes(db, table, [
      [`${table}_course_idx`, ['site_id', 'course_id', 'sort']],
      [`${table}_chapter_idx`, ['site_id', 'chapter_id', 'sort']],
    ]);
  }
  for (const table of ['course_pic', 'course_pic_audit']) {
    await picColumns(db.schema.createTable(table)).execute();
    await createIndexes(db, table, [[`${table}_course_idx`, ['site_id', 'course_id']]]);
  }
  for (const table of ['course_accessory', 'course_accessory_audit']) {
    await accessoryColumns(db.schema.createTable(table)).execute();
    await createIndexes(db, table, [[`${table}_course_idx`, ['site_id', 'course_id', 'sort']]]);
  }

  await businessColumns(db.schema.createTable('course_comment'))
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'course_comment', [
    ['course_comment_course_idx', ['site_id', 'course_id', 'parent_id', 'id']],
  ]);

  await createdColumns(db.schema.createTable('course_collection'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('course_collection_unique', ['site_id', 'user_id', 'course_id'])
    .execute();

  await businessColumns(db.schema.createTable('order_info'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('serial_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('product_type', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('product_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('list_price', 'bigint', (c) => c.notNull())
    .addColumn('paid_price', 'bigint', (c) => c.notNull())
    .addColumn('order_status', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_time', 'bigint')
    .addColumn('operator_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark_cus', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('order_info_no_unique', ['site_id', 'order_no'])
    .execute();
  await createIndexes(db, 'order_info', [
    ['order_info_owner_idx', ['site_id', 'user_id', 'product_type', 'product_id', 'order_status']],
    ['order_info_product_idx', ['site_id', 'product_type', 'product_id', 'order_status']],
  ]);

  await modifiedColumns(db.schema.createTable('study_period'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('chapter_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('watched_spans', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('position_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_learned', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_period_unique', ['site_id', 'user_id', 'period_id'])
    .execute();
  await createIndexes(db, 'study_period', [
    ['study_period_recent_idx', ['site_id', 'user_id', 'gmt_modified']],
    ['study_period_course_idx', ['site_id', 'user_id', 'course_id']],
  ]);

  await modifiedColumns(db.schema.createTable('study_course'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('learned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_period_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('study_course_unique', ['site_id', 'user_id', 'course_id'])
    .execute();
  await createIndexes(db, 'study_course', [
    ['study_course_recent_idx', ['site_id', 'user_id', 'gmt_modified']],
    ['study_course_course_idx', ['site_id', 'course_id']],
  ]);

  await db.schema
    .createTable('study_day')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('study_day', 'integer', (c) => c.notNull())
    .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('study_day_unique', ['site_id', 'course_id', 'study_day', 'user_id'])
    .execute();

  await businessColumns(db.schema.createTable('course_note'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'course_note', [['course_note_user_idx', ['site_id', 'user_id', 'id']]]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, tables);
  await firstDesign.up(db);
}
