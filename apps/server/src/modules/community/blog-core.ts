import { type BlogItem, type BlogMine, CommentTargetType, CommunityAuditStatus } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { BlogListRow } from './blog.repo.ts';
import { toBlogItem, toBlogMine } from './community.mapper.ts';
import { blogIsPublic } from './community.rules.ts';
import type { BlogTable } from './community.tables.ts';
import { createPostCore } from './post-core.ts';
import type { HotWeights } from './post.repo.ts';

import type { BlogServiceDeps } from './blog.service.ts';

/** What the reading, authoring and console parts of the article service share. */

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

export const notFoundBlog = () => notFound('文章不存在或已被删除');

export function createBlogCore(deps: BlogServiceDeps) {
  const { bloggers, labels, clock } = deps;
  const post = createPostCore<BlogTable>({
    ...deps,
    repo: deps.blogRepo,
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

  return { post, itemsOf, mineOf };
}

export type BlogCore = ReturnType<typeof createBlogCore>;
