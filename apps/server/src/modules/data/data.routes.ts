import type { FastifyInstance } from 'fastify';
import { dataContracts, studyContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { DataService } from './data.service.ts';
import type { NoteService } from './note.service.ts';
import type { StudyService } from './study.service.ts';

export function registerDataRoutes(
  app: FastifyInstance,
  { data, study, notes }: { data: DataService; study: StudyService; notes: NoteService },
): void {
  bindRoutes(app, dataContracts, {
    saveFeedback: ({ siteId, user, body }) => data.saveFeedback(siteId, user.id, body),
    pageFeedback: ({ siteId, user, body }) => data.pageMine(siteId, user.id, body),
    adminPageFeedback: ({ siteId, body }) => data.adminPage(siteId, body),
    adminReplyFeedback: ({ siteId, body }) => data.reply(siteId, parseId(body.id), body.reply),
  });
  bindRoutes(app, studyContracts, {
    saveStudyLog: ({ siteId, user, body }) => study.saveLog(siteId, user, body),
    listCoursePeriodProgress: ({ siteId, user, body }) =>
      study.listCoursePeriods(siteId, user, parseId(body.courseId)),
    listCourseProgress: ({ siteId, user, body }) => study.pageCourses(siteId, user, body),
    listPeriodProgress: ({ siteId, user, body }) =>
      study.pagePeriods(siteId, user, body.courseId === undefined ? undefined : parseId(body.courseId), body),
    pageNotes: ({ siteId, user, body }) => notes.page(siteId, user, body),
    viewNote: ({ siteId, user, body }) => notes.view(siteId, user, parseId(body.id)),
    saveNote: ({ siteId, user, body }) => notes.save(siteId, user, body),
    deleteNote: ({ siteId, user, query }) => notes.delete(siteId, user, parseId(query.id)),
    listLecturerCourseProgress: ({ siteId, user, body }) => study.pageLecturerCourses(siteId, user, body),
    pageLecturerLearnerProgress: ({ siteId, user, body }) =>
      study.pageLearners(siteId, user, parseId(body.courseId), body),
    listLecturerDailyStudy: ({ siteId, user, body }) =>
      study.daily(siteId, user, parseId(body.courseId), body.days),
  });
}
