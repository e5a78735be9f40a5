import {
  GradeMessages,
  type GradeCourse,
  type GradeCourseProgress,
  type GradeCourseQuery,
  type GradeProgressQuery,
  type Page,
} from '@school/contracts';
import { forbidden, notFound, refused } from '../../core/errors.ts';
import type { SessionUser } from '../../core/http.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import type { GradeServiceDeps } from './grade.service.ts';
import { type GradeStanding, RUNNING } from './grade-standing.ts';
import { newBusinessRow } from '../../db/columns.ts';

/** An organisation's on-shelf courses read when its class's courses are checked. */
const ORG_COURSES_READ = 1000;

/** A class's courses, the lessons its members study in it, and their progress. */
export function createGradeCourses(
  deps: Pick<GradeServiceDeps, 'gradeRepo' | 'transact' | 'clock' | 'newId' | 'courses' | 'courseStudy' | 'study'>,
  standings: Pick<GradeStanding, 'standing' | 'runnable' | 'studentOf'>,
) {
  const { gradeRepo: repo, transact, clock, newId } = deps;
  const { standing, runnable, studentOf } = standings;

  /** The published lesson's course; not found otherwise. */
  async function courseOfPeriod(siteId: number, periodId: number): Promise<number> {
    const period = (await deps.courseStudy.periodNames(siteId, [periodId])).get(periodId);
    if (!period) throw notFound('课时不存在或已下架');
    return period.courseId;
  }

  async function coursePage(siteId: number, gradeId: number, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
    const window = pageWindow(query);
    const ids = await repo.courseIds(siteId, gradeId);
    const [cardsById, periodCounts] = await Promise.all([
      deps.courseStudy.courseCards(siteId, ids),
      deps.courseStudy.periodCounts(siteId, ids),
    ]);
    const shown = ids.filter((id) => cardsById.has(id));
    const list = shown.slice(window.offset, window.offset + window.pageSize).map((id) => {
      const card = cardsById.get(id)!;
      return {
        courseId: String(id),
        courseName: card.courseName,
        courseLogo: card.courseLogo,
        lecturerName: card.lecturerName,
        periodCount: periodCounts.get(id) ?? 0,
      };
    });
    return toPage(list, shown.length, window);
  }

  return {
    async pageCourses(siteId: number, user: SessionUser, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      if (role === 0) throw forbidden(GradeMessages.notMember);
      return coursePage(siteId, grade.id, query);
    },

    async pagePublicCourses(siteId: number, query: GradeCourseQuery): Promise<Page<GradeCourse>> {
      const grade = await repo.findGrade(siteId, Number(query.gradeId));
      if (!grade || grade.status_id !== 1) throw notFound(GradeMessages.gradeGone);
      return coursePage(siteId, grade.id, query);
    },

    /** A class's courses are video courses of its owner or its organisation. */
    async saveCourses(siteId: number, user: SessionUser, gradeId: number, courseIds: number[]): Promise<null> {
      const { grade } = await runnable(siteId, user, gradeId, RUNNING);
      const unique = [...new Set(courseIds)];
      const orgCourseIds = new Set<number>();
      if (grade.org_user_id !== 0) {
        const window = { pageCurrent: 1, pageSize: ORG_COURSES_READ, offset: 0 };
        const page = await deps.courses.listOrgCourses(siteId, grade.org_user_id, window);
        for (const item of page.list) orgCourseIds.add(Number(item.id));
      }
      for (const courseId of unique) {
        const course = await deps.courses.findCourse(siteId, courseId);
        if (!course || course.status_id !== 1) throw notFound('课程不存在或已被删除');
        const ours = course.lecturer_user_id === grade.owner_user_id || orgCourseIds.has(course.id);
        if (course.course_category !== 1 || !ours) {
          throw refused(`课程《${course.course_name}》不是班级创建者或所属机构的视频课程，不能加入班级`);
        }
      }
      const now = clock.now();
      await transact((tx) =>
        repo.replaceCourses(
          siteId,
          grade.id,
          unique.map((courseId, sort) => ({
            ...newBusinessRow(newId(), siteId, now),
            grade_id: grade.id,
            course_id: courseId,
            sort,
          })),
          tx,
        ),
      );
      return null;
    },

    async gradesOfPeriod(siteId: number, user: SessionUser, periodId: number) {
      const courseId = await courseOfPeriod(siteId, periodId);
      const rows = await repo.validGradesTeaching(siteId, user.id, [courseId], clock.now());
      return rows.map((row) => ({ gradeId: String(row.grade_id), gradeName: row.grade_name }));
    },

    async saveStudy(siteId: number, user: SessionUser, gradeId: number, periodId: number): Promise<null> {
      const courseId = await courseOfPeriod(siteId, periodId);
      const rows = await repo.validGradesTeaching(siteId, user.id, [courseId], clock.now());
      if (!rows.some((row) => row.grade_id === gradeId)) throw refused('该课时不在您所在的有效班级的课程中');
      const now = clock.now();
      await repo.saveStudy({
        ...newBusinessRow(newId(), siteId, now),
        grade_id: gradeId,
        user_id: user.id,
        course_id: courseId,
        period_id: periodId,
      });
      return null;
    },

    async progress(siteId: number, user: SessionUser, query: GradeProgressQuery): Promise<GradeCourseProgress[]> {
      const { grade, role } = await standing(siteId, user, Number(query.gradeId));
      const learnerId = query.userId ? Number(query.userId) : user.id;
      if (learnerId !== user.id) {
        if (!RUNNING.includes(role)) throw forbidden(GradeMessages.notAdmin);
        await studentOf(siteId, grade.id, learnerId);
      } else if (role === 0) {
        throw forbidden(GradeMessages.notMember);
      }
      const ids = await repo.courseIds(siteId, grade.id);
      const [cardsById, periodCounts, states] = await Promise.all([
        deps.courseStudy.courseCards(siteId, ids),
        deps.courseStudy.periodCounts(siteId, ids),
        deps.study.courseStates(siteId, learnerId, ids),
      ]);
      return ids
        .filter((id) => cardsById.has(id))
        .map((id) => {
          const periodCount = periodCounts.get(id) ?? 0;
          const learnedCount = Math.min(states.get(id)?.learnedCount ?? 0, periodCount);
          return {
            courseId: String(id),
            courseName: cardsById.get(id)!.courseName,
            periodCount,
            learnedCount,
            progress: periodCount === 0 ? 0 : Math.round((learnedCount / periodCount) * 100),
          };
        });
    },

    /** For the course module's lesson player: which of these courses a valid class gives the user. */
    async coursesOpenTo(siteId: number, userId: number, courseIds: number[]): Promise<Set<number>> {
      const now = clock.now();
      const asked = new Set(courseIds);
      const open = (await repo.classCourses(siteId, userId)).filter(
        (row) => asked.has(row.courseId) && row.beginTime <= now && row.endTime >= now,
      );
      return new Set(open.map((row) => row.courseId));
    },
  };
}
