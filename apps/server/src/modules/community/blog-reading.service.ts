import {
  type ArticleZone,
  ArticleType,
  type BlogDetail,
  type BlogItem,
  type BlogListBody,
  type BlogSearchItem,
  BlogTab,
  CommentTargetType,
  type CollectedBlog,
  OpType,
  type Page,
  type PageQuery,
  type SearchHit,
} from '@school/contracts';
import { notFound, sessionError } from '../../core/errors.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime } from '../../core/time.ts';
import { highlight } from '../search/index.ts';
import type { BlogOrder, PublicBlogFilter } from './blog.repo.ts';
import { toPostSearchHit } from './community.mapper.ts';
import { idOrUndefined } from './community.rules.ts';

import type { BlogServiceDeps } from './blog.service.ts';
import { notFoundBlog, type BlogCore } from './blog-core.ts';

/** Reading articles and info: lists, tabs, a page, search, zones, likes, collects and views. */
export function createBlogReadingService(deps: BlogServiceDeps, blog: BlogCore) {
  const { blogRepo, recordRepo, bloggers, keptCounts, clock } = deps;
  const { post: core, itemsOf, mineOf } = blog;

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

  return {
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
          const hits = rows.map((row) =>
            toPostSearchHit(type, row, keyword, {
              img: row.cover_url,
              url: `${path}${row.id}`,
              time: row.publish_time,
            }),
          );
          return toPage(hits, total, window);
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
  };
}
