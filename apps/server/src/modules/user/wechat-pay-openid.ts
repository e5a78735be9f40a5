import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import { type Db, moduleTables, type Transact } from '../../db/schema.ts';
import type { UserTables } from './user.tables.ts';

/**
 * A learner's openid for the official account bound to WeChat Pay, which JSAPI payment inside WeChat
 * needs (decisions 0053 and 0066). WeChat's silent authorisation gives it (`wechat-pay-auth.ts`); an
 * openid is only unique within its account, so each row names the account.
 */
export function createWechatPayOpenids(database: Db, deps: { transact: Transact; clock: Clock; newId: IdGenerator }) {
  const { db, on } = moduleTables<UserTables>(database);

  return {
    /** The learner's openid for the account, or null before they authorised it. */
    async find(siteId: number, userId: number, appId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_wechat_pay_openid')
        .select('openid')
        .where('site_id', '=', siteId)
        .where('app_id', '=', appId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.openid ?? null;
    },

    /** Binds the openid WeChat's authorisation gave to the learner; a WeChat user pays for one account at a time. */
    async bind(siteId: number, userId: number, appId: string, openid: string): Promise<void> {
      await deps.transact(async (tx) => {
        await on(tx)
          .deleteFrom('user_wechat_pay_openid')
          .where('site_id', '=', siteId)
          .where('app_id', '=', appId)
          .where((where) => where.or([where('openid', '=', openid), where('user_id', '=', userId)]))
          .execute();
        const now = deps.clock.now();
        await on(tx)
          .insertInto('user_wechat_pay_openid')
          .values({
            id: deps.newId(),
            site_id: siteId,
            gmt_create: now,
            gmt_modified: now,
            user_id: userId,
            app_id: appId,
            openid,
          })
          .execute();
      });
    },
  };
}

export type WechatPayOpenids = ReturnType<typeof createWechatPayOpenids>;
