import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import { type Db, moduleTables, type Transact } from '../../db/schema.ts';
import type { UserTables } from './user.tables.ts';

/**
 * A learner's openid for the WeChat Pay app, which JSAPI payment inside WeChat needs (decision 0053).
 * It is kept with the learner's WeChat bindings in `user_wechat`. An openid is only unique within its
 * app and those rows also hold sign-in bindings, so a pay app's row is stored as `{appId}:{openid}`.
 */
export function createWechatPayOpenids(database: Db, deps: { transact: Transact; clock: Clock; newId: IdGenerator }) {
  const { db, on } = moduleTables<UserTables>(database);
  const keyOf = (appId: string, openid: string) => `${appId}:${openid}`;

  return {
    /** The learner's openid for the app, or null before they authorised it. */
    async find(siteId: number, userId: number, appId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user_wechat')
        .select('openid')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('openid', 'like', `${appId}:%`)
        .executeTakeFirst();
      return row ? row.openid.slice(appId.length + 1) : null;
    },

    /** Binds the openid WeChat's authorisation gave to the learner; a WeChat user pays for one account at a time. */
    async bind(siteId: number, userId: number, appId: string, openid: string): Promise<void> {
      await deps.transact(async (tx) => {
        await on(tx)
          .deleteFrom('user_wechat')
          .where('site_id', '=', siteId)
          .where((where) =>
            where.or([
              where('openid', '=', keyOf(appId, openid)),
              where.and([where('user_id', '=', userId), where('openid', 'like', `${appId}:%`)]),
            ]),
          )
          .execute();
        await on(tx)
          .insertInto('user_wechat')
          .values({
            id: deps.newId(),
            site_id: siteId,
            user_id: userId,
            openid: keyOf(appId, openid),
            gmt_create: deps.clock.now(),
          })
          .execute();
      });
    },
  };
}

export type WechatPayOpenids = ReturnType<typeof createWechatPayOpenids>;
