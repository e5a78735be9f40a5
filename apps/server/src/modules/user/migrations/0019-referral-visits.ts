import { sql } from 'kysely';
import { type AnyDb } from '../../../db/migrations/columns.ts';

/**
 * Referral (issue 13): how often a user's link was opened, and when a referrer was bound (at
 * registration, or on a signed-in visit with a code), which starts the 365 days of commission.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('referral_visit_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('referrer_bound_at', 'bigint').execute();
  await db
    .updateTable('users')
    .set({ referrer_bound_at: sql`gmt_create` })
    .where('referrer_user_id', 'is not', null)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('referrer_bound_at').execute();
  await db.schema.alterTable('users').dropColumn('referral_visit_count').execute();
}
