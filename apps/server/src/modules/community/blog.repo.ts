import { type SelectQueryBuilder, sql } from 'kysely';
import { CommentTargetType, CommunityAuditStatus, PostState } from '@school/contracts';
import type { PageWindow } from '../../core/paging.ts';
import { containsText, countRows, pageRows } from '../../core/sql.ts';
import type { Engine } from '../../db/database.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { ArticleZoneTable, BlogTable, CommunityTables } from './community.tables.ts';
import { createPostRepo, type HotWeights } from './post.repo.ts';
import { titleSearch } from './title-search.ts';

/** Articles (blogs and info), their zones, counts and hot scores; every query names the site. */

/** What a list shows of an article: everything but the body. */
export const blogListColumns = [
  'blog.id',
  'blog.site_id',
  'blog.status_id',
  'blog.gmt_create',
  'blog.gmt_modified',
  'blog.article_type',
  'blog.user_id',
  'blog.blogger_id',
  'blog.title',
  'blog.summary',
  'blog.cover_url',
  'blog.label_id',
  'blog.is_original',
  'blog.blog_status',
  'blog.is_show',
  'blog.audit_status',
  'blog.audit_reason',
  'blog.review_reasons',
  'blog.is_hidden',
  'blog.is_public',
  'blog.is_top',
  'blog.is_recommend',
  'blog.publish_time',
  'blog.count_view',
  'blog.count_like',
  'blog.count_collect',
  'blog.count_comment',
] as const;
type Unqualified<T> = T extends `blog.${infer Column}` ? Column : never;
export type BlogListRow = Pick<BlogTable, Unqualified<(typeof blogListColumns)[number]>>;

export interface PublicBlogFilter {
  articleType: number;
  labelId?: number;
  bloggerId?: number;
  /** Only bloggers this user follows (the following tab). */
  followerUserId?: number;
  zoneId?: number;
}

export type BlogOrder = 'latest' | 'hot' | 'recommend';

type BlogQuery = SelectQueryBuilder<CommunityTables, 'blog', object>;

/** Rows of an author's (or the operator's) state filter, as `postState` defines the states. */
export function whereState<Q extends SelectQueryBuilder<CommunityTables, 'blog', object>>(query: Q, state: number): Q {
  const q = query as unknown as BlogQuery;
  const shown = q.where('blog.is_hidden', '=', 0);
  const published = shown.where('blog.blog_status', '=', 1);
  switch (state) {
    case PostState.draft:
      return shown.where('blog.blog_status', '=', 0) as unknown as Q;
    case PostState.inReview:
      return published.where('blog.audit_status', '=', CommunityAuditStatus.waiting) as unknown as Q;
    case PostState.rejected:
      return published.where('blog.audit_status', '=', CommunityAuditStatus.rejected) as unknown as Q;
    case PostState.hiddenByMe:
      return published
        .where('blog.audit_status', '=', CommunityAuditStatus.passed)
        .where('blog.is_show', '=', 0) as unknown as Q;
    case PostState.published:
      return published
        .where('blog.audit_status', '=', CommunityAuditStatus.passed)
        .where('blog.is_show', '=', 1) as unknown as Q;
    default:
      return q.where('blog.is_hidden', '=', 1) as unknown as Q;
  }
}

