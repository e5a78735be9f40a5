import type { FastifyInstance } from 'fastify';
import { courseContracts, contentContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { CourseModule } from './index.ts';

/**
 * The course calls, and the twin the spec puts under /system: `/system/api/zone/list` answers the
 * zones this module owns. The adverts twin of `/course/api/adv/list` is served by the content module.
 */
const { listAdvForCourse: _advertsServedByContent, ...courseCalls } = courseContracts;
const calls = { ...courseCalls, listZone: contentContracts.listZone };

export function registerCourseRoutes(
  app: FastifyInstance,
  { categories, courses, zones, orgs, learning }: CourseModule,
): void {
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

    viewCourse: ({ siteId, body }) => learning.viewCourse(siteId, parseId(body.id)),
    authViewCourse: ({ siteId, user, body }) => learning.authViewCourse(siteId, user.id, parseId(body.id)),
    listCourseChapter: ({ siteId, body }) => learning.listChapters(siteId, parseId(body.courseId)),
    pageCourseChapter: ({ siteId, user, body }) => learning.pageChapters(siteId, user.id, body),
    signCourse: ({ siteId, user, body }) => learning.sign(siteId, user.id, parseId(body.periodId)),
    saveCourseCollection: ({ siteId, user, body }) => learning.collect(siteId, user.id, parseId(body.courseId)),
    cancelCourseCollection: ({ siteId, user, body }) => learning.uncollect(siteId, user.id, parseId(body.courseId)),
    listCourseCollection: ({ siteId, user, body }) => learning.listCollections(siteId, user.id, body),
    deleteCourseCollection: ({ siteId, user, body }) => learning.deleteCollection(siteId, user.id, parseId(body.id)),
    listMyCourse: ({ siteId, user, body }) => learning.listMyCourses(siteId, user.id, body),
    grantCourse: ({ siteId, operator, body }) => learning.grant(siteId, operator.id, body),
    listCourseGrant: ({ siteId, body }) => learning.listGrants(siteId, body),

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
}
