import {
  CommentTargetType,
  type CommentItem,
  type CommentReply,
  type CommentWithTarget,
  CommunityAuditStatus,
  type Page,
  type PageQuery,
} from '@school/contracts';
import { existingComment, pageThreads, repliedComment } from '../../core/comments.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { type OwnImages, richTextToPlain, sanitizeUserRichText } from '../../core/rich-text.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { UserService, UserSummary } from '../user/index.ts';
import type { AntiSpam } from './anti-spam.ts';
import type { BlogRepo } from './blog.repo.ts';
import type { CommentRepo } from './comment.repo.ts';
import { displayName } from './community.mapper.ts';
import { commentIsPublic, contentHash, idOrUndefined } from './community.rules.ts';
import type { CommunityCommentTable } from './community.tables.ts';
import type { KeptCounts } from './kept-counts.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import type { QuestionRepo } from './question.repo.ts';
import { createCommentConsoleService } from './comment-console.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** Comments on articles and answers to questions, with one level of '@nickname' replies. */
export interface CommentServiceDeps {
  transact: Transact;
  commentRepo: CommentRepo;
  blogRepo: BlogRepo;
  questionRepo: QuestionRepo;
  moderationRepo: Pick<ModerationRepo, 'addToDigest'>;
  users: Pick<UserService, 'summaries'>;
  antiSpam: AntiSpam;
  ownImages: OwnImages;
  keptCounts: KeptCounts;
  clock: Clock;
  newId: IdGenerator;
}

/** Replies shown under one comment. */
const REPLIES_SHOWN = 50;

/** What a comment hangs on: a public article or question, and who wrote it. */
interface Target {
  type: number;
  id: number;
  authorId: number;
  title: string;
}

