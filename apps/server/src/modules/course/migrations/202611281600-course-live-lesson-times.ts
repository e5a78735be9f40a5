import { type AnyDb } from '../../../db/migrations/columns.ts';

/** A live lesson's planned start and end (epoch ms; 0 for lessons of other kinds), drafts and published alike. */
export async function up(db: AnyDb): Promise<void> {
  for (const table of ['course_period', 'course_period_audit']) {
    await db.schema
      .alterTable(table)
      .addColumn('live_begin', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('live_end', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // The schedule reads published lessons by start time.
  await db.schema
    .createIndex('course_period_live_idx')
    .on('course_period')
    .columns(['site_id', 'live_begin'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('course_period_live_idx').execute();
  for (const table of ['course_period', 'course_period_audit']) {
    await db.schema.alterTable(table).dropColumn('live_end').execute();
    await db.schema.alterTable(table).dropColumn('live_begin').execute();
  }
}
