import type { FastifyInstance } from 'fastify';
import { gradeContracts, gradeExamContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { GradeExamService } from './grade-exam.service.ts';
import type { GradeService } from './grade.service.ts';

/** Every class call, the three under `/course` and `/data` included (decision 0056). */
export function registerGradeRoutes(app: FastifyInstance, grades: GradeService, exams: GradeExamService): void {
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
    adminPageGrades: ({ siteId, body }) => grades.admin.pageAll(siteId, body),
    adminTransferGrade: ({ siteId, body }) => grades.admin.transfer(siteId, body),
    adminDisbandGrade: ({ siteId, body }) => grades.admin.disband(siteId, parseId(body.id)),
    adminListGradeCategories: ({ siteId }) => grades.admin.listCategories(siteId),
    adminSaveGradeCategory: ({ siteId, body }) => grades.admin.saveCategory(siteId, body),
    adminUpdateGradeCategory: ({ siteId, body }) => grades.admin.updateCategory(siteId, body),
    adminDeleteGradeCategory: ({ siteId, body }) => grades.admin.deleteCategory(siteId, parseId(body.id)),
    adminSortGradeCategories: ({ siteId, body }) => grades.admin.sortCategories(siteId, body),
    adminPageGradeOrgs: ({ siteId, body }) => grades.admin.pageOrgs(siteId, body),
  });

  bindRoutes(app, gradeExamContracts, {
    saveGradeExam: ({ siteId, user, body }) => exams.saveExam(siteId, user, body),
    editGradeExam: ({ siteId, user, body }) => exams.editExam(siteId, user, body),
    deleteGradeExam: ({ siteId, user, body }) => exams.deleteExam(siteId, user, parseId(body.id)),
    listGradeExamStudentIds: ({ siteId, user, body }) => exams.studentIds(siteId, user, parseId(body.id)),
    pageGradeExams: ({ siteId, user, body }) => exams.pageExams(siteId, user, body),
    pageGradeExamPapers: ({ siteId, user, body }) => exams.pagePapers(siteId, user, body),
    setGradeExamCompensate: ({ siteId, user, body }) => exams.setCompensate(siteId, user, body),
    pageGradeExamRelations: ({ siteId, user, body }) => exams.pageRelations(siteId, user, body),
    listGradeExamRelations: ({ siteId, user, body }) => exams.listRelations(siteId, user, parseId(body.gradeExamId)),
    viewGradeExamAnswers: ({ siteId, user, body }) => exams.viewAnswers(siteId, user, parseId(body.relationId)),
    rescoreGradeExamAnswers: ({ siteId, user, body }) => exams.rescore(siteId, user, parseId(body.relationId)),
    completeGradeExamMarking: ({ siteId, user, body }) => exams.complete(siteId, user, body),
    countGradeExamTips: ({ siteId, user }) => exams.tips(siteId, user),
    pageMyGradeExams: ({ siteId, user, body }) => exams.pageMine(siteId, user, body),
    viewMyGradeExam: ({ siteId, user, body }) => exams.view(siteId, user, parseId(body.gradeExamId)),
    checkMyGradeExam: ({ siteId, user, query }) => exams.check(siteId, user, parseId(query.gradeExamId)),
    claimGradeExam: ({ siteId, user, body }) => exams.claim(siteId, user, parseId(body.gradeExamId)),
    beginGradeExam: ({ siteId, user, body }) => exams.begin(siteId, user, parseId(body.gradeExamId)),
    continueGradeExam: ({ siteId, user, body }) => exams.continue(siteId, user, parseId(body.relationId)),
    saveGradeExamAnswer: ({ siteId, user, body }) => exams.saveAnswer(siteId, user, body),
    submitGradeExam: ({ siteId, user, body }) => exams.submit(siteId, user, parseId(body.relationId)),
    viewGradeExamScore: ({ siteId, user, body }) => exams.viewScore(siteId, user, parseId(body.relationId)),
    ignoreGradeExam: ({ siteId, user, body }) => exams.ignore(siteId, user, parseId(body.relationId)),
    checkGradeExamWindow: ({ siteId, query }) => exams.window(siteId, parseId(query.gradeExamId)),
  });
}
