import { type AnyDb, createdColumns, createIndexes } from '../../../db/migrations/columns.ts';

/**
 * Sign-in that withstands abuse (decision 0019): failed sign-ins of learners and operators counted
 * in one table, SMS codes remember the client address they were asked from (daily caps per address
 * and per site), and a cap that was hit leaves an alert for the console.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.dropTable('login_failure').execute();
  await createdColumns(db.schema.createTable('sign_in_failure'))
    /** 'user' (a mobile) or 'operator' (a login name) */
    .addColumn('account_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('login_name', 'varchar(64)', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'sign_in_failure', [
    ['sign_in_failure_idx', ['site_id', 'account_kind', 'login_name', 'gmt_create']],
  ]);

  await db.schema
    .alterTable('sms_code')
    .addColumn('client_ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .execute();
  await createIndexes(db, 'sms_code', [
    ['sms_code_ip_idx', ['site_id', 'client_ip', 'gmt_create']],
    ['sms_code_site_idx', ['site_id', 'gmt_create']],
  ]);

  await createdColumns(db.schema.createTable('sms_cap_alert'))
    /** 'address' (one client address) or 'site' (the whole school) */
    .addColumn('cap_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('client_ip', 'varchar(45)', (c) => c.notNull().defaultTo(''))
    .addColumn('cap_limit', 'integer', (c) => c.notNull())
    .execute();
  await createIndexes(db, 'sms_cap_alert', [['sms_cap_alert_idx', ['site_id', 'gmt_create']]]);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sms_cap_alert').execute();
  await db.schema.dropIndex('sms_code_site_idx').execute();
  await db.schema.dropIndex('sms_code_ip_idx').execute();
  await db.schema.alterTable('sms_code').dropColumn('client_ip').execute();
  await db.schema.dropTable('sign_in_failure').execute();
  await createdColumns(db.schema.createTable('login_failure'))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .execute();
}
