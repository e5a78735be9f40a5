import {
  CourseRules,
  type CourseAdminCommentListBody,
  type AdminCourseComment,
  type CourseCommentSave,
  type CourseCommentThread,
  type CourseComment,
  type Page,
  type PageQuery,
} from '@school/contracts';
import { existingComment, pageThreads, repliedComment } from '../../core/comments.ts';
import { badRequest, forbidden, notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact } from '../../db/schema.ts';
import type { UserService, UserSummary } from '../user/index.ts';
import type { CommentRepo } from './comment.repo.ts';
import type { CourseRepo } from './course.repo.ts';
import type { CourseCommentTable } from './course.tables.ts';
import { toCourseComment } from './lesson.mapper.ts';
import { newBusinessRow } from '../../db/columns.ts';

/**
 * Comments on courses: plain text only (a comment with tags or script is refused, not cleaned, so what
 * is stored is what was written), one level of replies, authors delete their own, operators hide or
 * delete any.
 */
export interface CommentServiceDeps {
  transact: Transact;
  commentRepo: CommentRepo;
  courseRepo: Pick<CourseRepo, 'findPublicName' | 'cardsByIds'>;
  users: Pick<UserService, 'summaries'>;
  clock: Clock;
  newId: IdGenerator;
}

const MARKUP = /[<>]/;
// Control characters other than line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The comment's text: trimmed, non-empty, within the limit, no markup. */
export function commentText(raw: string): string {
  const text = raw.trim();
  if (text === '') throw badRequest('评论内容不能为空');
  if (text.length > CourseRules.commentMax) throw badRequest(`评论内容不能超过 ${CourseRules.commentMax} 个字`);
  if (MARKUP.test(text)) throw badRequest('评论只能是纯文本，不能含 < 或 > 等标签符号');
  if (CONTROL.test(text)) throw badRequest('评论内容含有不可见的控制字符');
  return text;
}

export function createCommentService({ transact, commentRepo, courseRepo, users, clock, newId }: CommentServiceDeps) {
  const authorsOf = async (siteId: number, rows: CourseCommentTable[]) =>
    users.summaries(
      siteId,
      rows.map((row) => row.user_id),
    );

  const ensurePublicCourse = async (siteId: number, courseId: number) => {
    if ((await courseRepo.findPublicName(siteId, courseId)) === undefined) throw notFound('课程不存在或已下架');
  };

  const adminView = async (siteId: number, rows: CourseCommentTable[]): Promise<AdminCourseComment[]> => {
    const [authors, courses] = await Promise.all([
      authorsOf(siteId, rows),
      courseRepo.cardsByIds(siteId, [...new Set(rows.map((row) => row.course_id))]),
    ]);
    const names = new Map(courses.map((course) => [course.id, course.course_name]));
    return rows.map((row) => ({
      ...toCourseComment(row, authors.get(row.user_id), undefined),
      courseName: names.get(row.course_id) ?? '',
      mobile: authors.get(row.user_id)?.mobile ?? '',
      statusId: row.status_id,
    }));
  };

  return {
    async save(siteId: number, userId: number, input: CourseCommentSave): Promise<CourseComment> {
      const courseId = Number(input.courseId);
      const content = commentText(input.content);
      await ensurePublicCourse(siteId, courseId);
      const parentId = input.parentId && input.parentId !== '0' ? Number(input.parentId) : 0;
      if (parentId !== 0) {
        const parent = repliedComment(
          await commentRepo.find(siteId, parentId),
          (row) => row.course_id === courseId && row.status_id === 1,
        );
        if (parent.parent_id !== 0) throw badRequest('只能回复顶层评论');
      }
      const now = clock.now();
      const row: CourseCommentTable = {
        ...newBusinessRow(newId(), siteId, now),
        course_id: courseId,
        parent_id: parentId,
        user_id: userId,
        content,
      };
      await commentRepo.insert(row);
      return toCourseComment(row, (await authorsOf(siteId, [row])).get(userId), userId);
    },

    async page(
      siteId: number,
      viewerId: number | undefined,
      courseId: number,
      query: PageQuery,
    ): Promise<Page<CourseCommentThread>> {
      await ensurePublicCourse(siteId, courseId);
      const asWire = (row: CourseCommentTable, authors: Map<number, UserSummary>) =>
        toCourseComment(row, authors.get(row.user_id), viewerId);
      return pageThreads(
        query,
        {
          topLevel: (window) => commentRepo.pageShown(siteId, courseId, window),
          repliesTo: (parentIds) => commentRepo.repliesTo(siteId, parentIds),
          people: (rows) => authorsOf(siteId, rows),
        },
        { item: asWire, reply: asWire },
      );
    },

    async deleteOwn(siteId: number, userId: number, id: number): Promise<null> {
      const row = existingComment(await commentRepo.find(siteId, id));
      if (row.user_id !== userId) throw forbidden('只能删除自己的评论');
      await transact((tx) => commentRepo.deleteThread(siteId, id, tx));
      return null;
    },

    async adminPage(siteId: number, body: CourseAdminCommentListBody): Promise<Page<AdminCourseComment>> {
      const window = pageWindow(body);
      const keyword = body.keyword?.trim();
      const { rows, total } = await commentRepo.adminPage(
        siteId,
        {
          ...(body.courseId ? { courseId: Number(body.courseId) } : {}),
          ...(body.statusId !== undefined ? { statusId: body.statusId } : {}),
          ...(keyword ? { keyword } : {}),
        },
        window,
      );
      return toPage(await adminView(siteId, rows), total, window);
    },

    async adminStand(siteId: number, id: number, statusId: 0 | 1): Promise<AdminCourseComment> {
      const row = existingComment(await commentRepo.find(siteId, id));
      await commentRepo.setStatus(siteId, id, statusId, clock.now());
      return (await adminView(siteId, [{ ...row, status_id: statusId }]))[0]!;
    },

    async adminDelete(siteId: number, id: number): Promise<null> {
      existingComment(await commentRepo.find(siteId, id));
      await transact((tx) => commentRepo.deleteThread(siteId, id, tx));
      return null;
    },
  };
}

export type CommentService = ReturnType<typeof createCommentService>;
