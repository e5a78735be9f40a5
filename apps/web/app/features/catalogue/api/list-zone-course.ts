import type { ZoneWithCourses } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** GLOSSARY zoneLocation 1: the PC home page. */
export const ZONE_LOCATION_PC_HOME = 1;

/** POST /course/api/zone/course/list — the zones of a location, each with its first courses. */
export const fetchZoneCourseList = (api: Requester, body: { zoneLocation: number; courseLimit?: number }) =>
  api.storeRequest<ZoneWithCourses[]>({ url: '/course/api/zone/course/list', body });