export function createBlogRepo(database: Db, engine: Engine) {
  const { db, on } = moduleTables<CommunityTables>(database);
  const search = titleSearch(engine, 'blog');
  const posts = createPostRepo<BlogTable>(database, {
    table: 'blog',
    targetType: CommentTargetType.blog,
    inReview: sql<boolean>`blog_status = 1`,
  });

  /** What everyone may see now. */
  const publicBlogs = (siteId: number, filter: PublicBlogFilter, now: number) => {
    let query = db
      .selectFrom('blog')
      .where('blog.site_id', '=', siteId)
      .where('blog.article_type', '=', filter.articleType)
      .where('blog.is_public', '=', 1)
      .where('blog.publish_time', '<=', now);
    if (filter.labelId !== undefined) query = query.where('blog.label_id', '=', filter.labelId);
    if (filter.bloggerId !== undefined) query = query.where('blog.blogger_id', '=', filter.bloggerId);
    const follower = filter.followerUserId;
    if (follower !== undefined) {
      query = query.where('blog.blogger_id', 'in', (eb) =>
        eb
          .selectFrom('blogger_follow')
          .select('blogger_follow.blogger_id')
          .where('blogger_follow.site_id', '=', siteId)
          .where('blogger_follow.user_id', '=', follower),
      );
    }
    const zone = filter.zoneId;
    if (zone !== undefined) {
      query = query.where('blog.id', 'in', (eb) =>
        eb
          .selectFrom('article_zone_ref')
          .select('article_zone_ref.article_id')
          .where('article_zone_ref.site_id', '=', siteId)
          .where('article_zone_ref.zone_id', '=', zone),
      );
    }
    return query;
  };

  const ordered = (query: BlogQuery, order: BlogOrder) => {
    switch (order) {
      case 'hot':
        return query.orderBy('blog.hot_score', 'desc').orderBy('blog.id', 'desc');
      case 'recommend':
        return query
          .orderBy('blog.is_recommend', 'desc')
          .orderBy('blog.hot_score', 'desc')
          .orderBy('blog.publish_time', 'desc')
          .orderBy('blog.id', 'desc');
      case 'latest':
        return query.orderBy('blog.is_top', 'desc').orderBy('blog.publish_time', 'desc').orderBy('blog.id', 'desc');
    }
  };

  return {
    ...posts,

    publicRows: (siteId: number, filter: PublicBlogFilter, order: BlogOrder, now: number, limit: number, offset = 0) =>
      ordered(publicBlogs(siteId, filter, now), order)
        .select(blogListColumns)
        .limit(limit)
        .offset(offset)
        .execute() as Promise<BlogListRow[]>,

    publicCount: (siteId: number, filter: PublicBlogFilter, now: number) => countRows(publicBlogs(siteId, filter, now)),

    async searchPublic(siteId: number, articleType: number, keyword: string, now: number, window: PageWindow) {
      const base = publicBlogs(siteId, { articleType }, now).where(search.matches(keyword));
      return pageRows(base, window, (query) =>
        query
          .select(blogListColumns)
          .orderBy(search.startsFirst(keyword))
          .orderBy('blog.publish_time', 'desc')
          .orderBy('blog.id', 'desc'),
      );
    },

    async pageMine(siteId: number, userId: number, state: number | undefined, window: PageWindow) {
      let base = db
        .selectFrom('blog')
        .where('blog.site_id', '=', siteId)
        .where('blog.user_id', '=', userId)
        .where('blog.article_type', '=', 1)
        .where('blog.status_id', '=', 1);
      if (state !== undefined) base = whereState(base, state);
      return pageRows(base, window, (query) => query.select(blogListColumns).orderBy('blog.id', 'desc'));
    },

    async adminPage(
      siteId: number,
      filter: {
        articleType?: number;
        keyword?: string;
        state?: number;
        labelId?: number;
        zoneId?: number;
        includeDeleted: boolean;
      },
      window: PageWindow,
    ) {
      let base = db.selectFrom('blog').where('blog.site_id', '=', siteId);
      if (!filter.includeDeleted) base = base.where('blog.status_id', '=', 1);
      if (filter.articleType !== undefined) base = base.where('blog.article_type', '=', filter.articleType);
      if (filter.keyword) base = base.where(containsText('blog.title', filter.keyword));
      if (filter.state !== undefined) base = whereState(base, filter.state);
      if (filter.labelId !== undefined) base = base.where('blog.label_id', '=', filter.labelId);
      const zone = filter.zoneId;
      if (zone !== undefined) {
        base = base.where('blog.id', 'in', (eb) =>
          eb
            .selectFrom('article_zone_ref')
            .select('article_zone_ref.article_id')
            .where('article_zone_ref.site_id', '=', siteId)
            .where('article_zone_ref.zone_id', '=', zone),
        );
      }
      return pageRows(base, window, (query) => query.select(blogListColumns).orderBy('blog.id', 'desc'));
    },

    /** The user's collected (or liked) articles that are still public, newest collect first. */
    async pageRecorded(siteId: number, userId: number, opType: number, now: number, window: PageWindow) {
      const base = db
        .selectFrom('community_record')
        .innerJoin('blog', (join) =>
          join.onRef('blog.id', '=', 'community_record.target_id').on('blog.site_id', '=', siteId),
        )
        .where('community_record.site_id', '=', siteId)
        .where('community_record.user_id', '=', userId)
        .where('community_record.target_type', '=', CommentTargetType.blog)
        .where('community_record.op_type', '=', opType)
        .where('blog.is_public', '=', 1)
        .where('blog.publish_time', '<=', now);
      return pageRows(base, window, (query) =>
        query
          .select([...blogListColumns, 'community_record.gmt_create as record_time'])
          .orderBy('community_record.id', 'desc'),
      );
    },

    /** Recounts likes, collects and public comments of one article from their rows. */
    refreshCounts: (siteId: number, id: number, tx?: Tx) =>
      posts.refreshCounts(
        siteId,
        id,
        {
          count_comment: sql<number>`(select count(*) from community_comment c where c.site_id = ${siteId} and c.target_type = ${CommentTargetType.blog} and c.target_id = ${id} and c.is_public = 1)`,
        },
        tx,
      ),

    /** Every public article's hot score at `now`; one not yet published scores 0. */
    recomputeHot: (siteId: number, now: number, weights: HotWeights) =>
      posts.recomputeHot(
        siteId,
        sql<number>`case when publish_time > ${now} then 0 else cast(
            (count_view * ${weights.view} + count_like * ${weights.like} + count_collect * ${weights.collect}
              + count_comment * ${weights.comment} + 1) * ${weights.scale}
            / power((${now} - publish_time) / 3600000.0 + ${weights.offsetHours}, ${weights.gravity}) as bigint) end`,
      ),

    // Zones
    listZones: (siteId: number, location: number | undefined, enabledOnly: boolean) => {
      let query = db.selectFrom('article_zone').selectAll().where('site_id', '=', siteId);
      if (location !== undefined) query = query.where('zone_location', '=', location);
      if (enabledOnly) query = query.where('status_id', '=', 1);
      return query.orderBy('sort').orderBy('id').execute();
    },
    findZone: (siteId: number, id: number) =>
      db.selectFrom('article_zone').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),
    insertZone: (row: ArticleZoneTable) => db.insertInto('article_zone').values(row).execute(),
    updateZone: (siteId: number, id: number, fields: Partial<ArticleZoneTable>) =>
      db.updateTable('article_zone').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),
    deleteZone: (siteId: number, id: number, tx: Tx) =>
      Promise.all([
        on(tx).deleteFrom('article_zone_ref').where('site_id', '=', siteId).where('zone_id', '=', id).execute(),
        on(tx).deleteFrom('article_zone').where('site_id', '=', siteId).where('id', '=', id).execute(),
      ]),
    async zoneArticleCounts(siteId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('article_zone_ref')
        .select(['zone_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('site_id', '=', siteId)
        .groupBy('zone_id')
        .execute();
      return new Map(rows.map((row) => [row.zone_id, Number(row.count)]));
    },
    async zonesOf(siteId: number, articleIds: number[]): Promise<Map<number, number[]>> {
      const byArticle = new Map<number, number[]>();
      if (articleIds.length === 0) return byArticle;
      const rows = await db
        .selectFrom('article_zone_ref')
        .select(['article_id', 'zone_id'])
        .where('site_id', '=', siteId)
        .where('article_id', 'in', articleIds)
        .orderBy('id')
        .execute();
      for (const row of rows) byArticle.set(row.article_id, [...(byArticle.get(row.article_id) ?? []), row.zone_id]);
      return byArticle;
    },
    async replaceZones(siteId: number, articleId: number, zoneIds: number[], ids: () => number, now: number, tx: Tx) {
      await on(tx)
        .deleteFrom('article_zone_ref')
        .where('site_id', '=', siteId)
        .where('article_id', '=', articleId)
        .execute();
      if (zoneIds.length === 0) return;
      await on(tx)
        .insertInto('article_zone_ref')
        .values(
          zoneIds.map((zoneId) => ({
            id: ids(),
            site_id: siteId,
            gmt_create: now,
            zone_id: zoneId,
            article_id: articleId,
          })),
        )
        .execute();
    },
  };
}

export type BlogRepo = ReturnType<typeof createBlogRepo>;
