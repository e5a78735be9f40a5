import {
  type AdminBlog,
  type AdminBlogDetail,
  type AdminBlogListBody,
  type ArticleZone,
  type ArticleZoneAdmin,
  type ArticleZoneSave,
  ArticleType,
  type BlogDetail,
  type BlogItem,
  type BlogListBody,
  type BlogMine,
  type BlogSave,
  type BlogSearchItem,
  BlogTab,
  CommentTargetType,
  CommunityAuditStatus,
  type CollectedBlog,
  type InfoSave,
  OpType,
  type Page,
  type PageQuery,
  type SearchHit,
} from '@school/contracts';
import { badRequest, forbidden, notFound, sessionError } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import type { RateLimiter } from '../../core/rate-limiter.ts';
import { type OwnImages, requireOwnPicture, sanitizeRichText, sanitizeUserRichText } from '../../core/rich-text.ts';
import { type Clock, formatDateTime, requireDateTime } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { highlight } from '../search/index.ts';
import type { AntiSpam } from './anti-spam.ts';
import type { BlogListRow, BlogOrder, BlogRepo, HotWeights, PublicBlogFilter } from './blog.repo.ts';
import type { BloggerService } from './blogger.service.ts';
import { toBlogItem, toBlogMine } from './community.mapper.ts';
import {
  blogIsPublic,
  contentHash,
  idOrUndefined,
  nonEmptyRichText,
  stateFields,
  summaryOf,
  titleOf,
} from './community.rules.ts';
import type { ArticleZoneTable, BlogTable } from './community.tables.ts';
import type { KeptCounts } from './kept-counts.ts';
import type { LabelService } from './label.service.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import { createPostCore } from './post-core.ts';
import type { RecordRepo } from './record.repo.ts';

/** Articles: users' blogs (articleType 1) and the school's info (2), their likes, collects, views and zones. */
export interface BlogServiceDeps {
  transact: Transact;
  blogRepo: BlogRepo;
  recordRepo: RecordRepo;
  moderationRepo: Pick<ModerationRepo, 'addToDigest'>;
  bloggers: BloggerService;
  labels: Pick<LabelService, 'names' | 'requireUsable'>;
  antiSpam: AntiSpam;
  limiter: RateLimiter;
  /** Makes sure the school's periodic community jobs (hot scores, digests) are scheduled. */
  schedule: { ensureSite(siteId: number): Promise<void> };
  ownImages: OwnImages;
  /** Totals of public lists, shared with the moderation service (which forgets them on its changes). */
  keptCounts: KeptCounts;
  clock: Clock;
  newId: IdGenerator;
}

/**
 * The hot tab's formula (decision 0026): (views + 3·likes + 5·collects + 4·comments + 1), divided by
 * (age in hours + 2)^1.5, so a day-old post needs about seven times the activity of a new one.
 */
export const hotWeights: HotWeights = {
  view: 1,
  like: 3,
  collect: 5,
  comment: 4,
  offsetHours: 2,
  gravity: 1.5,
  scale: 1_000_000,
};

const notFoundBlog = () => notFound('文章不存在或已被删除');

