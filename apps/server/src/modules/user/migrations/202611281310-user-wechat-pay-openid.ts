import { sql } from 'kysely';
import { type AnyDb, modifiedColumns } from '../../../db/migrations/columns.ts';

/**
 * A learner's openid for the official account bound to WeChat Pay (JSAPI inside WeChat), one per
 * learner and account, and one learner per openid. Until now such rows sat among the WeChat sign-in
 * bindings as `{appId}:{openid}`; they move here.
 */

export async function up(db: AnyDb): Promise<void> {
  await modifiedColumns(db.schema.createTable('user_wechat_pay_openid'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('app_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('openid', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_wechat_pay_openid_user_idx')
    .on('user_wechat_pay_openid')
    .columns(['site_id', 'app_id', 'user_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('user_wechat_pay_openid_openid_idx')
    .on('user_wechat_pay_openid')
    .columns(['site_id', 'app_id', 'openid'])
    .unique()
    .execute();
  const moved = await db
    .selectFrom('user_wechat')
    .select(['id', 'site_id', 'user_id', 'openid', 'gmt_create'])
    .where('openid', 'like', sql<string>`'%:%'`)
    .execute();
  for (const row of moved as { id: number; site_id: number; user_id: number; openid: string; gmt_create: number }[]) {
    const at = row.openid.indexOf(':');
    await db
      .insertInto('user_wechat_pay_openid')
      .values({
        id: row.id,
        site_id: row.site_id,
        gmt_create: row.gmt_create,
        gmt_modified: row.gmt_create,
        user_id: row.user_id,
        app_id: row.openid.slice(0, at),
        openid: row.openid.slice(at + 1),
      })
      .execute();
  }
  await db
    .deleteFrom('user_wechat')
    .where('openid', 'like', sql<string>`'%:%'`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_wechat_pay_openid').execute();
}
