import { randomInt } from 'node:crypto';
import type {
  AdminUser,
  Page,
  ReferralSharing,
  Research,
  ResearchSave,
  UserExtUpdate,
  UserInfo,
} from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import { type OwnImages, requireOwnPicture } from '../../core/rich-text.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { hashPassword, verifyPassword } from '../../core/passwords.ts';
import { disabledAccount, type SessionStore } from '../../core/sessions.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { FaceMatcher } from './face-matcher.ts';
import { isVipNow, toAdminUser, toUserInfo } from './user.mapper.ts';
import type { UserRepo } from './user.repo.ts';
import type { UserResearchTable } from './user.tables.ts';

/** A user's own profile, questionnaire and face checks, and the operator's user management. */
export interface UserServiceDeps {
  transact: Transact;
  userRepo: UserRepo;
  sessions: Pick<SessionStore, 'revokeAll'>;
  /** Null when no face-comparison provider is on (SANDBOX=0): face checks are refused. */
  faceMatcher: FaceMatcher | null;
  /** The bytes of a picture the user uploaded (upload module). */
  readOwnUpload(siteId: number, userId: number, url: string): Promise<Buffer | undefined>;
  /** Where our own stored pictures are served: a profile picture must be one of them. */
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

const FACE_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

/** What other modules may read of a user (feedback lists, organisation pages, membership). */
export interface UserSummary {
  id: number;
  nickname: string;
  /** The full number, for operators' views; users themselves are only shown the masked form. */
  mobile: string;
  headImgUrl: string;
  userType: number;
  statusId: number;
  /** 1 while a membership lasts. */
  isVip: 0 | 1;
  /** When the current membership ends (epoch ms); null without one or without an end. */
  vipExpireTime: number | null;
  /** When the account was created (epoch ms): the community halves its limits for new accounts. */
  registeredAt: number;
}

const toResearch = (row: UserResearchTable): Research => {
  let interests: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.interests);
    if (Array.isArray(parsed)) interests = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    interests = [];
  }
  return {
    learningGoal: row.learning_goal,
    englishLevel: row.english_level,
    weeklyHours: row.weekly_hours,
    interests,
    remark: row.remark,
    gmtModified: formatDateTime(row.gmt_modified),
  };
};

const researchFields = (input: ResearchSave) => ({
  learning_goal: input.learningGoal.trim(),
  english_level: input.englishLevel.trim(),
  weekly_hours: input.weeklyHours,
  interests: JSON.stringify([...new Set(input.interests.map((item) => item.trim()))]),
  remark: input.remark.trim(),
});

