import { type AnyDb } from '../../../db/migrations/columns.ts';

/**
 * Operators upload pictures from the console (logos, banners, adverts). Operators are separate
 * accounts from users (decision 0006), so each upload records which kind of account made it.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('upload_file')
    .addColumn('uploader_kind', 'varchar(10)', (c) => c.notNull().defaultTo('user'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('upload_file').dropColumn('uploader_kind').execute();
}