export function createCommentService(deps: CommentServiceDeps) {
  const { transact, commentRepo, blogRepo, questionRepo, moderationRepo, users, antiSpam } = deps;
  const { ownImages, keptCounts, clock, newId } = deps;

  /** A target everyone may see now; hidden, deleted, in-review or scheduled ones take no comments. */
  async function publicTarget(siteId: number, type: number, id: number): Promise<Target> {
    if (type === CommentTargetType.blog) {
      const row = await blogRepo.find(siteId, id);
      if (!row || row.is_public !== 1 || row.publish_time > clock.now()) throw notFound('文章不存在或已被删除');
      return { type, id, authorId: row.user_id, title: row.title };
    }
    const row = await questionRepo.find(siteId, id);
    if (!row || row.is_public !== 1) throw notFound('问题不存在或已被删除');
    return { type, id, authorId: row.user_id, title: row.title };
  }

  /** Keeps the counts that depend on public comments true: the target's, the parent's and the blogger's. */
  async function afterChange(siteId: number, comment: CommunityCommentTable, tx: Tx) {
    if (comment.parent_id !== 0) await commentRepo.refreshReplyCount(siteId, comment.parent_id, tx);
    if (comment.target_type === CommentTargetType.blog) {
      await blogRepo.refreshCounts(siteId, comment.target_id, tx);
    } else {
      await questionRepo.refreshCounts(siteId, comment.target_id, tx);
    }
  }

  /** Tells the target's author in the next digest (never of their own comments). */
  async function addToDigest(siteId: number, comment: CommunityCommentTable, tx: Tx) {
    if (comment.is_public !== 1 || comment.target_author_id === 0 || comment.target_author_id === comment.user_id)
      return;
    const isAnswer = comment.target_type === CommentTargetType.question && comment.parent_id === 0;
    await moderationRepo.addToDigest(
      {
        id: newId(),
        site_id: siteId,
        target_type: comment.target_type,
        target_id: comment.target_id,
        author_user_id: comment.target_author_id,
        gmt_create: clock.now(),
      },
      isAnswer ? { answers: 1 } : { comments: 1 },
      tx,
    );
    if (comment.target_type === CommentTargetType.question && comment.parent_id === 0) {
      await questionRepo.update(siteId, comment.target_id, { last_activity_time: comment.gmt_create }, tx);
    }
  }

  const people = async (siteId: number, rows: CommunityCommentTable[]) =>
    users.summaries(
      siteId,
      [...new Set(rows.flatMap((row) => [row.user_id, row.reply_user_id]))].filter((id) => id !== 0),
    );

  function toReply(
    row: CommunityCommentTable,
    who: Map<number, UserSummary>,
    viewerId: number | undefined,
    targetAuthorId: number,
  ): CommentReply {
    const author = who.get(row.user_id);
    return {
      id: String(row.id),
      targetType: row.target_type,
      targetId: String(row.target_id),
      userId: String(row.user_id),
      nickname: displayName(author),
      headImgUrl: author?.headImgUrl ?? '',
      content: row.content,
      parentId: row.parent_id === 0 ? '' : String(row.parent_id),
      replyUserId: row.reply_user_id === 0 ? '' : String(row.reply_user_id),
      replyNickname: row.reply_user_id === 0 ? '' : displayName(who.get(row.reply_user_id)),
      isAccepted: row.is_accepted === 1 ? 1 : 0,
      auditStatus: row.audit_status,
      canDelete: viewerId !== undefined && (viewerId === row.user_id || viewerId === targetAuthorId) ? 1 : 0,
      gmtCreate: formatDateTime(row.gmt_create),
    };
  }

  async function withTargets(siteId: number, rows: CommunityCommentTable[], viewerId: number) {
    const blogIds = rows.filter((row) => row.target_type === CommentTargetType.blog).map((row) => row.target_id);
    const questionIds = rows
      .filter((row) => row.target_type === CommentTargetType.question)
      .map((row) => row.target_id);
    const [who, blogTitles, questionTitles] = await Promise.all([
      people(siteId, rows),
      blogRepo.titles(siteId, blogIds),
      questionRepo.titles(siteId, questionIds),
    ]);
    return rows.map((row) => ({
      ...toReply(row, who, viewerId, row.target_author_id),
      targetTitle:
        (row.target_type === CommentTargetType.blog ? blogTitles : questionTitles).get(row.target_id) ?? '已删除',
    }));
  }

  async function save(
    siteId: number,
    userId: number,
    targetType: number,
    targetId: number,
    rawContent: string,
    replyId: string | undefined,
  ): Promise<CommentReply> {
    const content = sanitizeUserRichText(rawContent, ownImages);
    if (richTextToPlain(content) === '' && !content.includes('<img')) throw badRequest('评论内容不能为空');
    const target = await publicTarget(siteId, targetType, targetId);
    let parentId = 0;
    let replyUserId = 0;
    const replyTo = idOrUndefined(replyId);
    if (replyTo !== undefined) {
      const replied = repliedComment(
        await commentRepo.find(siteId, replyTo),
        (row) => row.target_type === targetType && row.target_id === targetId && row.is_public === 1,
      );
      parentId = replied.parent_id === 0 ? replied.id : replied.parent_id;
      replyUserId = replied.user_id;
    }
    const hash = contentHash(content);
    await antiSpam.refuseMuted(siteId, userId);
    await antiSpam.refuseDuplicate(siteId, (since) => commentRepo.hasDuplicate(siteId, userId, hash, since));
    const reasons = await antiSpam.reviewReasons(siteId, '', content);
    await antiSpam.take(siteId, userId, 'comment');
    const now = clock.now();
    const row: CommunityCommentTable = {
      ...newBusinessRow(newId(), siteId, now),
      target_type: targetType,
      target_id: targetId,
      target_author_id: target.authorId,
      user_id: userId,
      parent_id: parentId,
      reply_user_id: replyUserId,
      content,
      is_accepted: 0,
      audit_status: reasons.length > 0 ? CommunityAuditStatus.waiting : CommunityAuditStatus.passed,
      audit_reason: '',
      review_reasons: JSON.stringify(reasons),
      is_hidden: 0,
      is_public: 0,
      count_reply: 0,
      content_hash: hash,
    };
    row.is_public = commentIsPublic(row);
    await transact(async (tx) => {
      await commentRepo.insert(row, tx);
      await afterChange(siteId, row, tx);
      await addToDigest(siteId, row, tx);
    });
    keptCounts.forget(siteId);
    return toReply(row, await people(siteId, [row]), userId, target.authorId);
  }

  /** Writes a moderation change and keeps is_public and every count true. */
  async function changeState(siteId: number, row: CommunityCommentTable, fields: Partial<CommunityCommentTable>) {
    const now = clock.now();
    const next = { ...row, ...fields, gmt_modified: now };
    next.is_public = commentIsPublic(next);
    await transact(async (tx) => {
      if (fields.status_id === 0 && row.parent_id === 0) await commentRepo.deleteWithReplies(siteId, row.id, now, tx);
      await commentRepo.update(siteId, row.id, { ...fields, gmt_modified: now, is_public: next.is_public }, tx);
      await afterChange(siteId, next, tx);
      if (row.audit_status === CommunityAuditStatus.waiting && next.audit_status === CommunityAuditStatus.passed)
        await addToDigest(siteId, next, tx);
      // A hidden accepted answer leaves the question solved: the asker chose it, the school only hid it.
    });
    keptCounts.forget(siteId);
    return next;
  }

  return {
    saveOnBlog: (siteId: number, userId: number, body: { blogId: string; content: string; replyId?: string }) =>
      save(siteId, userId, CommentTargetType.blog, Number(body.blogId), body.content, body.replyId),

    saveOnQuestion: (siteId: number, userId: number, body: { questionId: string; content: string; replyId?: string }) =>
      save(siteId, userId, CommentTargetType.question, Number(body.questionId), body.content, body.replyId),

    /** A page of top-level comments (answers) with their replies; the reader's own in review show to them. */
    async list(
      siteId: number,
      targetType: number,
      targetId: number,
      viewerId: number | undefined,
      query: PageQuery,
    ): Promise<Page<CommentItem>> {
      const target = await publicTarget(siteId, targetType, targetId);
      return pageThreads(
        query,
        {
          topLevel: (window) => commentRepo.topLevel(siteId, targetType, targetId, viewerId, window),
          repliesTo: (parentIds) => commentRepo.repliesTo(siteId, parentIds, viewerId),
          people: (rows) => people(siteId, rows),
          repliesShown: REPLIES_SHOWN,
        },
        {
          item: (row, who) => ({ ...toReply(row, who, viewerId, target.authorId), countReply: row.count_reply }),
          reply: (row, who) => toReply(row, who, viewerId, target.authorId),
        },
      );
    },

    /** Comments on my posts (received) or written by me, with the title of where they stand. */
    async pageMine(
      siteId: number,
      userId: number,
      targetType: number,
      received: boolean,
      query: PageQuery,
    ): Promise<Page<CommentWithTarget>> {
      const window: PageWindow = pageWindow(query);
      const { rows, total } = await commentRepo.pageOfUser(siteId, targetType, userId, received, window);
      return toPage(await withTargets(siteId, rows, userId), total, window);
    },

    /** The comment's author or the article's author may delete; a top-level comment takes its replies. */
    async removeByUser(siteId: number, userId: number, id: number): Promise<null> {
      const row = existingComment(
        await commentRepo.find(siteId, id),
        (found) => found.status_id === 1 && found.target_type === CommentTargetType.blog,
      );
      if (row.user_id !== userId && row.target_author_id !== userId)
        throw forbidden('只能删除自己的评论或自己文章下的评论');
      await changeState(siteId, row, { status_id: 0 });
      return null;
    },

    /** An answer of this question that the asker may accept. */
    async requireAnswer(siteId: number, questionId: number, id: number): Promise<CommunityCommentTable> {
      const row = await commentRepo.find(siteId, id);
      if (
        !row ||
        row.target_type !== CommentTargetType.question ||
        row.target_id !== questionId ||
        row.parent_id !== 0 ||
        row.is_public !== 1
      )
        throw badRequest('要采纳的回答不存在');
      return row;
    },
    accept: (siteId: number, questionId: number, id: number, tx: Tx) =>
      commentRepo.accept(siteId, CommentTargetType.question, questionId, id, tx),

    ...createCommentConsoleService(deps, { changeState, withTargets }),
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