export function createBlogService(deps: BlogServiceDeps) {
  const { transact, blogRepo, recordRepo, bloggers, labels, antiSpam, schedule } = deps;
  const { ownImages, keptCounts, clock, newId } = deps;
  const core = createPostCore<BlogTable>({
    ...deps,
    repo: blogRepo,
    kind: 'blog',
    targetType: CommentTargetType.blog,
    notFoundMessage: '文章不存在或已被删除',
    isPublic: blogIsPublic,
    isVisibleNow: (row) => row.is_public === 1 && row.publish_time <= clock.now(),
    inReviewQueue: (row) =>
      row.status_id === 1 && row.blog_status === 1 && row.audit_status === CommunityAuditStatus.waiting,
    afterChange: async (siteId, row, tx) => {
      if (row.blogger_id !== 0) await bloggers.refreshCounts(siteId, row.blogger_id, tx);
    },
  });
  const { requireAny, changeState } = core;

  /** A page's items with label names and author cards, read in two lookups. */
  async function itemsOf(siteId: number, rows: BlogListRow[]): Promise<BlogItem[]> {
    const [names, cards] = await Promise.all([
      labels.names(siteId),
      bloggers.byIds(
        siteId,
        rows.map((row) => row.blogger_id),
      ),
    ]);
    return rows.map((row) => toBlogItem(row, names, cards));
  }

  const mineOf = async (siteId: number, row: BlogListRow): Promise<BlogMine> =>
    toBlogMine((await itemsOf(siteId, [row]))[0]!, row);

  /** An article of the user's own (not deleted); someone else's is refused. */
  async function requireOwn(siteId: number, userId: number, id: number): Promise<BlogTable> {
    const row = await blogRepo.find(siteId, id);
    if (!row || row.status_id !== 1 || row.article_type !== ArticleType.blog) throw notFoundBlog();
    if (row.user_id !== userId) throw forbidden('只能操作自己的文章');
    return row;
  }

  /** The checked, sanitised fields of a user's post, with what review it needs. */
  async function postFields(siteId: number, input: BlogSave) {
    if ((input.articleType ?? ArticleType.blog) !== ArticleType.blog) throw forbidden('资讯只能由学校在后台发布');
    const title = titleOf(input.title);
    const content = nonEmptyRichText(sanitizeUserRichText(input.content, ownImages), '正文不能为空');
    requireOwnPicture('coverUrl', input.coverUrl, ownImages);
    const isOriginal = input.isOriginal ?? 1;
    const sourceUrl = isOriginal === 1 ? '' : (input.sourceUrl ?? '').trim();
    if (isOriginal === 0 && sourceUrl === '') throw badRequest('转载文章请填写来源地址');
    const labelId = await labels.requireUsable(siteId, idOrUndefined(input.labelNo), 1);
    const reasons = await antiSpam.reviewReasons(siteId, title, content);
    return {
      fields: {
        title,
        content,
        summary: summaryOf(input.summary, content),
        cover_url: input.coverUrl ?? '',
        label_id: labelId,
        is_original: isOriginal,
        source_url: sourceUrl,
        blog_status: input.blogStatus ?? 1,
        content_hash: contentHash(title, content),
      },
      reasons,
    };
  }

  async function publicPage(
    siteId: number,
    filter: PublicBlogFilter,
    order: BlogOrder,
    window: PageWindow,
  ): Promise<Page<BlogItem>> {
    const now = clock.now();
    const [rows, total] = await Promise.all([
      blogRepo.publicRows(siteId, filter, order, now, window.pageSize, window.offset),
      // A reader's following tab changes with their follows, so its total is not kept.
      filter.followerUserId === undefined
        ? keptCounts.count(siteId, `blog:${JSON.stringify(filter)}`, () => blogRepo.publicCount(siteId, filter, now))
        : blogRepo.publicCount(siteId, filter, now),
    ]);
    return toPage(await itemsOf(siteId, rows), total, window);
  }

  const adminViews = async (siteId: number, rows: BlogListRow[]): Promise<AdminBlog[]> => {
    const [items, zones] = await Promise.all([
      itemsOf(siteId, rows),
      blogRepo.zonesOf(
        siteId,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row, index) => ({
      ...items[index]!,
      userId: row.user_id === 0 ? '' : String(row.user_id),
      statusId: row.status_id === 1 ? 1 : 0,
      isHidden: row.is_hidden === 1 ? 1 : 0,
      ...stateFields(row),
      blogStatus: row.blog_status,
      isShow: row.is_show === 1 ? 1 : 0,
      zoneIds: (zones.get(row.id) ?? []).map(String),
    }));
  };
  const adminView = async (siteId: number, row: BlogListRow) => (await adminViews(siteId, [row]))[0]!;

  /** The operator's fields of an info article: sanitised with the operators' rules, zones checked. */
  async function infoFields(siteId: number, input: InfoSave) {
    const title = titleOf(input.title);
    const content = nonEmptyRichText(sanitizeRichText(input.content), '正文不能为空');
    const publishTime =
      input.publishTime === undefined || input.publishTime === ''
        ? clock.now()
        : requireDateTime(input.publishTime, 'publishTime');
    const zoneIds = [...new Set(input.zoneIds.map(Number))];
    const known = new Set((await blogRepo.listZones(siteId, undefined, false)).map((zone) => zone.id));
    if (zoneIds.some((id) => !known.has(id))) throw badRequest('专区不存在');
    requireOwnPicture('coverUrl', input.coverUrl, ownImages);
    const isOriginal = input.isOriginal ?? 1;
    return {
      zoneIds,
      fields: {
        title,
        content,
        summary: summaryOf(input.summary, content),
        cover_url: input.coverUrl ?? '',
        is_original: isOriginal,
        source_url: isOriginal === 1 ? '' : (input.sourceUrl ?? '').trim(),
        publish_time: publishTime,
        is_top: input.isTop ?? 0,
        is_recommend: input.isRecommend ?? 0,
        content_hash: contentHash(title, content),
      },
    };
  }

  const toZoneAdmin = (row: ArticleZoneTable, count: number): ArticleZoneAdmin => ({
    zoneId: String(row.id),
    zoneName: row.zone_name,
    zoneDesc: row.zone_desc,
    zoneLocation: row.zone_location,
    sort: row.sort,
    statusId: row.status_id === 1 ? 1 : 0,
    articleCount: count,
  });
  const zoneFields = (input: ArticleZoneSave) => ({
    zone_name: titleOf(input.zoneName, 'zoneName'),
    zone_desc: input.zoneDesc.trim(),
    zone_location: input.zoneLocation,
    sort: input.sort,
    status_id: input.statusId,
  });

  return {
    // ------------------------------------------------------------ public
    async list(siteId: number, body: BlogListBody, viewer: { id: number } | null): Promise<Page<BlogItem>> {
      const tab = body.tab ?? BlogTab.latest;
      const filter: PublicBlogFilter = {
        articleType: body.articleType ?? ArticleType.blog,
        labelId: idOrUndefined(body.labelNo),
        bloggerId: idOrUndefined(body.bloggerId),
      };
      if (tab === BlogTab.following) {
        if (!viewer) throw sessionError(303);
        filter.followerUserId = viewer.id;
      }
      return publicPage(siteId, filter, tab === BlogTab.hot ? 'hot' : 'latest', pageWindow(body));
    },

    following: (siteId: number, userId: number, query: PageQuery) =>
      publicPage(siteId, { articleType: ArticleType.blog, followerUserId: userId }, 'latest', pageWindow(query)),

    /** An article page; drafts and articles in review or hidden only to their author. */
    async view(siteId: number, id: number, viewer: { id: number } | null): Promise<BlogDetail> {
      const row = await blogRepo.find(siteId, id);
      if (!row || row.status_id !== 1) throw notFoundBlog();
      const isMine = viewer !== null && row.user_id === viewer.id && row.article_type === ArticleType.blog;
      if (!isMine && (row.is_public !== 1 || row.publish_time > clock.now())) throw notFoundBlog();
      const [mine, card, ops] = await Promise.all([
        mineOf(siteId, row),
        row.blogger_id === 0 ? null : bloggers.card(siteId, row.blogger_id, viewer?.id),
        viewer ? recordRepo.opsOf(siteId, CommentTargetType.blog, id, viewer.id) : new Set<number>(),
      ]);
      return {
        ...mine,
        content: row.content,
        sourceUrl: row.source_url,
        blogger: card,
        isLike: ops.has(OpType.like) ? 1 : 0,
        isCollect: ops.has(OpType.collect) ? 1 : 0,
        isMine: isMine ? 1 : 0,
      };
    },

    countView: core.countView,

    async search(
      siteId: number,
      body: PageQuery & { keyword: string; articleType?: number },
    ): Promise<Page<BlogSearchItem>> {
      const window = pageWindow(body);
      const { rows, total } = await blogRepo.searchPublic(
        siteId,
        body.articleType ?? ArticleType.blog,
        body.keyword,
        clock.now(),
        window,
      );
      const items = await itemsOf(siteId, rows);
      return toPage(
        items.map((item) => ({ ...item, titleHighlight: highlight(item.title, body.keyword) })),
        total,
        window,
      );
    },

    /** The site-wide search's provider for blogs (type 6) or info (type 8). */
    searchProvider(articleType: number, type: number) {
      const path = articleType === ArticleType.info ? '/info/detail/' : '/blog/article/';
      return {
        async search(siteId: number, keyword: string, window: PageWindow): Promise<Page<SearchHit>> {
          const { rows, total } = await blogRepo.searchPublic(siteId, articleType, keyword, clock.now(), window);
          return toPage(
            rows.map((row) => ({
              type,
              id: String(row.id),
              title: row.title,
              titleHighlight: highlight(row.title, keyword),
              summary: row.summary,
              img: row.cover_url,
              url: `${path}${row.id}`,
              gmtCreate: formatDateTime(row.publish_time),
            })),
            total,
            window,
          );
        },
      };
    },

    async zones(siteId: number, body: { zoneLocation?: number; articleCount?: number }): Promise<ArticleZone[]> {
      const zones = await blogRepo.listZones(siteId, body.zoneLocation ?? 1, true);
      const count = body.articleCount ?? 0;
      const now = clock.now();
      const lists = await Promise.all(
        zones.map(async (zone) =>
          count === 0
            ? []
            : itemsOf(
                siteId,
                await blogRepo.publicRows(
                  siteId,
                  { articleType: ArticleType.info, zoneId: zone.id },
                  'latest',
                  now,
                  count,
                ),
              ),
        ),
      );
      return zones.map((zone, index) => ({
        zoneId: String(zone.id),
        zoneName: zone.zone_name,
        zoneDesc: zone.zone_desc,
        zoneLocation: zone.zone_location,
        sort: zone.sort,
        articleList: lists[index]!,
      }));
    },

    async zoneArticles(siteId: number, zoneId: number, query: PageQuery): Promise<Page<BlogItem>> {
      const zone = await blogRepo.findZone(siteId, zoneId);
      if (!zone || zone.status_id !== 1) throw notFound('专区不存在');
      return publicPage(siteId, { articleType: ArticleType.info, zoneId }, 'latest', pageWindow(query));
    },

    async recommended(siteId: number, body: { articleType?: number; pageSize?: number }): Promise<BlogItem[]> {
      const rows = await blogRepo.publicRows(
        siteId,
        { articleType: body.articleType ?? ArticleType.info },
        'recommend',
        clock.now(),
        body.pageSize ?? 10,
      );
      return itemsOf(siteId, rows);
    },

    // ------------------------------------------------------------ the author
    async save(siteId: number, userId: number, input: BlogSave): Promise<BlogMine> {
      const { fields, reasons } = await postFields(siteId, input);
      await core.refuseSpam(siteId, userId, fields.content_hash);
      const now = clock.now();
      const id = newId();
      const newBlogger = await bloggers.prepareFor(siteId, userId);
      await transact(async (tx) => {
        const blogger = await bloggers.ensureForUser(siteId, userId, newBlogger, tx);
        const row: BlogTable = {
          ...fields,
          id,
          site_id: siteId,
          status_id: 1,
          gmt_create: now,
          gmt_modified: now,
          article_type: ArticleType.blog,
          user_id: userId,
          blogger_id: blogger.id,
          operator_id: 0,
          is_show: 1,
          publish_time: fields.blog_status === 1 ? now : 0,
          ...core.auditFields(reasons),
          is_hidden: 0,
          is_public: 0,
          is_top: 0,
          is_recommend: 0,
          hot_score: 0,
          count_view: 0,
          count_like: 0,
          count_collect: 0,
          count_comment: 0,
        };
        row.is_public = blogIsPublic(row);
        await blogRepo.insert(row, tx);
        await bloggers.refreshCounts(siteId, blogger.id, tx);
      });
      keptCounts.forget(siteId);
      await schedule.ensureSite(siteId);
      return mineOf(siteId, (await blogRepo.find(siteId, id))!);
    },

    /** An edit goes back to review when it needs one, and always after a rejection. */
    async update(siteId: number, userId: number, id: number, input: BlogSave): Promise<BlogMine> {
      const row = await requireOwn(siteId, userId, id);
      const { fields, reasons } = await postFields(siteId, input);
      await antiSpam.refuseMuted(siteId, userId);
      const next = await changeState(siteId, row, {
        ...fields,
        publish_time: row.publish_time === 0 && fields.blog_status === 1 ? clock.now() : row.publish_time,
        ...core.editAuditFields(row, reasons),
      });
      return mineOf(siteId, next);
    },

    async pageMine(siteId: number, userId: number, query: PageQuery & { state?: number }): Promise<Page<BlogMine>> {
      const window = pageWindow(query);
      const { rows, total } = await blogRepo.pageMine(siteId, userId, query.state, window);
      const items = await itemsOf(siteId, rows);
      return toPage(
        rows.map((row, index) => toBlogMine(items[index]!, row)),
        total,
        window,
      );
    },

    async remove(siteId: number, userId: number, id: number): Promise<null> {
      const row = await requireOwn(siteId, userId, id);
      await changeState(siteId, row, { status_id: 0 });
      return null;
    },

    async stand(siteId: number, userId: number, id: number, isShow: 0 | 1): Promise<BlogMine> {
      const row = await requireOwn(siteId, userId, id);
      return mineOf(siteId, await changeState(siteId, row, { is_show: isShow }));
    },

    record: core.record,
    unrecord: core.unrecord,

    async collected(siteId: number, userId: number, query: PageQuery): Promise<Page<CollectedBlog>> {
      const window = pageWindow(query);
      const { rows, total } = await blogRepo.pageRecorded(siteId, userId, OpType.collect, clock.now(), window);
      const items = await itemsOf(siteId, rows);
      return toPage(
        rows.map((row, index) => ({ ...items[index]!, collectTime: formatDateTime(row.record_time) })),
        total,
        window,
      );
    },

    // ------------------------------------------------------------ the console
    async adminPage(siteId: number, body: AdminBlogListBody): Promise<Page<AdminBlog>> {
      const window = pageWindow(body);
      const { rows, total } = await blogRepo.adminPage(
        siteId,
        {
          articleType: body.articleType,
          keyword: body.keyword?.trim() || undefined,
          state: body.state,
          labelId: idOrUndefined(body.labelNo),
          zoneId: idOrUndefined(body.zoneId),
          includeDeleted: body.includeDeleted === 1,
        },
        window,
      );
      return toPage(await adminViews(siteId, rows), total, window);
    },

    async adminView(siteId: number, id: number): Promise<AdminBlogDetail> {
      const row = await requireAny(siteId, id);
      return { ...(await adminView(siteId, row)), content: row.content, sourceUrl: row.source_url };
    },

    ...core.operatorVerbs(adminView),
    review: core.review,

    async saveInfo(siteId: number, operatorId: number, input: InfoSave): Promise<AdminBlog> {
      const { fields, zoneIds } = await infoFields(siteId, input);
      const now = clock.now();
      const row: BlogTable = {
        ...fields,
        id: newId(),
        site_id: siteId,
        status_id: 1,
        gmt_create: now,
        gmt_modified: now,
        article_type: ArticleType.info,
        user_id: 0,
        blogger_id: 0,
        operator_id: operatorId,
        label_id: 0,
        blog_status: 1,
        is_show: 1,
        audit_status: CommunityAuditStatus.passed,
        audit_reason: '',
        review_reasons: '[]',
        is_hidden: 0,
        is_public: 1,
        hot_score: 0,
        count_view: 0,
        count_like: 0,
        count_collect: 0,
        count_comment: 0,
      };
      await transact(async (tx) => {
        await blogRepo.insert(row, tx);
        await blogRepo.replaceZones(siteId, row.id, zoneIds, newId, now, tx);
      });
      keptCounts.forget(siteId);
      await schedule.ensureSite(siteId);
      return adminView(siteId, row);
    },

    async updateInfo(siteId: number, id: number, input: InfoSave): Promise<AdminBlog> {
      const row = await requireAny(siteId, id);
      if (row.article_type !== ArticleType.info) throw badRequest('这篇不是资讯，不能在这里修改');
      const { fields, zoneIds } = await infoFields(siteId, input);
      const now = clock.now();
      await transact(async (tx) => {
        await blogRepo.update(siteId, id, { ...fields, gmt_modified: now }, tx);
        await blogRepo.replaceZones(siteId, id, zoneIds, newId, now, tx);
      });
      keptCounts.forget(siteId);
      return adminView(siteId, { ...row, ...fields, gmt_modified: now });
    },

    async adminZones(siteId: number): Promise<ArticleZoneAdmin[]> {
      const [zones, counts] = await Promise.all([
        blogRepo.listZones(siteId, undefined, false),
        blogRepo.zoneArticleCounts(siteId),
      ]);
      return zones.map((zone) => toZoneAdmin(zone, counts.get(zone.id) ?? 0));
    },

    async saveZone(siteId: number, input: ArticleZoneSave): Promise<ArticleZoneAdmin> {
      const now = clock.now();
      const row: ArticleZoneTable = {
        id: newId(),
        site_id: siteId,
        gmt_create: now,
        gmt_modified: now,
        ...zoneFields(input),
      };
      await blogRepo.insertZone(row);
      return toZoneAdmin(row, 0);
    },

    async updateZone(siteId: number, id: number, input: ArticleZoneSave): Promise<ArticleZoneAdmin> {
      const row = await blogRepo.findZone(siteId, id);
      if (!row) throw notFound('专区不存在');
      const fields = { ...zoneFields(input), gmt_modified: clock.now() };
      await blogRepo.updateZone(siteId, id, fields);
      return toZoneAdmin({ ...row, ...fields }, (await blogRepo.zoneArticleCounts(siteId)).get(id) ?? 0);
    },

    async removeZone(siteId: number, id: number): Promise<null> {
      if (!(await blogRepo.findZone(siteId, id))) throw notFound('专区不存在');
      await transact((tx) => blogRepo.deleteZone(siteId, id, tx));
      return null;
    },

    /** Recomputes the school's hot scores (the 10-minute job). */
    recomputeHot: (siteId: number) => blogRepo.recomputeHot(siteId, clock.now(), hotWeights),
  };
}

export type BlogService = ReturnType<typeof createBlogService>;
