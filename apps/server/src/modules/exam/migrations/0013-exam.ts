import { type CreateTableBuilder } from 'kysely';
import {
  type AnyDb,
  businessColumnsCreatedFirst,
  createdColumns,
  createIndexes,
  dropTables,
} from '../../../db/migrations/columns.ts';

/**
 * The question bank (decision 0024): problems, paper drafts and their sections, published papers kept
 * by version with a copy of each problem they use, and course–paper links.
 */

const problemColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problem_type', 'integer', (c) => c.notNull())
    .addColumn('problem_kind', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('subject', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_text', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('blanks', 'text', (c) => c.notNull())
    .addColumn('reference_answer', 'text', (c) => c.notNull())
    .addColumn('analysis', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('labels', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('audio_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('play_limit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_id', 'bigint', (c) => c.notNull().defaultTo(0));

const paperColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('exam_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('subject', 'varchar(50)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('cover_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('answer_minutes', 'integer', (c) => c.notNull())
    .addColumn('pass_score', 'integer', (c) => c.notNull())
    .addColumn('total_score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('problem_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_free', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_price', 'bigint', (c) => c.notNull().defaultTo(0));

const titleColumns = <T extends string>(table: CreateTableBuilder<T>) =>
  table
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('title_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('title_type', 'integer', (c) => c.notNull())
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull());

export async function up(db: AnyDb): Promise<void> {
  await problemColumns(businessColumnsCreatedFirst(db.schema.createTable('exam_problem')))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'exam_problem', [
    ['exam_problem_owner_idx', ['site_id', 'user_id', 'parent_id', 'status_id', 'id']],
    ['exam_problem_parent_idx', ['site_id', 'parent_id']],
  ]);

  await paperColumns(businessColumnsCreatedFirst(db.schema.createTable('exam_paper_audit')))
    .addColumn('audit_status', 'integer', (c) => c.notNull())
    .addColumn('audit_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'exam_paper_audit', [
    ['exam_paper_audit_owner_idx', ['site_id', 'user_id', 'id']],
    ['exam_paper_audit_queue_idx', ['site_id', 'audit_status', 'gmt_modified']],
  ]);

  await titleColumns(createdColumns(db.schema.createTable('exam_title_audit'))).execute();
  await createIndexes(db, 'exam_title_audit', [['exam_title_audit_paper_idx', ['paper_id', 'sort']]]);
  await createdColumns(db.schema.createTable('exam_title_problem_audit'))
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('title_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'exam_title_problem_audit', [
    ['exam_title_problem_audit_paper_idx', ['paper_id', 'title_id', 'sort']],
    ['exam_title_problem_audit_problem_idx', ['site_id', 'problem_id']],
  ]);

  await paperColumns(businessColumnsCreatedFirst(db.schema.createTable('exam_paper')))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('is_put_away', 'integer', (c) => c.notNull())
    .addColumn('gmt_publish', 'bigint', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'exam_paper', [
    ['exam_paper_shelf_idx', ['site_id', 'status_id', 'is_put_away', 'gmt_publish']],
    ['exam_paper_owner_idx', ['site_id', 'user_id']],
  ]);

  await titleColumns(createdColumns(db.schema.createTable('exam_title')))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'exam_title', [['exam_title_paper_idx', ['paper_id', 'version', 'sort']]]);
  await createdColumns(db.schema.createTable('exam_title_problem'))
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'exam_title_problem', [
    ['exam_title_problem_paper_idx', ['paper_id', 'version', 'title_id', 'sort']],
  ]);

  await problemColumns(createdColumns(db.schema.createTable('exam_paper_problem')))
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('exam_paper_problem_unique', ['paper_id', 'version', 'problem_id'])
    .execute();

  await businessColumnsCreatedFirst(db.schema.createTable('exam_course_ref'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('exam_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('exam_course_ref_unique', ['site_id', 'course_id', 'period_id', 'exam_id'])
    .execute();
  await createIndexes(db, 'exam_course_ref', [['exam_course_ref_exam_idx', ['site_id', 'exam_id']]]);
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, [
    'exam_course_ref',
    'exam_paper_problem',
    'exam_title_problem',
    'exam_title',
    'exam_paper',
    'exam_title_problem_audit',
    'exam_title_audit',
    'exam_paper_audit',
    'exam_problem',
  ]);
}
