import { type AnyDb, businessColumns, dropTables } from '../../../db/migrations/columns.ts';

/**
 * Lecturers: the published profile the public reads (`lecturer`) and the draft a user edits
 * (`lecturer_audit`); an operator's approval copies the draft over (ARCHITECTURE §5).
 */

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['lecturer', 'lecturer_audit']) {
    let builder = businessColumns(db.schema.createTable(table))
      .addColumn('user_id', 'bigint', (c) => c.notNull())
      .addColumn('lecturer_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('lecturer_position', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('head_img_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('is_live', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
    if (table === 'lecturer_audit') {
      builder = builder
        .addColumn('audit_status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('audit_opinion', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('apply_live', 'integer', (c) => c.notNull().defaultTo(0));
    }
    await builder.addUniqueConstraint(`${table}_user_unique`, ['site_id', 'user_id']).execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await dropTables(db, ['lecturer_audit', 'lecturer']);
}
