import { countRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { SmsCodeTable, SmsOutboxTable, UserTables, WechatSceneTable } from './user.tables.ts';

/** Short-lived sign-in material: SMS codes and their outbox, failed sign-ins, WeChat QR scenes. */
export function createAuthCodeRepo(database: Db) {
  const { db, on } = moduleTables<UserTables>(database);
  return {
    insertSmsCode: (row: SmsCodeTable) => db.insertInto('sms_code').values(row).execute(),
    countSmsCodesSince: (siteId: number, mobile: string, since: number) =>
      countRows(
        db
          .selectFrom('sms_code')
          .where('site_id', '=', siteId)
          .where('mobile', '=', mobile)
          .where('gmt_create', '>=', since),
      ),
    latestSmsCode: (siteId: number, mobile: string, purpose: string, tx?: Tx) =>
      on(tx)
        .selectFrom('sms_code')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    countWrongGuess: (siteId: number, id: number, attempts: number) =>
      db.updateTable('sms_code').set({ attempts }).where('site_id', '=', siteId).where('id', '=', id).execute(),
    /** Uses a code up; false when it was already used (two sign-ins racing with one code). */
    async consumeSmsCode(siteId: number, id: number, now: number, tx: Tx) {
      const result = await on(tx)
        .updateTable('sms_code')
        .set({ used_at: now })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    insertOutbox: (row: SmsOutboxTable) => db.insertInto('sms_outbox').values(row).execute(),
    async pageOutbox(siteId: number, mobile: string | undefined, offset: number, limit: number) {
      let query = db.selectFrom('sms_outbox').where('site_id', '=', siteId);
      if (mobile) query = query.where('mobile', '=', mobile);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

    insertLoginFailure: (row: { id: number; site_id: number; mobile: string; gmt_create: number }) =>
      db.insertInto('login_failure').values(row).execute(),
    countLoginFailuresSince: (siteId: number, mobile: string, since: number) =>
      countRows(
        db
          .selectFrom('login_failure')
          .where('site_id', '=', siteId)
          .where('mobile', '=', mobile)
          .where('gmt_create', '>=', since),
      ),
    clearLoginFailures: (siteId: number, mobile: string, tx?: Tx) =>
      on(tx).deleteFrom('login_failure').where('site_id', '=', siteId).where('mobile', '=', mobile).execute(),

    insertScene: (row: WechatSceneTable) => db.insertInto('wechat_scene').values(row).execute(),
    findScene: (siteId: number, sceneId: string) =>
      db
        .selectFrom('wechat_scene')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('scene_id', '=', sceneId)
        .executeTakeFirst(),
    /** Moves a scene from one state to the next; false when someone else moved it first. */
    async moveScene(
      siteId: number,
      sceneId: string,
      from: number,
      fields: Partial<Pick<WechatSceneTable, 'state' | 'openid' | 'wx_nickname'>>,
      tx?: Tx,
    ) {
      const result = await on(tx)
        .updateTable('wechat_scene')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('scene_id', '=', sceneId)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AuthCodeRepo = ReturnType<typeof createAuthCodeRepo>;
