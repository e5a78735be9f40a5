import {
  CommentTargetType,
  type CommunityLimits,
  type Page,
  type PageQuery,
  ReviewKind,
  type ReviewItem,
  type SensitiveWord,
} from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { richTextToPlain } from '../../core/rich-text.ts';
import { type Clock, formatDateTime } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import { type MessageService, MessageType, type UserService } from '../user/index.ts';
import type { AntiSpam } from './anti-spam.ts';
import type { BlogRepo } from './blog.repo.ts';
import type { BlogService } from './blog.service.ts';
import type { CommentRepo } from './comment.repo.ts';
import type { CommentService } from './comment.service.ts';
import { displayName } from './community.mapper.ts';
import { HOUR_MS, parseReasons } from './community.rules.ts';
import type { ModerationRepo } from './moderation.repo.ts';
import type { QuestionRepo } from './question.repo.ts';
import type { QuestionService } from './question.service.ts';

/** The operator's review queue, sensitive words and limits, and the authors' hourly digests. */
export interface ModerationServiceDeps {
  transact: Transact;
  moderationRepo: ModerationRepo;
  blogRepo: BlogRepo;
  questionRepo: QuestionRepo;
  commentRepo: CommentRepo;
  blogs: Pick<BlogService, 'review'>;
  questions: Pick<QuestionService, 'review'>;
  comments: Pick<CommentService, 'review'>;
  users: Pick<UserService, 'summaries'>;
  messages: Pick<MessageService, 'notify'>;
  antiSpam: AntiSpam;
  clock: Clock;
  newId: IdGenerator;
}

const EXCERPT_LENGTH = 80;
const excerptOf = (html: string) => [...richTextToPlain(html)].slice(0, EXCERPT_LENGTH).join('');

/** One line of a digest: "3 条新评论、2 个新赞". */
function newsOf(row: { new_comments: number; new_likes: number; new_answers: number }): string {
  const parts = [
    row.new_answers > 0 ? `${row.new_answers} 个新回答` : '',
    row.new_comments > 0 ? `${row.new_comments} 条新评论` : '',
    row.new_likes > 0 ? `${row.new_likes} 个新赞` : '',
  ];
  return parts.filter(Boolean).join('、');
}

