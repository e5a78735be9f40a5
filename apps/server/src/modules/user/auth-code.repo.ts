import { countRows } from '../../core/sql.ts';
import type { Db, DbOrTx, SmsCodeTable, SmsOutboxTable, WechatSceneTable } from '../../db/schema.ts';

/** Short-lived sign-in material: SMS codes and their outbox, failed sign-ins, WeChat QR scenes. */
export function createAuthCodeRepo(db: Db) {
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
    latestSmsCode: (siteId: number, mobile: string, purpose: string, tx: DbOrTx = db) =>
      tx
        .selectFrom('sms_code')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),
    markSmsCode: (id: number, fields: { attempts?: number; used_at?: number }, tx: DbOrTx = db) =>
      tx.updateTable('sms_code').set(fields).where('id', '=', id).execute(),

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
    clearLoginFailures: (siteId: number, mobile: string, tx: DbOrTx = db) =>
      tx.deleteFrom('login_failure').where('site_id', '=', siteId).where('mobile', '=', mobile).execute(),

    insertScene: (row: WechatSceneTable) => db.insertInto('wechat_scene').values(row).execute(),
    findScene: (sceneId: string, tx: DbOrTx = db) =>
      tx.selectFrom('wechat_scene').selectAll().where('scene_id', '=', sceneId).executeTakeFirst(),
    /** Moves a scene from one state to the next; false when someone else moved it first. */
    async moveScene(
      sceneId: string,
      from: number,
      fields: Partial<Pick<WechatSceneTable, 'state' | 'openid' | 'wx_nickname'>>,
      tx: DbOrTx = db,
    ) {
      const result = await tx
        .updateTable('wechat_scene')
        .set(fields)
        .where('scene_id', '=', sceneId)
        .where('state', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type AuthCodeRepo = ReturnType<typeof createAuthCodeRepo>;
