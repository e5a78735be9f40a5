import type { FastifyInstance } from 'fastify';
import { gradeContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { GradeService } from './grade.service.ts';

/** Every class call, the three under `/course` and `/data` included (decision 0056). */
export function registerGradeRoutes(app: FastifyInstance, grades: GradeService): void {
  bindRoutes(app, gradeContracts, {
    saveGrade: ({ siteId, user, body }) => grades.save(siteId, user, body),
    updateGrade: ({ siteId, user, body }) => grades.update(siteId, user, body),
    pageRunGrades: ({ siteId, user, body }) => grades.pageRun(siteId, user, body),
    viewGrade: ({ siteId, user, body }) => grades.view(siteId, user, parseId(body.id)),
    disbandGrade: ({ siteId, user, body }) => grades.disband(siteId, user, parseId(body.id)),
    pageMyCurrentGrades: ({ siteId, user, body }) => grades.pageMine(siteId, user, body, false),
    pageMyExpiredGrades: ({ siteId, user, body }) => grades.pageMine(siteId, user, body, true),
    pagePublicGrades: ({ siteId, body }) => grades.pagePublic(siteId, body),
    listGradeCategories: ({ siteId }) => grades.categories(siteId),
    joinGrade: ({ siteId, user, body }) => grades.join(siteId, user, body),
    quitGrade: ({ siteId, user, body }) => grades.quit(siteId, user, parseId(body.gradeId)),
    kickOutStudent: ({ siteId, user, body }) =>
      grades.kickOut(siteId, user, parseId(body.gradeId), parseId(body.userId)),
    updateGradeAdmin: ({ siteId, user, body }) =>
      grades.setAdmin(siteId, user, parseId(body.gradeId), parseId(body.userId), body.isAdmin),
    editGradeStudent: ({ siteId, user, body }) =>
      grades.editRemark(siteId, user, parseId(body.gradeId), parseId(body.userId), body.remark),
    pageGradeStudents: ({ siteId, user, body }) => grades.pageStudents(siteId, user, body),
    isGradeAdmin: ({ siteId, user }) => grades.isAdmin(siteId, user),
    pageGradeApplications: ({ siteId, user, body }) => grades.pageApplications(siteId, user, body),
    summarizeGradeApplications: ({ siteId, user, body }) => grades.summarize(siteId, user, parseId(body.gradeId)),
    countWaitingApplications: ({ siteId, user }) => grades.countWaiting(siteId, user),
    auditGradeApplication: ({ siteId, user, body }) => grades.audit(siteId, user, body),
    auditGradeApplications: ({ siteId, user, body }) => grades.auditBatch(siteId, user, body),
    ignoreGradeApplication: ({ siteId, user, body }) => grades.ignore(siteId, user, parseId(body.id)),
    pageGradeCourses: ({ siteId, user, body }) => grades.pageCourses(siteId, user, body),
    saveGradeCourses: ({ siteId, user, body }) =>
      grades.saveCourses(siteId, user, parseId(body.gradeId), body.courseIds.map(parseId)),
    pagePublicGradeCourses: ({ siteId, body }) => grades.pagePublicCourses(siteId, body),
    checkGradesOfPeriod: ({ siteId, user, query }) => grades.gradesOfPeriod(siteId, user, parseId(query.periodId)),
    saveGradeStudy: ({ siteId, user, body }) =>
      grades.saveStudy(siteId, user, parseId(body.gradeId), parseId(body.periodId)),
    listGradeCourseProgress: ({ siteId, user, body }) => grades.progress(siteId, user, body),
    adminPageGrades: ({ siteId, body }) => grades.pageAll(siteId, body),
  });
}
