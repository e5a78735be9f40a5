import type { CourseExamRef, CourseExamRefSave } from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import { toCourseExamRef } from './exam.mapper.ts';
import type { PaperRepo } from './paper.repo.ts';
import { assertAuthor } from './problem.service.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** What the exam module asks the course module: who teaches a course (undefined: no such course). */
export interface CourseOwners {
  lecturerOf(siteId: number, courseId: number): Promise<number | undefined>;
}

/**
 * Papers attached to a teacher's course (or one lesson of it) as exercises. The exam module owns the link
 * table and serves its `/course` addresses (decision 0014's twin rule); the course's teacher comes from the
 * course module.
 */
export function createCourseRefService({
  paperRepo,
  courses,
  clock,
  newId,
}: {
  paperRepo: PaperRepo;
  courses: CourseOwners;
  clock: Clock;
  newId: IdGenerator;
}) {
  const duplicate = () => wrongState('这份试卷已关联到该课程');

  async function ownCourse(siteId: number, user: SessionUser, courseId: number) {
    assertAuthor(user);
    const lecturer = await courses.lecturerOf(siteId, courseId);
    if (lecturer === undefined) throw notFound('课程不存在或已被删除');
    if (lecturer !== user.id) throw forbidden('只能为自己的课程关联试卷');
  }

  async function refsOf(siteId: number, courseId: number): Promise<CourseExamRef[]> {
    const rows = await paperRepo.courseRefs(siteId, courseId);
    const papers = new Map(
      (
        await paperRepo.findPapers(
          siteId,
          rows.map((row) => row.exam_id),
        )
      ).map((paper) => [paper.id, paper]),
    );
    return rows.map((row) => toCourseExamRef(row, papers.get(row.exam_id)));
  }

  return {
    async save(siteId: number, user: SessionUser, body: CourseExamRefSave): Promise<CourseExamRef> {
      const courseId = Number(body.courseId);
      const examId = Number(body.examId);
      const periodId = body.periodId ? Number(body.periodId) : 0;
      await ownCourse(siteId, user, courseId);
      // Lessons are not in the course module yet, so a lesson cannot be checked to belong to the course.
      if (periodId !== 0) throw badRequest('暂不支持关联到课时，请关联到整门课程');
      const paper = await paperRepo.findPaper(siteId, examId);
      if (!paper) throw notFound('试卷不存在或尚未发布');
      if (paper.user_id !== user.id) throw forbidden('只能关联自己的试卷');
      if (await paperRepo.findCourseRefOf(siteId, courseId, periodId, examId)) throw duplicate();
      const now = clock.now();
      const row = {
        ...newBusinessRow(newId(), siteId, now),
        user_id: user.id,
        course_id: courseId,
        period_id: periodId,
        exam_id: examId,
        sort: body.sort ?? 0,
      };
      try {
        await paperRepo.insertCourseRef(row);
      } catch (error) {
        // The same link saved twice at once: the unique index keeps one.
        if (await paperRepo.findCourseRefOf(siteId, courseId, periodId, examId)) throw duplicate();
        throw error;
      }
      return toCourseExamRef(row, paper);
    },

    async remove(siteId: number, user: SessionUser, id: number): Promise<null> {
      assertAuthor(user);
      const ref = await paperRepo.findCourseRef(siteId, id);
      if (!ref) throw notFound('关联不存在或已取消');
      if (ref.user_id !== user.id) throw forbidden('只能取消自己课程的关联');
      await paperRepo.deleteCourseRef(siteId, id);
      return null;
    },

    async list(siteId: number, user: SessionUser, courseId: number): Promise<CourseExamRef[]> {
      await ownCourse(siteId, user, courseId);
      return refsOf(siteId, courseId);
    },

    /** The papers attached to a course, for its pages (course and exam-taking modules). */
    refsOf,
  };
}

export type CourseRefService = ReturnType<typeof createCourseRefService>;
