import { sql } from 'kysely';
import { type AnyDb, businessColumns } from '../../../db/migrations/columns.ts';

/**
 * Class exams: the exam (a published paper, a window, an answer time, who takes it, when scores show),
 * each student's relation to it (state, drawn paper, deadline, system and teacher scores) and the answers.
 */

export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('grade_exam'))
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('exam_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('answer_minutes', 'integer', (c) => c.notNull())
    .addColumn('student_scope', 'integer', (c) => c.notNull())
    .addColumn('score_show', 'integer', (c) => c.notNull())
    .addColumn('is_rank', 'integer', (c) => c.notNull())
    .addColumn('total_score', 'integer', (c) => c.notNull())
    .addColumn('pass_score', 'integer', (c) => c.notNull())
    .addColumn('compensate_begin_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('compensate_end_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('compensate_failed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('grade_exam_grade_idx')
    .on('grade_exam')
    .columns(['site_id', 'grade_id', 'status_id'])
    .execute();

  await businessColumns(db.schema.createTable('grade_exam_relation'))
    .addColumn('grade_exam_id', 'bigint', (c) => c.notNull())
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('paper_id', 'bigint', (c) => c.notNull())
    .addColumn('relation_status', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seed', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('deadline', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_way', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sys_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teacher_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('awaiting_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_ignore', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('grade_exam_relation_unique')
    .on('grade_exam_relation')
    .columns(['site_id', 'grade_exam_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('grade_exam_relation_user_idx')
    .on('grade_exam_relation')
    .columns(['site_id', 'user_id', 'relation_status'])
    .execute();
  // One class exam answered at a time per student, whichever class: two begins at once cannot both pass.
  await db.schema
    .createIndex('grade_exam_relation_one_running')
    .on('grade_exam_relation')
    .columns(['site_id', 'user_id'])
    .unique()
    .where(sql<boolean>`relation_status = 2`)
    .execute();

  await businessColumns(db.schema.createTable('grade_exam_answer'))
    .addColumn('relation_id', 'bigint', (c) => c.notNull())
    .addColumn('problem_id', 'bigint', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sys_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('teacher_tenths', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('grade_exam_answer_unique')
    .on('grade_exam_answer')
    .columns(['relation_id', 'problem_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of ['grade_exam_answer', 'grade_exam_relation', 'grade_exam']) {
    await db.schema.dropTable(table).execute();
  }
}
