import type { Kysely } from 'kysely';

/**
 * Lecturers: the published profile the public reads (`lecturer`) and the draft a user edits
 * (`lecturer_audit`); an operator's approval copies the draft over (ARCHITECTURE §5).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ['lecturer', 'lecturer_audit']) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'bigint', (c) => c.primaryKey().notNull())
      .addColumn('site_id', 'bigint', (c) => c.notNull().references('site.id'))
      .addColumn('status_id', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('gmt_create', 'bigint', (c) => c.notNull())
      .addColumn('gmt_modified', 'bigint', (c) => c.notNull())
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
  await db.schema.dropTable('lecturer_audit').execute();
  await db.schema.dropTable('lecturer').execute();
}
