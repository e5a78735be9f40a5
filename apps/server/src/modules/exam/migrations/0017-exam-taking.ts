import { sql } from 'kysely';
import {
  type AnyDb,
  businessColumnsCreatedFirst,
  createdColumns,
  createIndexes,
  dropTables,
  modifiedColumns,
} from '../../../db/migrations/columns.ts';

/**
 * Taking exams (decision 0033): learners' records with the server's deadline, one row per answer, the
 * error notebook with its review schedule, collected problems, and whether a paper gives half marks for
 * a correct subset of a multiple-choice answer.
 */

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['exam_paper_audit', 'exam_paper'])
    await db.schema
      .alterTable(table)
      .addColumn('multiple_half_score', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

  await businessColumnsCreatedFirst(db.schema.createTable('exam_record'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('lecturer_user_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seed', 'varchar(32)', (c) => c.notNull())
    .addColumn('exam_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('record_status', 'integer', (c) => c.notNull())
    .addColumn('submit_way', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    .addColumn('submit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('answer_minutes', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_score', 'integer', (c) => c.notNull())
    .addColumn('pass_score', 'integer', (c) => c.notNull())
    .addColumn('problem_count', 'integer', (c) => c.notNull())
    .addColumn('objective_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subjective_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('awaiting_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await createIndexes(db, 'exam_record', [
    ['exam_record_user_idx', ['site_id', 'user_id', 'paper_id', 'id']],
    ['exam_record_lecturer_idx', ['site_id', 'lecturer_user_id', 'record_status', 'id']],
  ]);
  // One timed exam in progress per learner, even when two starts race.
  await db.schema
    .createIndex('exam_record_one_running')
    .on('exam_record')
    .columns(['site_id', 'user_id'])
    .unique()
    .where(sql<boolean>`record_status = 1 and record_type = 1`)
    .execute();

  await modifiedColumns(db.schema.createTable('exam_record_answer'))
    .addColumn('record_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('score_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('exam_record_answer_unique', ['record_id', 'problem_id'])
    .execute();

  await businessColumnsCreatedFirst(db.schema.createTable('exam_error_problem'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('exam_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('problem_type', 'integer', (c) => c.notNull())
    .addColumn('problem_kind', 'varchar(50)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    .addColumn('last_answers', 'text', (c) => c.notNull())
    .addColumn('wrong_count', 'integer', (c) => c.notNull())
    .addColumn('last_wrong_time', 'bigint', (c) => c.notNull())
    .addColumn('correct_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_correct_day', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('repetitions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interval_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ease_permille', 'integer', (c) => c.notNull())
    .addColumn('due_day', 'varchar(10)', (c) => c.notNull())
    .addUniqueConstraint('exam_error_problem_unique', ['site_id', 'user_id', 'problem_id'])
    .execute();
  await createIndexes(db, 'exam_error_problem', [
    ['exam_error_problem_due_idx', ['site_id', 'user_id', 'status_id', 'due_day']],
  ]);

  await createdColumns(db.schema.createTable('exam_problem_collection'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addUniqueConstraint('exam_problem_collection_unique', ['site_id', 'user_id', 'problem_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['exam_problem_collection', 'exam_error_problem', 'exam_record_answer', 'exam_record']);
  for (const table of ['exam_paper', 'exam_paper_audit'])
    await db.schema.alterTable(table).dropColumn('multiple_half_score').execute();
}
