import { type Kysely } from 'kysely';

/**
 * Study records of video lessons (decision 0022): per learner and lesson the watched spans and resume
 * position, per learner and course the learned count and last lesson, per day the watched time (the
 * teachers' chart); and notes taken beside the player.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('study_period')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
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
  await db.schema
    .createIndex('study_period_recent_idx')
    .on('study_period')
    .columns(['site_id', 'user_id', 'gmt_modified'])
    .execute();
  await db.schema
    .createIndex('study_period_course_idx')
    .on('study_period')
    .columns(['site_id', 'user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('study_course')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('learned_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_period_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('study_course_unique', ['site_id', 'user_id', 'course_id'])
    .execute();
  await db.schema
    .createIndex('study_course_recent_idx')
    .on('study_course')
    .columns(['site_id', 'user_id', 'gmt_modified'])
    .execute();
  await db.schema.createIndex('study_course_course_idx').on('study_course').columns(['site_id', 'course_id']).execute();

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

  await db.schema
    .createTable('course_note')
    .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
    .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
    .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('gmt_create', 'bigint', (c) => c.notNull())
    .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('course_note_user_idx').on('course_note').columns(['site_id', 'user_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['course_note', 'study_day', 'study_course', 'study_period'])
    await db.schema.dropTable(table).execute();
}
