import type { FastifyInstance } from 'fastify';
import {
  ACCESSORY_FILE_PATH,
  CategoryType,
  courseDocumentContracts,
  contentContracts,
  courseAuditContracts,
  courseAuthorContracts,
  courseContracts,
  courseReaderContracts,
  courseStudyContracts,
} from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { CourseModule } from './index.ts';

/**
 * The course calls, and the twin the spec puts under /system: `/system/api/zone/list` answers the
 * zones this module owns. The adverts twin of `/course/api/adv/list` is served by the content module.
 */
const { listAdvForCourse: _advertsServedByContent, ...courseCalls } = courseContracts;
const calls = { ...courseCalls, listZone: contentContracts.listZone };

export function registerCourseRoutes(app: FastifyInstance, course: CourseModule): void {
  const { categories, courses, zones, orgs } = course;
  bindRoutes(app, calls, {
    listCourseCategoryForSite: ({ siteId }) => categories.listCategoriesForSite(siteId),
    listCourseCategory: ({ siteId }) => categories.listCategoryTree(siteId),
    listCourse: ({ siteId, body }) => courses.listCourses(siteId, body),
    searchCourse: ({ siteId, body }) => courses.searchCourses(siteId, body),
    listZoneForCourse: ({ siteId, body }) => zones.listZones(siteId, body.zoneLocation),
    listZone: ({ siteId, body }) => zones.listZones(siteId, body.zoneLocation),
    listZoneCourse: ({ siteId, body }) => zones.listZoneCourses(siteId, body.zoneLocation, body.courseLimit),
    viewZone: ({ siteId, body }) => zones.viewZone(siteId, parseId(body.id), body),
    listRecommendLecturer: ({ siteId, body }) => courses.listRecommendLecturers(siteId, body.limit),
    viewOrgProfile: ({ siteId, body }) => orgs.viewOrgProfile(siteId, parseId(body.id), body),

    adminListCourseCategory: ({ siteId }) => categories.adminListCategories(siteId),
    saveCourseCategory: ({ siteId, body }) => categories.saveCategory(siteId, body),
    updateCourseCategory: ({ siteId, body }) => categories.updateCategory(siteId, body),
    deleteCourseCategory: ({ siteId, body }) => categories.deleteCategory(siteId, parseId(body.id)),
    adminListCourse: ({ siteId, body }) => courses.adminListCourses(siteId, body),
    standCourse: ({ siteId, body }) => courses.standCourse(siteId, parseId(body.id), body.isPutAway),
    adminListZone: ({ siteId }) => zones.adminListZones(siteId),
    saveZone: ({ siteId, body }) => zones.saveZone(siteId, body),
    updateZone: ({ siteId, body }) => zones.updateZone(siteId, parseId(body.id), body),
    deleteZone: ({ siteId, body }) => zones.deleteZone(siteId, parseId(body.id)),
    adminListZoneCourse: ({ siteId, body }) => zones.adminListZoneCourses(siteId, parseId(body.zoneId)),
    addZoneCourse: ({ siteId, body }) => zones.addZoneCourse(siteId, body),
    sortZoneCourse: ({ siteId, body }) => zones.sortZoneCourse(siteId, parseId(body.id), body.sort),
    deleteZoneCourse: ({ siteId, body }) => zones.deleteZoneCourse(siteId, parseId(body.id)),
    adminListOrg: ({ siteId }) => orgs.adminListOrgs(siteId),
    saveOrg: ({ siteId, body }) => orgs.saveOrg(siteId, body),
  });
  registerStudyRoutes(app, course);
  registerAuthorRoutes(app, course);
  registerAuditRoutes(app, course);
  bindRoutes(app, courseDocumentContracts, {
    savePeriodDoc: ({ siteId, user, body }) => course.documentLessons.save(siteId, user, body),
    viewPeriodDoc: ({ siteId, user, body }) => course.documentLessons.viewDraft(siteId, user, id(body.periodId)),
    listInformationCategory: ({ siteId }) => categories.listCategoryTree(siteId, CategoryType.information),
    adminListInformationCategory: ({ siteId }) => categories.adminListCategories(siteId, CategoryType.information),
  });
}

