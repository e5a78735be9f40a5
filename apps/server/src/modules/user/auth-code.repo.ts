import { countRows } from '../../core/sql.ts';
import type { Db, DbOrTx, SmsCapAlertTable, SmsCodeTable, SmsOutboxTable, WechatSceneTable } from '../../db/schema.ts';

/** Short-lived sign-in material: SMS codes, their outbox and cap alerts, WeChat QR scenes. */
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
    deleteSmsCode: (id: number) => db.deleteFrom('sms_code').where('id', '=', id).execute(),
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

    countSmsCodesFromAddressSince: (siteId: number, clientIp: string, since: number) =>
      countRows(
        db
          .selectFrom('sms_code')
          .where('site_id', '=', siteId)
          .where('client_ip', '=', clientIp)
          .where('gmt_create', '>=', since),
      ),
    countSiteSmsCodesSince: (siteId: number, since: number) =>
      countRows(db.selectFrom('sms_code').where('site_id', '=', siteId).where('gmt_create', '>=', since)),

    insertCapAlert: (row: SmsCapAlertTable) => db.insertInto('sms_cap_alert').values(row).execute(),
    findCapAlertSince: (siteId: number, capKind: string, clientIp: string, since: number) =>
      db
        .selectFrom('sms_cap_alert')
        .select('id')
        .where('site_id', '=', siteId)
        .where('cap_kind', '=', capKind)
        .where('client_ip', '=', clientIp)
        .where('gmt_create', '>=', since)
        .executeTakeFirst(),
    async pageCapAlerts(siteId: number, offset: number, limit: number) {
      const query = db.selectFrom('sms_cap_alert').where('site_id', '=', siteId);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        countRows(query),
      ]);
      return { rows, total };
    },

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
