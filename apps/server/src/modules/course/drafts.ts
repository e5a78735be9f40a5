import { AuditStatus, UserType } from '@school/contracts';
import { forbidden, notFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { Clock } from '../../core/time.ts';
import type { Transact, Tx } from '../../db/schema.ts';
import type { AuditRepo } from './audit.repo.ts';
import type { LessonRepo } from './lesson.repo.ts';

/**
 * A teacher's hold on his drafts: only lecturers (userType 2) author, and only their own courses. Every
 * edit of a course's drafts returns it to waiting for review (`touch`).
 */
export function createDraftAccess({
  transact,
  auditRepo,
  lessonRepo,
  clock,
}: {
  transact: Transact;
  auditRepo: AuditRepo;
  lessonRepo: LessonRepo;
  clock: Clock;
}) {
  const requireTeacher = (user: SessionUser) => {
    if (user.userType !== UserType.teacher) throw forbidden('只有讲师可以管理课程');
  };

  const ownCourse = async (siteId: number, user: SessionUser, courseId: number) => {
    requireTeacher(user);
    const course = await auditRepo.findDraft(siteId, courseId);
    if (!course) throw notFound('课程不存在或已被删除');
    if (course.lecturer_user_id !== user.id) throw forbidden('只能管理自己的课程');
    return course;
  };

  const touch = (siteId: number, courseId: number, tx?: Tx) =>
    auditRepo.updateDraft(siteId, courseId, { audit_status: AuditStatus.waiting, gmt_modified: clock.now() }, tx);

  return {
    requireTeacher,
    ownCourse,

    async ownChapter(siteId: number, user: SessionUser, chapterId: number) {
      requireTeacher(user);
      const chapter = await lessonRepo.findChapter('draft', siteId, chapterId);
      if (!chapter) throw notFound('章节不存在或已被删除');
      return { course: await ownCourse(siteId, user, chapter.course_id), chapter };
    },

    async ownPeriod(siteId: number, user: SessionUser, periodId: number) {
      requireTeacher(user);
      const period = await lessonRepo.findPeriod('draft', siteId, periodId);
      if (!period) throw notFound('课时不存在或已被删除');
      return { course: await ownCourse(siteId, user, period.course_id), period };
    },

    /** The draft changed: back to the operator's queue. */
    touch,

    /** Changes a course's drafts and sends the course back to the operator's queue, in one transaction. */
    edit: (siteId: number, courseId: number, change: (tx: Tx) => Promise<unknown>) =>
      transact(async (tx) => {
        await change(tx);
        await touch(siteId, courseId, tx);
      }),
  };
}

export type DraftAccess = ReturnType<typeof createDraftAccess>;
