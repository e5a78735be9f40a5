import type { AdminBlogger, Blogger, BloggerSave, Fan, Page, PageQuery } from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { type OwnImages, requireOwnPicture } from '../../core/rich-text.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import { newBusinessRow } from '../../db/columns.ts';
import type { UserService } from '../user/index.ts';
import type { AntiSpam } from './anti-spam.ts';
import type { BloggerRepo } from './blogger.repo.ts';
import type { BloggerTable } from './community.tables.ts';
import { NEW_BLOGGER_COUNTS } from './community.rules.ts';

/** Bloggers (one per user), following them, and the operator's recommending and muting. */
export interface BloggerServiceDeps {
  transact: Transact;
  bloggerRepo: BloggerRepo;
  users: Pick<UserService, 'summaries'>;
  antiSpam: Pick<AntiSpam, 'take'>;
  ownImages: OwnImages;
  clock: Clock;
  newId: IdGenerator;
}

const DAY_MS = 24 * 3_600_000;

export const toBlogger = (row: BloggerTable, isAttention: boolean): Blogger => ({
  bloggerId: String(row.id),
  userId: String(row.user_id),
  bloggerName: row.blogger_name,
  headImgUrl: row.head_img_url,
  introduce: row.introduce,
  countPosts: row.count_posts,
  countFans: row.count_fans,
  countFollows: row.count_follows,
  countLikes: row.count_likes,
  isRecommend: row.is_recommend === 1 ? 1 : 0,
  isAttention: isAttention ? 1 : 0,
  gmtCreate: formatDateTime(row.gmt_create),
});

/** A name to show for a user without a nickname: never the full mobile number. */
const fallbackName = (mobile: string) => `学员${mobile.slice(-4)}`;

