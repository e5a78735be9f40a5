import { type Keeping, keptReads } from '../../core/cache.ts';
import { containsText, countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { UserResearchTable, UserTables, UsersTable } from './user.tables.ts';

/** The version key of a user's row, moved by every write of it (decision 0093). */
export const userVersionKey = (siteId: number, userId: number) => `user-version:${siteId}:${userId}`;

/** A kept row is about 1 kB. */
const KEPT_USERS = 10_000;
const KEPT_MS = 300_000;

/**
 * users and what hangs off one user: WeChat binding, questionnaire, face checks. With `versions`, a
 * user's row is also kept in the process for `findKept` (every signed-in call asks it) under a version
 * that every write of the row here moves.
 */
export function createUserRepo(database: Db, keeping?: Keeping) {
  const { db, on } = moduleTables<UserTables>(database);
  const findById = (siteId: number, id: number, tx?: Tx) =>
    on(tx).selectFrom('users').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst();
  const kept = keptReads<Readonly<UsersTable> | undefined>(keeping, { max: KEPT_USERS, ttlMs: KEPT_MS });
  const changed = (siteId: number, id: number) => kept.changed(userVersionKey(siteId, id));
  return {
    findById,
    /** The row as last read when it has not been written since: shared, never change it. */
    findKept: (siteId: number, id: number): Promise<Readonly<UsersTable> | undefined> =>
      kept.get(`${siteId}:${id}`, [userVersionKey(siteId, id)], () => findById(siteId, id)),
    findByMobile: (siteId: number, mobile: string, tx?: Tx) =>
      on(tx)
        .selectFrom('users')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .executeTakeFirst(),
    findByReferralCode: (siteId: number, code: string, tx?: Tx) =>
      on(tx)
        .selectFrom('users')
        .select(['id', 'nickname'])
        .where('site_id', '=', siteId)
        .where('referral_code', '=', code)
        .executeTakeFirst(),
    insert: (row: UsersTable, tx?: Tx) => on(tx).insertInto('users').values(row).execute(),
    async update(siteId: number, id: number, fields: Partial<Omit<UsersTable, 'id' | 'site_id'>>, tx?: Tx) {
      const result = await on(tx)
        .updateTable('users')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst();
      await changed(siteId, id);
      return result;
    },

    async page(
      siteId: number,
      filter: { keyword?: string; userType?: number; statusId?: number },
      offset: number,
      limit: number,
    ) {
      let query = db.selectFrom('users').where('site_id', '=', siteId);
      if (filter.keyword) {
        const keyword = filter.keyword;
        query = query.where((eb) => eb.or([containsText('mobile', keyword), containsText('nickname', keyword)]));
      }
      if (filter.userType !== undefined) query = query.where('user_type', '=', filter.userType);
      if (filter.statusId !== undefined) query = query.where('status_id', '=', filter.statusId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },

    allIds: async (siteId: number) =>
      (
        await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('status_id', '=', 1).execute()
      ).map((row) => row.id),
    idsByMobiles: (siteId: number, mobiles: string[]) =>
      db
        .selectFrom('users')
        .select(['id', 'mobile'])
        .where('site_id', '=', siteId)
        .where('mobile', 'in', mobiles)
        .execute(),

    /** What other modules may know of a page's worth of users (`UserService.summaries`). */
    async addReferralVisit(siteId: number, id: number, tx?: Tx) {
      await on(tx)
        .updateTable('users')
        .set((eb) => ({ referral_visit_count: eb('referral_visit_count', '+', 1) }))
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute();
      await changed(siteId, id);
    },

    /** Binds a referrer to a user who has none yet; false when the user already had one. */
    async bindReferrer(siteId: number, userId: number, referrerId: number, at: number, tx?: Tx) {
      const result = await on(tx)
        .updateTable('users')
        .set({ referrer_user_id: referrerId, referrer_bound_at: at })
        .where('site_id', '=', siteId)
        .where('id', '=', userId)
        .where('id', '!=', referrerId)
        .where('referrer_user_id', 'is', null)
        .executeTakeFirst();
      await changed(siteId, userId);
      return Number(result.numUpdatedRows) > 0;
    },

    async pageReferees(siteId: number, referrerId: number, offset: number, limit: number) {
      const query = db.selectFrom('users').where('site_id', '=', siteId).where('referrer_user_id', '=', referrerId);
      return pageRows(query, { offset, pageSize: limit }, (filtered) =>
        filtered.select(['id', 'nickname', 'mobile', 'head_img_url', 'gmt_create']).orderBy('id', 'desc'),
      );
    },

    summaries: (siteId: number, ids: number[]) =>
      db
        .selectFrom('users')
        .select([
          'id',
          'nickname',
          'mobile',
          'head_img_url',
          'user_type',
          'status_id',
          'is_vip',
          'vip_expire_time',
          'gmt_create',
        ])
        .where('site_id', '=', siteId)
        .where('id', 'in', ids)
        .execute(),

    findWechatBinding: (siteId: number, openid: string, tx?: Tx) =>
      on(tx)
        .selectFrom('user_wechat')
        .select('user_id')
        .where('site_id', '=', siteId)
        .where('openid', '=', openid)
        .executeTakeFirst(),
    bindWechat: (row: { id: number; site_id: number; user_id: number; openid: string; gmt_create: number }, tx: Tx) =>
      on(tx).insertInto('user_wechat').values(row).execute(),

    findResearch: (siteId: number, userId: number) =>
      db
        .selectFrom('user_research')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    insertResearch: (row: UserResearchTable) => db.insertInto('user_research').values(row).execute(),
    updateResearch: (
      siteId: number,
      userId: number,
      fields: {
        learning_goal: string;
        english_level: string;
        weekly_hours: number;
        interests: string;
        remark: string;
        gmt_modified: number;
      },
    ) =>
      db
        .updateTable('user_research')
        .set(fields)
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    insertFaceCheck: (row: {
      id: number;
      site_id: number;
      user_id: number;
      period_id: number | null;
      passed: number;
      gmt_create: number;
    }) => db.insertInto('face_check').values(row).execute(),
    async countFaceFailuresSince(siteId: number, userId: number, since: number) {
      return countRows(
        db
          .selectFrom('face_check')
          .where('site_id', '=', siteId)
          .where('user_id', '=', userId)
          .where('passed', '=', 0)
          .where('gmt_create', '>=', since),
      );
    },
  };
}

export type UserRepo = ReturnType<typeof createUserRepo>;
