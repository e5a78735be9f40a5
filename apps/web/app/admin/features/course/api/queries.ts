import { courseContracts as course } from '@school/contracts';
import type { InputOf, Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The course module's console reads: categories, zones and their courses, the course picker. */
export const courseQueries = {
  categories: (api: Requester) => readQuery(api, ['course', 'category'], course.adminListCourseCategory),
  zones: (api: Requester) => readQuery(api, ['course', 'zone'], course.adminListZone),
  zoneCourses: (api: Requester, input?: InputOf<typeof course.adminListZoneCourse>) =>
    readQuery(api, ['course', 'zone-course'], course.adminListZoneCourse, input),
  courses: (api: Requester, input?: InputOf<typeof course.adminListCourse>) =>
    readQuery(api, ['course', 'course'], course.adminListCourse, input),
};
