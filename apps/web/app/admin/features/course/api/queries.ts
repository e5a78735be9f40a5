import { courseAuditContracts as audit, courseContracts as course, courseDocumentContracts } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The course module's console reads: categories (both trees), zones, courses, drafts under audit, grants, comments. */
export const courseQueries = {
  categories: (api: Requester) => readQuery(api, ['course', 'category'], course.adminListCourseCategory),
  /** The tree of resources and the library (category type 2). */
  informationCategories: (api: Requester) =>
    readQuery(api, ['course', 'information-category'], courseDocumentContracts.adminListInformationCategory),
  zones: (api: Requester) => readQuery(api, ['course', 'zone'], course.adminListZone),
  zoneCourses: (api: Requester, input?: InputOf<typeof course.adminListZoneCourse>) =>
    readQuery(api, ['course', 'zone-course'], course.adminListZoneCourse, input),
  courses: (api: Requester, input?: InputOf<typeof course.adminListCourse>) =>
    readQuery(api, ['course', 'course'], course.adminListCourse, input),
  audits: (api: Requester, input?: InputOf<typeof audit.adminListCourseAudit>) =>
    readQuery(api, ['course', 'audit'], audit.adminListCourseAudit, input),
  preview: (api: Requester, id: string) => readQuery(api, ['course', 'preview'], audit.adminPreviewCourseAudit, { id }),
  grants: (api: Requester, input?: InputOf<typeof audit.adminListCourseGrant>) =>
    readQuery(api, ['course', 'grant'], audit.adminListCourseGrant, input),
  comments: (api: Requester, input?: InputOf<typeof audit.adminListCourseComment>) =>
    readQuery(api, ['course', 'comment'], audit.adminListCourseComment, input),
};