const id = (value: string) => parseId(value);
const optionalId = (value: string | undefined) => (value === undefined ? undefined : parseId(value));

function registerStudyRoutes(
  app: FastifyInstance,
  { study, reader, comments, collections, documentLessons }: CourseModule,
): void {
  bindRoutes(app, courseReaderContracts, {
    viewCourseReader: ({ siteId, user, body }) => reader.view(siteId, user, id(body.id)),
  });
  bindRoutes(app, courseStudyContracts, {
    viewCourse: ({ siteId, body }) => study.viewCourse(siteId, id(body.id)),
    viewCourseForUser: ({ siteId, user, body }) => study.viewCourseForUser(siteId, user, id(body.id)),
    listCourseChapter: ({ siteId, body }) => study.listChapters(siteId, id(body.courseId)),
    pageCourseChapter: ({ siteId, user, body }) => study.pageChapters(siteId, user, id(body.courseId), body),
    signCourse: async ({ siteId, user, body }) =>
      (await documentLessons.sign(siteId, user, id(body.periodId))) ?? study.sign(siteId, user, id(body.periodId)),
    downloadAccessory: ({ siteId, user, body }) => study.downloadAccessory(siteId, user, id(body.id)),
    listRecommendCourse: ({ siteId, body }) => study.listRecommend(siteId, optionalId(body.courseId), body.limit),
    listRelatedCourse: ({ siteId, body }) => study.listRelated(siteId, optionalId(body.courseId), body.limit),
    saveCourseComment: ({ siteId, user, body }) => comments.save(siteId, user.id, body),
    listCourseCommentForUser: ({ siteId, user, body }) => comments.page(siteId, user.id, id(body.courseId), body),
    deleteCourseComment: ({ siteId, user, body }) => comments.deleteOwn(siteId, user.id, id(body.id)),
    listCourseComment: ({ siteId, viewer, body }) => comments.page(siteId, viewer?.id, id(body.courseId), body),
    saveCourseCollection: ({ siteId, user, body }) => collections.save(siteId, user.id, id(body.courseId)),
    cancelCourseCollection: ({ siteId, user, body }) => collections.cancel(siteId, user.id, id(body.courseId)),
    listCourseCollection: ({ siteId, user, body }) => collections.page(siteId, user.id, body),
    deleteCourseCollection: ({ siteId, user, body }) => collections.deleteMany(siteId, user.id, body.ids.map(id)),
    listMyCourse: ({ siteId, user, body }) => study.listMyCourses(siteId, user, body),
  });

  // The signed download address: a browser download carries no site header or token, the signature
  // names the school, the accessory and the user.
  app.get<{ Params: { token: string } }>(
    `${ACCESSORY_FILE_PATH}/:token`,
    { schema: { hide: true }, config: { access: 'visitor', siteFromToken: true } },
    async (request, reply) => {
      const file = await study.accessoryFile(request.params.token);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}

function registerAuthorRoutes(
  app: FastifyInstance,
  { authors, chapters, periods, accessories, documentLessons }: CourseModule,
) {
  bindRoutes(app, courseAuthorContracts, {
    listCourseAudit: ({ siteId, user, body }) => authors.list(siteId, user, body),
    viewCourseAudit: ({ siteId, user, body }) => authors.view(siteId, user, id(body.id)),
    saveCourseAudit: ({ siteId, user, body }) => authors.save(siteId, user, body),
    updateCourseAudit: ({ siteId, user, body }) => authors.update(siteId, user, id(body.id), body),
    standCourseAudit: ({ siteId, user, body }) => authors.stand(siteId, user, id(body.id), body.isPutAway),
    deleteCourseAudit: ({ siteId, user, body }) => authors.delete(siteId, user, id(body.id)),
    previewCourseAudit: ({ siteId, user, body }) => authors.previewOwn(siteId, user, id(body.id)),
    listChapterAudit: ({ siteId, user, body }) => chapters.list(siteId, user, id(body.courseId)),
    saveChapterAudit: ({ siteId, user, body }) => chapters.save(siteId, user, body),
    updateChapterAudit: ({ siteId, user, body }) => chapters.update(siteId, user, body),
    deleteChapterAudit: ({ siteId, user, body }) => chapters.delete(siteId, user, id(body.id)),
    sortChapterAudit: ({ siteId, user, body }) => chapters.sort(siteId, user, id(body.courseId), body.ids.map(id)),
    listPeriodAudit: ({ siteId, user, body }) => periods.list(siteId, user, id(body.chapterId)),
    savePeriodAudit: ({ siteId, user, body }) => periods.save(siteId, user, body),
    updatePeriodAudit: ({ siteId, user, body }) => periods.update(siteId, user, body),
    deletePeriodAudit: ({ siteId, user, body }) => periods.delete(siteId, user, id(body.id)),
    sortPeriodAudit: ({ siteId, user, body }) => periods.sort(siteId, user, id(body.chapterId), body.ids.map(id)),
    listChapterVideos: async ({ siteId, user, body }) =>
      documentLessons.withDraftDocuments(
        siteId,
        id(body.courseId),
        await periods.listChapterVideos(siteId, user, id(body.courseId)),
      ),
    refPeriodVideo: ({ siteId, user, body }) =>
      periods.bindVideo(siteId, user, id(body.periodId), id(body.videoId), body.videoName),
    deletePeriodVideo: ({ siteId, user, body }) => periods.unbindVideo(siteId, user, id(body.periodId)),
    viewPeriodVideo: ({ siteId, user, body }) => periods.viewVideo(siteId, user, id(body.periodId)),
    savePeriodVideo: ({ siteId, user, body }) =>
      periods.bindVideo(siteId, user, id(body.periodId), id(body.videoId), body.videoName),
    saveVodUpload: ({ siteId, user, body }) =>
      periods.saveUploadRecord(siteId, user, id(body.periodId), id(body.vid), body.videoName),
    listAccessoryAudit: ({ siteId, user, body }) => accessories.list(siteId, user, id(body.courseId)),
    saveAccessoryAudit: ({ siteId, user, body }) => accessories.save(siteId, user, body),
    deleteAccessoryAudit: ({ siteId, user, body }) => accessories.delete(siteId, user, id(body.id)),
    listPicAudit: ({ siteId, user, body }) =>
      chapters.listPics(siteId, user, id(body.chapterId), optionalId(body.periodId)),
    savePicAudit: ({ siteId, user, body }) => chapters.savePics(siteId, user, body),
    listChapterPic: ({ siteId, user, body }) => chapters.listPics(siteId, user, id(body.chapterId)),
    saveChapterPic: ({ siteId, user, body }) => chapters.addChapterPic(siteId, user, body),
    deleteChapterPic: ({ siteId, user, body }) => chapters.deleteChapterPic(siteId, user, id(body.id)),
    listMyPublishedChapter: ({ siteId, user, body }) => authors.listPublishedChapters(siteId, user, id(body.courseId)),
    listMyPublishedPeriod: ({ siteId, user, body }) => authors.listPublishedPeriods(siteId, user, id(body.chapterId)),
    pageMyPublishedCourse: ({ siteId, user, body }) => authors.pagePublished(siteId, user, body),
  });
}

function registerAuditRoutes(app: FastifyInstance, { audits, comments }: CourseModule) {
  bindRoutes(app, courseAuditContracts, {
    adminListCourseAudit: ({ siteId, body }) => audits.list(siteId, body),
    adminPreviewCourseAudit: ({ siteId, body }) => audits.preview(siteId, id(body.id)),
    adminAuditCourse: ({ siteId, operator, body }) => audits.decide(siteId, operator.id, body),
    adminGrantCourse: ({ siteId, operator, body }) => audits.grant(siteId, operator.id, body),
    adminListCourseGrant: ({ siteId, body }) => audits.listGrants(siteId, id(body.courseId), body),
    adminListCourseComment: ({ siteId, body }) => comments.adminPage(siteId, body),
    adminStandCourseComment: ({ siteId, body }) => comments.adminStand(siteId, id(body.id), body.statusId),
    adminDeleteCourseComment: ({ siteId, body }) => comments.adminDelete(siteId, id(body.id)),
  });
}
