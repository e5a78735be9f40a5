import { ArticleType, type BlogMine, type BlogSave, type Page, type PageQuery } from '@school/contracts';
import { badRequest, forbidden } from '../../core/errors.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { requireOwnPicture, sanitizeUserRichText } from '../../core/rich-text.ts';
import { toBlogMine } from './community.mapper.ts';
import { blogIsPublic, contentHash, idOrUndefined, nonEmptyRichText, summaryOf, titleOf } from './community.rules.ts';
import type { BlogTable } from './community.tables.ts';

import type { BlogServiceDeps } from './blog.service.ts';
import { notFoundBlog, type BlogCore } from './blog-core.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** A user's own articles: write, edit, list, delete, show or hide. */
export function createBlogAuthoringService(deps: BlogServiceDeps, blog: BlogCore) {
  const { transact, blogRepo, bloggers, labels, antiSpam, schedule, ownImages, keptCounts, clock, newId } = deps;
  const { post: core, itemsOf, mineOf } = blog;
  const { changeState } = core;

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

  return {
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
          ...newBusinessRow(id, siteId, now),
          article_type: ArticleType.blog,
          user_id: userId,
          blogger_id: blogger.id,
          operator_id: 0,
          is_show: 1,
          publish_time: fields.blog_status === 1 ? now : 0,
          ...core.newPostFields(reasons),
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
  };
}
