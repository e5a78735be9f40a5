import { courseContracts as course, ZoneLocation } from '@school/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { cardOf } from '~/components/course-card';
import { optional } from '~/lib/loader-errors';
import { createServerApi } from '~/lib/server-api';
import type { HomeZone } from './components/zone-section';

/** Courses per home zone: two rows of four. */
const ZONE_COURSE_LIMIT = 8;
const LECTURER_LIMIT = 8;

/** The home page's zones with their courses and its recommended lecturers; each may fail alone. */
export async function loadHomeCourses({ request, context }: LoaderFunctionArgs) {
  const api = createServerApi(context, request);
  const [zones, lecturers] = await Promise.all([
    optional(
      '首页专区',
      api.storeRequest(course.listZoneCourse, { zoneLocation: ZoneLocation.pcHome, courseLimit: ZONE_COURSE_LIMIT }),
      [],
    ),
    optional('推荐讲师', api.storeRequest(course.listRecommendLecturer, { limit: LECTURER_LIMIT }), []),
  ]);
  return {
    // Only what the page shows goes into it (decision 0096).
    zones: zones.map((zone): HomeZone => ({
      id: zone.id,
      zoneName: zone.zoneName,
      zoneDesc: zone.zoneDesc,
      courseList: zone.courseList.map(cardOf),
    })),
    lecturers,
  };
}
