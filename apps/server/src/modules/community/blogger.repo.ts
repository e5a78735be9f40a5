import { sql } from 'kysely';
import { containsText, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { BloggerTable, CommunityTables } from './community.tables.ts';

/** Bloggers and who follows them; every query names the site. */
export function createBloggerRepo(database: Db) {
  const { db, on } = moduleTables<CommunityTables>(database);

  return {
    find: (siteId: number, id: number, tx?: Tx) =>
      on(tx).selectFrom('blogger').selectAll().where('site_id', '=', siteId).where('id', '=', id).executeTakeFirst(),

    findByUser: (siteId: number, userId: number, tx?: Tx) =>
      on(tx)
        .selectFrom('blogger')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    byIds: (siteId: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('blogger').selectAll().where('site_id', '=', siteId).where('id', 'in', ids).execute(),

    byUserIds: (siteId: number, userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('blogger')
            .select(['id', 'user_id'])
            .where('site_id', '=', siteId)
            .where('user_id', 'in', userIds)
            .execute(),

    /** Inserts unless the user already has a blogger (the unique key decides); true when inserted. */
    async insertOnce(row: BloggerTable, tx?: Tx): Promise<boolean> {
      const result = await on(tx)
        .insertInto('blogger')
        .values(row)
        .onConflict((oc) => oc.columns(['site_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    update: (siteId: number, id: number, fields: Partial<BloggerTable>, tx?: Tx) =>
      on(tx).updateTable('blogger').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** Recounts a blogger's public posts, likes received, fans and follows from the rows themselves. */
    refreshCounts: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .updateTable('blogger')
        .set({
          count_posts: sql<number>`(select count(*) from blog where blog.site_id = ${siteId} and blog.blogger_id = ${id} and blog.is_public = 1)`,
          count_likes: sql<number>`(select coalesce(sum(blog.count_like), 0) from blog where blog.site_id = ${siteId} and blog.blogger_id = ${id} and blog.status_id = 1)`,
          count_fans: sql<number>`(select count(*) from blogger_follow f where f.site_id = ${siteId} and f.blogger_id = ${id})`,
          count_follows: sql<number>`(select count(*) from blogger_follow f where f.site_id = ${siteId} and f.user_id = blogger.user_id)`,
        })
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .execute(),

    /** Insert or delete a follow; true when something changed. */
    async follow(siteId: number, userId: number, bloggerId: number, row: { id: number; now: number }, tx?: Tx) {
      const result = await on(tx)
        .insertInto('blogger_follow')
        .values({ id: row.id, site_id: siteId, gmt_create: row.now, user_id: userId, blogger_id: bloggerId })
        .onConflict((oc) => oc.columns(['site_id', 'user_id', 'blogger_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    async unfollow(siteId: number, userId: number, bloggerId: number, tx?: Tx) {
      const result = await on(tx)
        .deleteFrom('blogger_follow')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('blogger_id', '=', bloggerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Which of these bloggers the user follows. */
    async followedAmong(siteId: number, userId: number, bloggerIds: number[]): Promise<Set<number>> {
      if (bloggerIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('blogger_follow')
        .select('blogger_id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('blogger_id', 'in', bloggerIds)
        .execute();
      return new Set(rows.map((row) => row.blogger_id));
    },

    /** The bloggers a user follows, newest follow first. */
    async pageFollowed(siteId: number, userId: number, offset: number, limit: number) {
      const base = db
        .selectFrom('blogger_follow')
        .innerJoin('blogger', (join) =>
          join.onRef('blogger.id', '=', 'blogger_follow.blogger_id').on('blogger.site_id', '=', siteId),
        )
        .where('blogger_follow.site_id', '=', siteId)
        .where('blogger_follow.user_id', '=', userId);
      return pageRows(base, { offset, pageSize: limit }, (filtered) =>
        filtered.selectAll('blogger').orderBy('blogger_follow.id', 'desc'),
      );
    },

    /** Who follows a blogger, newest first. */
    async pageFans(siteId: number, bloggerId: number, offset: number, limit: number) {
      const base = db.selectFrom('blogger_follow').where('site_id', '=', siteId).where('blogger_id', '=', bloggerId);
      return pageRows(base, { offset, pageSize: limit }, (filtered) =>
        filtered.select(['user_id', 'gmt_create']).orderBy('id', 'desc'),
      );
    },

    /** Bloggers to suggest: not the user's own, not followed yet, recommended first, then by fans. */
    recommendFor: (siteId: number, userId: number, limit: number) =>
      db
        .selectFrom('blogger')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('status_id', '=', 1)
        .where('user_id', '!=', userId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('blogger_follow')
                .select('blogger_follow.id')
                .where('blogger_follow.site_id', '=', siteId)
                .where('blogger_follow.user_id', '=', userId)
                .whereRef('blogger_follow.blogger_id', '=', 'blogger.id'),
            ),
          ),
        )
        .orderBy('is_recommend', 'desc')
        .orderBy('count_fans', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async adminPage(siteId: number, filter: { keyword?: string; isRecommend?: number }, offset: number, limit: number) {
      let base = db.selectFrom('blogger').where('site_id', '=', siteId);
      if (filter.keyword) base = base.where(containsText('blogger_name', filter.keyword));
      if (filter.isRecommend !== undefined) base = base.where('is_recommend', '=', filter.isRecommend);
      return pageRows(base, { offset, pageSize: limit }, (filtered) => filtered.selectAll().orderBy('id', 'desc'));
    },
  };
}

export type BloggerRepo = ReturnType<typeof createBloggerRepo>;
