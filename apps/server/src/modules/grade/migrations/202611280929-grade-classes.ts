import { type AnyDb, businessColumns } from '../../../db/migrations/columns.ts';

/**
 * Classes: categories, classes, members (owner, administrators, students — class exams join on them),
 * applications, the class's courses and the lessons studied from a class.
 */

export async function up(db: AnyDb): Promise<void> {
  await businessColumns(db.schema.createTable('grade_category'))
    .addColumn('category_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('grade_category_site_idx').on('grade_category').columns(['site_id', 'sort']).execute();

  await businessColumns(db.schema.createTable('grade_info'))
    .addColumn('grade_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('category_id', 'bigint', (c) => c.notNull())
    .addColumn('grade_logo', 'varchar(255)', (c) => c.notNull())
    .addColumn('introduce', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'bigint', (c) => c.notNull())
    .addColumn('org_user_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('begin_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('student_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('join_type', 'integer', (c) => c.notNull())
    .addColumn('invitation_code', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_public', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('grade_info_site_idx').on('grade_info').columns(['site_id', 'status_id', 'id']).execute();
  await db.schema.createIndex('grade_info_org_idx').on('grade_info').columns(['site_id', 'org_user_id']).execute();

  await businessColumns(db.schema.createTable('grade_student'))
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('grade_student_member_idx')
    .on('grade_student')
    .columns(['site_id', 'grade_id', 'user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('grade_student_user_idx').on('grade_student').columns(['site_id', 'user_id']).execute();

  await businessColumns(db.schema.createTable('grade_apply_record'))
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('remark', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('audit_opinion', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('grade_apply_record_grade_idx')
    .on('grade_apply_record')
    .columns(['site_id', 'grade_id', 'audit_status'])
    .execute();

  await businessColumns(db.schema.createTable('grade_course'))
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('grade_course_grade_idx')
    .on('grade_course')
    .columns(['site_id', 'grade_id', 'course_id'])
    .unique()
    .execute();
  await db.schema.createIndex('grade_course_course_idx').on('grade_course').columns(['site_id', 'course_id']).execute();

  await businessColumns(db.schema.createTable('grade_study'))
    .addColumn('grade_id', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('course_id', 'bigint', (c) => c.notNull())
    .addColumn('period_id', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('grade_study_idx')
    .on('grade_study')
    .columns(['site_id', 'grade_id', 'user_id', 'period_id'])
    .unique()
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'grade_study',
    'grade_course',
    'grade_apply_record',
    'grade_student',
    'grade_info',
    'grade_category',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
