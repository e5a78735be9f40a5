import { countRows, pageRows } from '../../core/sql.ts';
import type { SignInAccount, SignInFailures } from '../../core/sign-in-guard.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { SmsCapAlertTable, SmsCodeTable, SmsOutboxTable, UserTables, WechatSceneTable } from './user.tables.ts';

/**
 * Short-lived sign-in material: SMS codes, their outbox and cap alerts, failed sign-ins (for the
 * sign-in guard, learners' and operators' alike), WeChat QR scenes.
 */
export function createAuthCodeRepo(database: Db) {
  const { db, on } = moduleTables<UserTables>(database);
  const failuresOf = (siteId: number, account: SignInAccount) =>
    db
      .selectFrom('sign_in_failure')
      .where('site_id', '=', siteId)
      .where('account_kind', '=', account.kind)
      .where('login_name', '=', account.name);
  const failures: SignInFailures = {
    async countSignInFailuresByAddressSince(siteId, account, since) {
      const rows = await failuresOf(siteId, account)
        .where('gmt_create', '>=', since)
        .select((eb) => ['client_ip', eb.fn.countAll<number | string>().as('count')])
        .groupBy('client_ip')
        .execute();
      return new Map(rows.map((row) => [row.client_ip, Number(row.count)]));
    },
    async insertSignInFailure(siteId, account, id, now) {
      await db
        .insertInto('sign_in_failure')
        .values({
          id,
          site_id: siteId,
          gmt_create: now,
          account_kind: account.kind,
          login_name: account.name,
          client_ip: account.clientIp,
        })
        .execute();
    },
    async deleteSignInFailure(siteId, id) {
      await db.deleteFrom('sign_in_failure').where('site_id', '=', siteId).where('id', '=', id).execute();
    },
    async clearSignInFailures(siteId, account, tx) {
      await on(tx)
        .deleteFrom('sign_in_failure')
        .where('site_id', '=', siteId)
        .where('account_kind', '=', account.kind)
        .where('login_name', '=', account.name)
        .where('client_ip', '=', account.clientIp)
        .execute();
    },
  };
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
    /** When the last code to this mobile was sent, if one was sent since `since`. */
    async lastSmsSentSince(siteId: number, mobile: string, since: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('sms_code')
        .select((eb) => eb.fn.max('gmt_create').as('last'))
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .where('gmt_create', '>=', since)
        .executeTakeFirst();
      return row?.last == null ? undefined : Number(row.last);
    },
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
    deleteSmsCode: (siteId: number, id: number) =>
      db.deleteFrom('sms_code').where('site_id', '=', siteId).where('id', '=', id).execute(),

    insertOutbox: (row: SmsOutboxTable) => db.insertInto('sms_outbox').values(row).execute(),
    async pageOutbox(siteId: number, mobile: string | undefined, offset: number, limit: number) {
      let query = db.selectFrom('sms_outbox').where('site_id', '=', siteId);
      if (mobile) query = query.where('mobile', '=', mobile);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
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
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    ...failures,

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
