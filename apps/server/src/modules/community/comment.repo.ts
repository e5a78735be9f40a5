import { sql } from 'kysely';
import { CommunityAuditStatus } from '@school/contracts';
import type { PageWindow } from '../../core/paging.ts';
import { containsText, countRows, pageRows } from '../../core/sql.ts';
import { type Db, moduleTables, type Tx } from '../../db/schema.ts';
import type { CommunityCommentTable, CommunityTables } from './community.tables.ts';

/** Comments on articles and answers to questions (one level of replies); every query names the site. */
export function createCommentRepo(database: Db) {
  const { db, on } = moduleTables<CommunityTables>(database);

  /** Public comments, and the reader's own that wait for review. */
  const visibleTo = (siteId: number, viewerId: number | undefined) =>
    db
      .selectFrom('community_comment')
      .where('site_id', '=', siteId)
      .where((eb) =>
        viewerId === undefined
          ? eb('is_public', '=', 1)
          : eb.or([
              eb('is_public', '=', 1),
              eb.and([
                eb('user_id', '=', viewerId),
                eb('status_id', '=', 1),
                eb('is_hidden', '=', 0),
                eb('audit_status', '=', CommunityAuditStatus.waiting),
              ]),
            ]),
      );

  return {
    insert: (row: CommunityCommentTable, tx?: Tx) => on(tx).insertInto('community_comment').values(row).execute(),

    find: (siteId: number, id: number, tx?: Tx) =>
      on(tx)
        .selectFrom('community_comment')
        .selectAll()
        .where('site_id', '=', siteId)
        .where('id', '=', id)
        .executeTakeFirst(),

    update: (siteId: number, id: number, fields: Partial<CommunityCommentTable>, tx?: Tx) =>
      on(tx).updateTable('community_comment').set(fields).where('site_id', '=', siteId).where('id', '=', id).execute(),

    /** A top-level comment's replies go with it. */
    deleteWithReplies: (siteId: number, id: number, now: number, tx: Tx) =>
      on(tx)
        .updateTable('community_comment')
        .set({ status_id: 0, is_public: 0, gmt_modified: now })
        .where('site_id', '=', siteId)
        .where((eb) => eb.or([eb('id', '=', id), eb('parent_id', '=', id)]))
        .execute(),

    /** The top-level comments (or answers, the accepted one first) of a post or question. */
    topLevel: (
      siteId: number,
      targetType: number,
      targetId: number,
      viewerId: number | undefined,
      window: PageWindow,
    ) =>
      pageRows(
        visibleTo(siteId, viewerId)
          .where('target_type', '=', targetType)
          .where('target_id', '=', targetId)
          .where('parent_id', '=', 0),
        window,
        (query) => query.selectAll().orderBy('is_accepted', 'desc').orderBy('id', 'desc'),
      ),

    /** Replies to these comments, oldest first. */
    repliesTo: (siteId: number, parentIds: number[], viewerId: number | undefined) =>
      visibleTo(siteId, viewerId).where('parent_id', 'in', parentIds).selectAll().orderBy('id').execute(),

    /** Comments received on the user's posts (by others), or written by the user. */
    pageOfUser(siteId: number, targetType: number, userId: number, received: boolean, window: PageWindow) {
      let base = db
        .selectFrom('community_comment')
        .where('site_id', '=', siteId)
        .where('target_type', '=', targetType)
        .where('status_id', '=', 1);
      base = received
        ? base.where('target_author_id', '=', userId).where('user_id', '!=', userId).where('is_public', '=', 1)
        : base.where('user_id', '=', userId).where('is_hidden', '=', 0);
      return pageRows(base, window, (query) => query.selectAll().orderBy('id', 'desc'));
    },

    refreshReplyCount: (siteId: number, parentId: number, tx?: Tx) =>
      on(tx)
        .updateTable('community_comment')
        .set({
          count_reply: sql<number>`(select count(*) from community_comment c where c.site_id = ${siteId} and c.parent_id = ${parentId} and c.is_public = 1)`,
        })
        .where('site_id', '=', siteId)
        .where('id', '=', parentId)
        .execute(),

    async hasDuplicate(siteId: number, userId: number, hash: string, since: number): Promise<boolean> {
      const row = await db
        .selectFrom('community_comment')
        .select('id')
        .where('site_id', '=', siteId)
        .where('user_id', '=', userId)
        .where('content_hash', '=', hash)
        .where('status_id', '=', 1)
        .where('gmt_create', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Clears the accepted mark of a question's answers and sets it on one. */
    accept: async (siteId: number, targetType: number, targetId: number, id: number, tx: Tx) => {
      await on(tx)
        .updateTable('community_comment')
        .set({ is_accepted: sql<number>`case when id = ${id} then 1 else 0 end` })
        .where('site_id', '=', siteId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .where('parent_id', '=', 0)
        .execute();
    },

    adminPage(
      siteId: number,
      filter: { targetType?: number; targetId?: number; keyword?: string; isHidden?: number },
      window: PageWindow,
    ) {
      let base = db.selectFrom('community_comment').where('site_id', '=', siteId).where('status_id', '=', 1);
      if (filter.targetType !== undefined) base = base.where('target_type', '=', filter.targetType);
      if (filter.targetId !== undefined) base = base.where('target_id', '=', filter.targetId);
      if (filter.keyword) base = base.where(containsText('content', filter.keyword));
      if (filter.isHidden !== undefined) base = base.where('is_hidden', '=', filter.isHidden);
      return pageRows(base, window, (query) => query.selectAll().orderBy('id', 'desc'));
    },

    reviewRows: (siteId: number, limit: number) =>
      db
        .selectFrom('community_comment')
        .select(['id', 'target_type', 'target_id', 'content', 'user_id', 'review_reasons', 'gmt_create'])
        .where('site_id', '=', siteId)
        .where('status_id', '=', 1)
        .where('audit_status', '=', CommunityAuditStatus.waiting)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
    reviewCount: (siteId: number) =>
      countRows(
        db
          .selectFrom('community_comment')
          .where('site_id', '=', siteId)
          .where('status_id', '=', 1)
          .where('audit_status', '=', CommunityAuditStatus.waiting),
      ),
  };
}

export type CommentRepo = ReturnType<typeof createCommentRepo>;