export function createUserService(deps: UserServiceDeps) {
  const { transact, userRepo, sessions, clock, newId } = deps;

  const userOrThrow = async (siteId: number, userId: number, tx?: Tx) => {
    const row = await userRepo.findById(siteId, userId, tx);
    if (!row) throw notFound('用户不存在');
    return row;
  };

  return {
    /** The session's user if the account is still enabled; used by the auth hook on every signed-in call. */
    async sessionUser(siteId: number, userId: number): Promise<SessionUser> {
      const row = await userRepo.findKept(siteId, userId);
      if (!row || row.status_id !== 1) throw disabledAccount();
      return { id: row.id, userType: row.user_type };
    },

    /** A page's worth of users by id, in one query; ids of other sites are simply absent. */
    async summaries(siteId: number, ids: number[]): Promise<Map<number, UserSummary>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const now = clock.now();
      // One user (a paper's VIP check) is usually the reader of the call, whose row is kept.
      const one = unique.length === 1 ? await userRepo.findKept(siteId, unique[0]!) : undefined;
      const rows = one ? [one] : await userRepo.summaries(siteId, unique);
      return new Map(
        rows.map((row) => {
          const isVip = isVipNow(row, now);
          return [
            row.id,
            {
              id: row.id,
              nickname: row.nickname,
              mobile: row.mobile,
              headImgUrl: row.head_img_url,
              userType: row.user_type,
              statusId: row.status_id,
              isVip: isVip ? 1 : 0,
              vipExpireTime: isVip ? row.vip_expire_time : null,
              registeredAt: row.gmt_create,
            },
          ];
        }),
      );
    },

    /**
     * Adds days to a membership (a paid VIP set), from the later of now and its current end; a negative
     * number takes them back (a refund), never before now. Runs in the orders module's transaction.
     * Answers the new end (epoch ms), or null for a membership without an end.
     */
    async extendVip(siteId: number, userId: number, days: number, tx: Tx): Promise<number | null> {
      const row = await userOrThrow(siteId, userId, tx);
      const now = clock.now();
      if (row.is_vip === 1 && row.vip_expire_time === null) return null;
      const from = isVipNow(row, now) && row.vip_expire_time !== null ? row.vip_expire_time : now;
      const end = Math.max(now, from + days * 86_400_000);
      await userRepo.update(siteId, userId, { is_vip: end > now ? 1 : 0, vip_expire_time: end, gmt_modified: now }, tx);
      return end;
    },

    /** Who registered through my link, newest first (the order module adds their commission). */
    pageReferees: (siteId: number, referrerId: number, offset: number, limit: number) =>
      userRepo.pageReferees(siteId, referrerId, offset, limit),

    /** My code and link to share; only users the school made recommenders (isRecommended) have the entry. */
    async referralSharing(siteId: number, userId: number, origin: string): Promise<ReferralSharing> {
      const row = await userRepo.findById(siteId, userId);
      if (!row || row.is_recommended !== 1) throw forbidden('您暂未开通推荐功能，请联系学校');
      return {
        referralCode: row.referral_code,
        link: `${origin}/?referralCode=${encodeURIComponent(row.referral_code)}`,
        visitCount: row.referral_visit_count,
      };
    },

    /** Whose referral code this is (codes are kept in capitals), or null. */
    referrerByCode: (siteId: number, code: string, tx?: Tx) =>
      userRepo.findByReferralCode(siteId, code.trim().toUpperCase(), tx).then((row) => row ?? null),
    addReferralVisit: (siteId: number, referrerId: number, tx?: Tx) =>
      userRepo.addReferralVisit(siteId, referrerId, tx),
    /** Binds a referrer to a user who has none; never oneself, never changed. */
    bindReferrer: (siteId: number, userId: number, referrerId: number, tx?: Tx) =>
      userRepo.bindReferrer(siteId, userId, referrerId, clock.now(), tx),

    /** For operators' searches by number: the user's id, or null. */
    async idByMobile(siteId: number, mobile: string): Promise<number | null> {
      return (await userRepo.findByMobile(siteId, mobile))?.id ?? null;
    },

    async referrerOf(siteId: number, userId: number, tx?: Tx): Promise<{ userId: number; boundAt: number } | null> {
      const row = await userRepo.findById(siteId, userId, tx);
      return row?.referrer_user_id
        ? { userId: row.referrer_user_id, boundAt: row.referrer_bound_at ?? row.gmt_create }
        : null;
    },

    async view(siteId: number, userId: number): Promise<UserInfo> {
      const row = await userRepo.findKept(siteId, userId);
      if (!row) throw notFound('用户不存在');
      return toUserInfo(row, clock.now());
    },

    async update(siteId: number, userId: number, input: UserExtUpdate): Promise<UserInfo> {
      const fields = {
        nickname: input.nickname.trim(),
        head_img_url: input.headImgUrl,
        sex: input.sex,
        remark: input.remark.trim(),
      };
      if (!fields.nickname) throw badRequest('参数错误：nickname 不能为空');
      requireOwnPicture('headImgUrl', input.headImgUrl, deps.ownImages);
      await userRepo.update(siteId, userId, { ...fields, gmt_modified: clock.now() });
      return toUserInfo(await userOrThrow(siteId, userId), clock.now());
    },

    async changePassword(siteId: number, userId: number, oldPassword: string, password: string): Promise<null> {
      const user = await userOrThrow(siteId, userId);
      if (!(await verifyPassword(user.password_hash, oldPassword))) throw badRequest('原密码不正确');
      if (oldPassword === password) throw badRequest('新密码不能与原密码相同');
      const passwordHash = await hashPassword(password);
      // Like every password change, it ends all sessions: the reader signs in again with the new one.
      await transact(async (tx) => {
        await userRepo.update(siteId, userId, { password_hash: passwordHash, gmt_modified: clock.now() }, tx);
        await sessions.revokeAll(siteId, 'user', userId, tx);
      });
      return null;
    },

    async viewResearch(siteId: number, userId: number): Promise<Research | null> {
      const row = await userRepo.findResearch(siteId, userId);
      return row ? toResearch(row) : null;
    },

    async saveResearch(siteId: number, userId: number, input: ResearchSave): Promise<Research> {
      if (await userRepo.findResearch(siteId, userId)) throw wrongState('您已填写过学习调研，请修改');
      const now = clock.now();
      const row = {
        id: newId(),
        site_id: siteId,
        user_id: userId,
        gmt_create: now,
        gmt_modified: now,
        ...researchFields(input),
      };
      await userRepo.insertResearch(row);
      return toResearch(row);
    },

    async editResearch(siteId: number, userId: number, input: ResearchSave): Promise<Research> {
      const existing = await userRepo.findResearch(siteId, userId);
      if (!existing) throw wrongState('您还没有填写学习调研');
      const fields = { ...researchFields(input), gmt_modified: clock.now() };
      await userRepo.updateResearch(siteId, userId, fields);
      return toResearch({ ...existing, ...fields });
    },

    /** The first picture becomes the reference face; later ones are compared with it. */
    async checkFace(siteId: number, userId: number, faceImgUrl: string, periodId: number | null) {
      const faceMatcher = deps.faceMatcher;
      if (!faceMatcher) throw forbidden('人脸核验服务未开通，请联系学校');
      const probe = await deps.readOwnUpload(siteId, userId, faceImgUrl);
      if (!probe) throw badRequest('请先拍摄并上传本人照片');
      const user = await userOrThrow(siteId, userId);
      const now = clock.now();
      if (!user.face_img_url) {
        await userRepo.update(siteId, userId, { face_img_url: faceImgUrl, gmt_modified: now });
        return { passed: 1 as const, registered: 1 as const, failCount: 0 };
      }
      const reference = await deps.readOwnUpload(siteId, userId, user.face_img_url);
      const passed = reference ? await faceMatcher.isSameFace(reference, probe) : false;
      await userRepo.insertFaceCheck({
        id: newId(),
        site_id: siteId,
        user_id: userId,
        period_id: periodId,
        passed: passed ? 1 : 0,
        gmt_create: now,
      });
      const failCount = await userRepo.countFaceFailuresSince(siteId, userId, now - FACE_FAILURE_WINDOW_MS);
      return { passed: passed ? (1 as const) : (0 as const), registered: 0 as const, failCount };
    },

    async recordFaceFailure(siteId: number, userId: number, periodId: number | null) {
      const now = clock.now();
      await userRepo.insertFaceCheck({
        id: newId(),
        site_id: siteId,
        user_id: userId,
        period_id: periodId,
        passed: 0,
        gmt_create: now,
      });
      return { failCount: await userRepo.countFaceFailuresSince(siteId, userId, now - FACE_FAILURE_WINDOW_MS) };
    },

    async adminPage(
      siteId: number,
      query: { pageCurrent?: number; pageSize?: number; keyword?: string; userType?: number; statusId?: number },
    ): Promise<Page<AdminUser>> {
      const window = pageWindow(query);
      const { rows, total } = await userRepo.page(
        siteId,
        { keyword: query.keyword?.trim() || undefined, userType: query.userType, statusId: query.statusId },
        window.offset,
        window.pageSize,
      );
      const now = clock.now();
      return toPage(
        rows.map((row) => toAdminUser(row, now)),
        total,
        window,
      );
    },

    /** Disabling signs the user out everywhere at once. */
    async adminSetStatus(siteId: number, userId: number, statusId: 0 | 1): Promise<AdminUser> {
      await userOrThrow(siteId, userId);
      await transact(async (tx) => {
        await userRepo.update(siteId, userId, { status_id: statusId, gmt_modified: clock.now() }, tx);
        if (statusId === 0) await sessions.revokeAll(siteId, 'user', userId, tx);
      });
      return toAdminUser(await userOrThrow(siteId, userId), clock.now());
    },

    /** Opens or closes 我的推荐 for a user (the spec's isRecommended); a code already shared keeps binding. */
    async adminSetRecommended(siteId: number, userId: number, isRecommended: 0 | 1): Promise<AdminUser> {
      await userOrThrow(siteId, userId);
      await userRepo.update(siteId, userId, { is_recommended: isRecommended, gmt_modified: clock.now() });
      return toAdminUser(await userOrThrow(siteId, userId), clock.now());
    },

    async adminResetPassword(siteId: number, userId: number): Promise<{ password: string }> {
      await userOrThrow(siteId, userId);
      const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
      const password = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
      const passwordHash = await hashPassword(password);
      await transact(async (tx) => {
        await userRepo.update(siteId, userId, { password_hash: passwordHash, gmt_modified: clock.now() }, tx);
        await sessions.revokeAll(siteId, 'user', userId, tx);
      });
      return { password };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