export function createBloggerService({
  transact,
  bloggerRepo,
  users,
  antiSpam,
  ownImages,
  clock,
  newId,
}: BloggerServiceDeps) {
  const requireBlogger = async (siteId: number, id: number) => {
    const row = await bloggerRepo.find(siteId, id);
    if (!row || row.status_id !== 1) throw notFound('博主不存在');
    return row;
  };

  const requireMine = async (siteId: number, userId: number) => {
    const row = await bloggerRepo.findByUser(siteId, userId);
    if (!row) throw notFound('您还不是博主');
    return row;
  };

  /** A new blogger row from the user's profile, with what the user chose over it. */
  async function newRow(siteId: number, userId: number, input: BloggerSave = {}): Promise<BloggerTable> {
    const user = (await users.summaries(siteId, [userId])).get(userId);
    if (!user) throw notFound('用户不存在');
    const now = clock.now();
    return {
      ...newBusinessRow(newId(), siteId, now),
      user_id: userId,
      blogger_name: input.bloggerName?.trim() || user.nickname.trim() || fallbackName(user.mobile),
      head_img_url: input.headImgUrl || user.headImgUrl,
      introduce: input.introduce?.trim() ?? '',
      ...NEW_BLOGGER_COUNTS,
      is_recommend: 0,
      muted_until: 0,
    };
  }

  const viewOf = async (siteId: number, row: BloggerTable, viewerId: number | undefined): Promise<Blogger> =>
    toBlogger(row, viewerId !== undefined && (await bloggerRepo.followedAmong(siteId, viewerId, [row.id])).has(row.id));

  const adminView = (row: BloggerTable): AdminBlogger => ({
    ...toBlogger(row, false),
    mutedUntil: row.muted_until > clock.now() ? formatDateTime(row.muted_until) : '',
    statusId: row.status_id === 1 ? 1 : 0,
  });

  return {
    /** A blogger row from the profile for a user who has none yet (read before the post's transaction). */
    prepareFor: async (siteId: number, userId: number): Promise<BloggerTable | undefined> =>
      (await bloggerRepo.findByUser(siteId, userId)) ? undefined : newRow(siteId, userId),

    /** The user's blogger, created from the prepared row on the first post (inside the post's transaction). */
    async ensureForUser(
      siteId: number,
      userId: number,
      prepared: BloggerTable | undefined,
      tx: Tx,
    ): Promise<BloggerTable> {
      if (prepared) await bloggerRepo.insertOnce(prepared, tx);
      return (await bloggerRepo.findByUser(siteId, userId, tx))!;
    },

    refreshCounts: (siteId: number, bloggerId: number, tx?: Tx) => bloggerRepo.refreshCounts(siteId, bloggerId, tx),

    /** Blogger rows by id, for the author cards of a list. */
    async byIds(siteId: number, ids: number[]): Promise<Map<number, BloggerTable>> {
      const rows = await bloggerRepo.byIds(
        siteId,
        [...new Set(ids)].filter((id) => id !== 0),
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** The blogger ids of some users (those who are bloggers). */
    async idsOfUsers(siteId: number, userIds: number[]): Promise<Map<number, number>> {
      const rows = await bloggerRepo.byUserIds(siteId, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.user_id, row.id]));
    },

    findByUser: (siteId: number, userId: number) => bloggerRepo.findByUser(siteId, userId),

    /** A blogger card for an article page, with whether the reader follows. */
    async card(siteId: number, bloggerId: number, viewerId: number | undefined): Promise<Blogger | null> {
      const row = await bloggerRepo.find(siteId, bloggerId);
      return row ? viewOf(siteId, row, viewerId) : null;
    },

    async save(siteId: number, userId: number, input: BloggerSave): Promise<Blogger> {
      if (await bloggerRepo.findByUser(siteId, userId)) throw wrongState('您已经是博主了，不能重复创建');
      const row = await newRow(siteId, userId, input);
      const created = await transact(async (tx) => {
        if (!(await bloggerRepo.insertOnce(row, tx))) return false;
        await bloggerRepo.refreshCounts(siteId, row.id, tx);
        return true;
      });
      if (!created) throw wrongState('您已经是博主了，不能重复创建');
      return toBlogger((await bloggerRepo.find(siteId, row.id))!, false);
    },

    async update(siteId: number, userId: number, input: BloggerSave): Promise<Blogger> {
      const row = await requireMine(siteId, userId);
      const name = input.bloggerName?.trim();
      if (input.bloggerName !== undefined && !name) throw badRequest('参数错误：bloggerName 不能为空');
      requireOwnPicture('headImgUrl', input.headImgUrl, ownImages);
      const fields = {
        ...(name ? { blogger_name: name } : {}),
        ...(input.introduce !== undefined ? { introduce: input.introduce.trim() } : {}),
        ...(input.headImgUrl !== undefined ? { head_img_url: input.headImgUrl } : {}),
        gmt_modified: clock.now(),
      };
      await bloggerRepo.update(siteId, row.id, fields);
      return toBlogger({ ...row, ...fields }, false);
    },

    view: async (siteId: number, id: number, viewerId: number | undefined): Promise<Blogger> =>
      viewOf(siteId, await requireBlogger(siteId, id), viewerId),

    async myself(siteId: number, userId: number): Promise<Blogger | null> {
      const row = await bloggerRepo.findByUser(siteId, userId);
      return row ? toBlogger(row, false) : null;
    },

    recommend: async (siteId: number, userId: number, size: number): Promise<Blogger[]> =>
      (await bloggerRepo.recommendFor(siteId, userId, size)).map((row) => toBlogger(row, false)),

    /** Follow (1) or stop following (0); a repeat changes nothing. */
    async follow(siteId: number, userId: number, bloggerId: number, isAttention: 0 | 1) {
      const blogger = await requireBlogger(siteId, bloggerId);
      if (blogger.user_id === userId) throw badRequest('不能关注自己');
      await antiSpam.take(siteId, userId, 'action');
      await transact(async (tx) => {
        const changed =
          isAttention === 1
            ? await bloggerRepo.follow(siteId, userId, bloggerId, { id: newId(), now: clock.now() }, tx)
            : await bloggerRepo.unfollow(siteId, userId, bloggerId, tx);
        if (!changed) return;
        await bloggerRepo.refreshCounts(siteId, bloggerId, tx);
        const own = await bloggerRepo.findByUser(siteId, userId, tx);
        if (own) await bloggerRepo.refreshCounts(siteId, own.id, tx);
      });
      const after = (await bloggerRepo.find(siteId, bloggerId))!;
      return { isAttention, countFans: after.count_fans };
    },

    async pageFollowed(siteId: number, userId: number, query: PageQuery): Promise<Page<Blogger>> {
      const window = pageWindow(query);
      const { rows, total } = await bloggerRepo.pageFollowed(siteId, userId, window.offset, window.pageSize);
      return toPage(
        rows.map((row) => toBlogger(row, true)),
        total,
        window,
      );
    },

    /** A blogger's fans (the reader's own by default), with whether the reader follows each back. */
    async pageFans(
      siteId: number,
      userId: number,
      bloggerId: number | undefined,
      query: PageQuery,
    ): Promise<Page<Fan>> {
      const blogger =
        bloggerId === undefined ? await requireMine(siteId, userId) : await requireBlogger(siteId, bloggerId);
      const window = pageWindow(query);
      const { rows, total } = await bloggerRepo.pageFans(siteId, blogger.id, window.offset, window.pageSize);
      const fanIds = rows.map((row) => row.user_id);
      const [profiles, fanBloggers] = await Promise.all([
        users.summaries(siteId, fanIds),
        bloggerRepo.byUserIds(siteId, fanIds),
      ]);
      const bloggerOf = new Map(fanBloggers.map((row) => [row.user_id, row.id]));
      const followed = await bloggerRepo.followedAmong(siteId, userId, [...bloggerOf.values()]);
      return toPage(
        rows.map((row) => {
          const profile = profiles.get(row.user_id);
          const fanBlogger = bloggerOf.get(row.user_id);
          return {
            userId: String(row.user_id),
            nickname: profile ? profile.nickname || fallbackName(profile.mobile) : '',
            headImgUrl: profile?.headImgUrl ?? '',
            bloggerId: fanBlogger === undefined ? '' : String(fanBlogger),
            isAttention: fanBlogger !== undefined && followed.has(fanBlogger) ? 1 : 0,
            gmtCreate: formatDateTime(row.gmt_create),
          };
        }),
        total,
        window,
      );
    },

    async adminPage(
      siteId: number,
      query: PageQuery & { keyword?: string; isRecommend?: 0 | 1 },
    ): Promise<Page<AdminBlogger>> {
      const window = pageWindow(query);
      const { rows, total } = await bloggerRepo.adminPage(
        siteId,
        { keyword: query.keyword?.trim() || undefined, isRecommend: query.isRecommend },
        window.offset,
        window.pageSize,
      );
      return toPage(rows.map(adminView), total, window);
    },

    async recommendByOperator(siteId: number, id: number, isRecommend: 0 | 1): Promise<AdminBlogger> {
      const row = await bloggerRepo.find(siteId, id);
      if (!row) throw notFound('博主不存在');
      await bloggerRepo.update(siteId, id, { is_recommend: isRecommend, gmt_modified: clock.now() });
      return adminView({ ...row, is_recommend: isRecommend });
    },

    async mute(siteId: number, id: number, days: number): Promise<AdminBlogger> {
      const row = await bloggerRepo.find(siteId, id);
      if (!row) throw notFound('博主不存在');
      const mutedUntil = days === 0 ? 0 : clock.now() + days * DAY_MS;
      await bloggerRepo.update(siteId, id, { muted_until: mutedUntil, gmt_modified: clock.now() });
      return adminView({ ...row, muted_until: mutedUntil });
    },
  };
}

export type BloggerService = ReturnType<typeof createBloggerService>;