export function createModerationService(deps: ModerationServiceDeps) {
  const { transact, moderationRepo, blogRepo, questionRepo, commentRepo, blogs, questions, comments } = deps;
  const { users, messages, antiSpam, clock, newId } = deps;

  /** Queue rows of one kind, newest first: enough of each to fill the asked page. */
  async function queueOf(siteId: number, kind: number, limit: number) {
    switch (kind) {
      case ReviewKind.blog:
        return (await blogRepo.reviewRows(siteId, limit)).map((row) => ({ kind, ...row, targetTitle: row.title }));
      case ReviewKind.question:
        return (await questionRepo.reviewRows(siteId, limit)).map((row) => ({ kind, ...row, targetTitle: row.title }));
      default: {
        const rows = await commentRepo.reviewRows(siteId, limit);
        const [blogTitles, questionTitles] = await Promise.all([
          blogRepo.titles(
            siteId,
            rows.filter((row) => row.target_type === CommentTargetType.blog).map((row) => row.target_id),
          ),
          questionRepo.titles(
            siteId,
            rows.filter((row) => row.target_type === CommentTargetType.question).map((row) => row.target_id),
          ),
        ]);
        return rows.map((row) => ({
          kind,
          ...row,
          targetTitle:
            (row.target_type === CommentTargetType.blog ? blogTitles : questionTitles).get(row.target_id) ?? '',
        }));
      }
    }
  }

  const countOf = (siteId: number, kind: number) =>
    kind === ReviewKind.blog
      ? blogRepo.reviewCount(siteId)
      : kind === ReviewKind.question
        ? questionRepo.reviewCount(siteId)
        : commentRepo.reviewCount(siteId);

  /** Where a decided item lives, for the author's message. */
  const describe = (kind: number, title: string) =>
    kind === ReviewKind.blog
      ? `文章《${title}》`
      : kind === ReviewKind.question
        ? `问题《${title}》`
        : `在《${title}》下的评论`;

  async function decide(siteId: number, kind: number, id: number, passed: boolean, reason: string) {
    let authorId: number;
    let title: string;
    if (kind === ReviewKind.blog) {
      const row = await blogs.review(siteId, id, passed, reason);
      [authorId, title] = [row.user_id, row.title];
    } else if (kind === ReviewKind.question) {
      const row = await questions.review(siteId, id, passed, reason);
      [authorId, title] = [row.user_id, row.title];
    } else {
      const row = await comments.review(siteId, id, passed, reason);
      const titles =
        row.target_type === CommentTargetType.blog
          ? await blogRepo.titles(siteId, [row.target_id])
          : await questionRepo.titles(siteId, [row.target_id]);
      [authorId, title] = [row.user_id, titles.get(row.target_id) ?? ''];
    }
    await messages.notify(siteId, authorId, {
      msgType: MessageType.audit,
      title: passed ? '内容审核通过' : '内容审核未通过',
      content: passed
        ? `您的${describe(kind, title)}已通过审核，现在大家都能看到了。`
        : `您的${describe(kind, title)}未通过审核，原因：${reason}。修改后可重新提交。`,
    });
    return null;
  }

  return {
    async reviewPage(siteId: number, body: PageQuery & { kind?: number }): Promise<Page<ReviewItem>> {
      const window = pageWindow(body);
      const kinds = body.kind === undefined ? [ReviewKind.blog, ReviewKind.question, ReviewKind.comment] : [body.kind];
      const need = window.offset + window.pageSize;
      const [lists, counts] = await Promise.all([
        Promise.all(kinds.map((kind) => queueOf(siteId, kind, need))),
        Promise.all(kinds.map((kind) => countOf(siteId, kind))),
      ]);
      const rows = lists
        .flat()
        .sort((a, b) => b.gmt_create - a.gmt_create || b.id - a.id)
        .slice(window.offset, need);
      const who = await users.summaries(siteId, [...new Set(rows.map((row) => row.user_id))]);
      return toPage(
        rows.map((row) => ({
          kind: row.kind,
          id: String(row.id),
          title: row.targetTitle,
          excerpt: excerptOf(row.content),
          userId: String(row.user_id),
          nickname: displayName(who.get(row.user_id)),
          reasons: parseReasons(row.review_reasons),
          gmtCreate: formatDateTime(row.gmt_create),
        })),
        counts.reduce((sum, count) => sum + count, 0),
        window,
      );
    },

    approve: (siteId: number, kind: number, id: number) => decide(siteId, kind, id, true, ''),
    reject: (siteId: number, kind: number, id: number, reason: string) =>
      decide(siteId, kind, id, false, reason.trim()),

    // ------------------------------------------------------------ words and limits
    async pageWords(siteId: number, body: PageQuery & { keyword?: string }): Promise<Page<SensitiveWord>> {
      const window = pageWindow(body);
      const { rows, total } = await moderationRepo.pageWords(
        siteId,
        body.keyword?.trim() || undefined,
        window.offset,
        window.pageSize,
      );
      return toPage(
        rows.map((row) => ({ id: String(row.id), word: row.word, gmtCreate: formatDateTime(row.gmt_create) })),
        total,
        window,
      );
    },

    async saveWords(siteId: number, words: string[]): Promise<{ added: number }> {
      const now = clock.now();
      const clean = [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word !== ''))];
      const added = await moderationRepo.insertWords(
        clean.map((word) => ({ id: newId(), site_id: siteId, gmt_create: now, word })),
      );
      await antiSpam.forgetWords(siteId);
      return { added };
    },

    async deleteWord(siteId: number, id: number): Promise<null> {
      if (!(await moderationRepo.deleteWord(siteId, id))) throw notFound('敏感词不存在');
      await antiSpam.forgetWords(siteId);
      return null;
    },

    limits: (siteId: number) => antiSpam.limits(siteId),

    async updateLimits(siteId: number, limits: CommunityLimits): Promise<CommunityLimits> {
      await moderationRepo.saveLimits(siteId, JSON.stringify(limits), clock.now());
      await antiSpam.forgetLimits(siteId);
      return antiSpam.limits(siteId);
    },

    /**
     * Sends each author one message per post or question summing up what happened since the last one,
     * at most one an hour per post (the digest job calls this every ten minutes). Answers the number sent.
     */
    async sendDigests(siteId: number): Promise<number> {
      const now = clock.now();
      const due = await moderationRepo.dueDigests(siteId, now - HOUR_MS);
      if (due.length === 0) return 0;
      const [blogTitles, questionTitles] = await Promise.all([
        blogRepo.titles(
          siteId,
          due.filter((row) => row.target_type === CommentTargetType.blog).map((row) => row.target_id),
        ),
        questionRepo.titles(
          siteId,
          due.filter((row) => row.target_type === CommentTargetType.question).map((row) => row.target_id),
        ),
      ]);
      for (const row of due) {
        const isBlog = row.target_type === CommentTargetType.blog;
        const title = (isBlog ? blogTitles : questionTitles).get(row.target_id) ?? '';
        await transact(async (tx) => {
          await messages.notify(
            siteId,
            row.author_user_id,
            {
              msgType: MessageType.community,
              title: isBlog ? '您的文章有新动态' : '您的问题有新动态',
              content: `${isBlog ? '文章' : '问题'}《${title}》有 ${newsOf(row)}。`,
            },
            tx,
          );
          await moderationRepo.markDigestSent(row, now, tx);
        });
      }
      return due.length;
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
