import { type AnyDb } from '../../../db/migrations/columns.ts';

/**
 * Failed sign-ins remember the client address they came from (decision 0049): the sign-in guard
 * locks an account for one address long before it locks the account for everyone.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('sign_in_failure')
    .addColumn('client_ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('sign_in_failure').dropColumn('client_ip').execute();
}
