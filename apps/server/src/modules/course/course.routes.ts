import type { FastifyInstance } from 'fastify';
import { courseContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { ContentService } from '../content/index.ts';
import type { CourseService } from './course.service.ts';

/** `content` answers the adverts twin (`/course/api/adv/list`), whose data the content module owns. */
export function registerCourseRoutes(
  app: FastifyInstance,
  course: CourseService,
  content: Pick<ContentService, 'listAdv'>,
): void {
  bindRoutes(app, courseContracts, {
    listCourseCategoryForSite: ({ siteId }) => course.listCategoriesForSite(siteId),
    listCourseCategory: ({ siteId }) => course.listCategoryTree(siteId),
    listCourse: ({ siteId, body }) => course.listCourses(siteId, body),
    searchCourse: ({ siteId, body }) => course.searchCourses(siteId, body),
    listZoneForCourse: ({ siteId, body }) => course.listZones(siteId, body.zoneLocation),
    listZoneCourse: ({ siteId, body }) => course.listZoneCourses(siteId, body.zoneLocation, body.courseLimit),
    viewZone: ({ siteId, body }) => course.viewZone(siteId, parseId(body.id), body),
    listAdvForCourse: ({ siteId, body }) => content.listAdv(siteId, body),
    listRecommendLecturer: ({ siteId, body }) => course.listRecommendLecturers(siteId, body.limit),
    viewOrgProfile: ({ siteId, body }) => course.viewOrgProfile(siteId, parseId(body.id), body),

    adminListCourseCategory: ({ siteId }) => course.adminListCategories(siteId),
    saveCourseCategory: ({ siteId, body }) => course.saveCategory(siteId, body),
    updateCourseCategory: ({ siteId, body }) => course.updateCategory(siteId, body),
    deleteCourseCategory: ({ siteId, body }) => course.deleteCategory(siteId, parseId(body.id)),
    adminListCourse: ({ siteId, body }) => course.adminListCourses(siteId, body),
    standCourse: ({ siteId, body }) => course.standCourse(siteId, parseId(body.id), body.isPutAway),
    adminListZone: ({ siteId }) => course.adminListZones(siteId),
    saveZone: ({ siteId, body }) => course.saveZone(siteId, body),
    updateZone: ({ siteId, body }) => course.updateZone(siteId, parseId(body.id), body),
    deleteZone: ({ siteId, body }) => course.deleteZone(siteId, parseId(body.id)),
    adminListZoneCourse: ({ siteId, body }) => course.adminListZoneCourses(siteId, parseId(body.zoneId)),
    addZoneCourse: ({ siteId, body }) => course.addZoneCourse(siteId, body),
    sortZoneCourse: ({ siteId, body }) => course.sortZoneCourse(siteId, parseId(body.id), body.sort),
    deleteZoneCourse: ({ siteId, body }) => course.deleteZoneCourse(siteId, parseId(body.id)),
    adminListOrg: ({ siteId }) => course.adminListOrgs(siteId),
    saveOrg: ({ siteId, body }) => course.saveOrg(siteId, body),
  });
}
