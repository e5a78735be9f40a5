import type { FastifyInstance } from 'fastify';
import { dataContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { DataService } from './data.service.ts';
import type { StudyService } from './study.service.ts';

export function registerDataRoutes(app: FastifyInstance, data: DataService, study: StudyService): void {
  bindRoutes(app, dataContracts, {
    saveFeedback: ({ siteId, user, body }) => data.saveFeedback(siteId, user.id, body),
    pageFeedback: ({ siteId, user, body }) => data.pageMine(siteId, user.id, body),
    savePeriodLog: ({ siteId, user, body }) => study.saveLog(siteId, user.id, body),
    listCoursePeriodProgress: ({ siteId, user, body }) =>
      study.listCoursePeriods(siteId, user.id, parseId(body.courseId)),
    listCourseProgress: ({ siteId, user, body }) => study.pageCourses(siteId, user.id, body),
    listPeriodProgress: ({ siteId, user, body }) => study.pagePeriods(siteId, user.id, body),
    pageNote: ({ siteId, user, body }) => study.pageNotes(siteId, user.id, body),
    viewNote: ({ siteId, user, body }) => study.viewNote(siteId, user.id, parseId(body.id)),
    saveNote: ({ siteId, user, body }) => study.saveNote(siteId, user.id, body),
    deleteNote: ({ siteId, user, query }) => study.deleteNote(siteId, user.id, parseId(query.id)),
    adminPageFeedback: ({ siteId, body }) => data.adminPage(siteId, body),
    adminReplyFeedback: ({ siteId, body }) => data.reply(siteId, parseId(body.id), body.reply),
  });
}
