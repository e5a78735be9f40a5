import type { Cache } from '../../core/cache.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import type { OrderService } from '../order/index.ts';
import type { LecturerService, UserService } from '../user/index.ts';
import type { VodService } from '../vod/index.ts';
import { createChapterRepo } from './chapter.repo.ts';
import { createCollectionRepo } from './collection.repo.ts';
import { createCourseStudyService, type StudyReader } from './course-study.service.ts';
import { createCatalogue } from './catalogue.ts';
import { createCategoryRepo } from './category.repo.ts';
import { createCategoryService } from './category.service.ts';
import { createWithLecturerNames } from './course-cards.ts';
import { createCourseRepo } from './course.repo.ts';
import { createCourseService } from './course.service.ts';
import { createOrgProfileRepo } from './org-profile.repo.ts';
import { createOrgProfileService } from './org-profile.service.ts';
import { createZoneRepo } from './zone.repo.ts';
import { createZoneService } from './zone.service.ts';

export { registerCourseRoutes } from './course.routes.ts';
export { registerCourseSearch, type CourseService } from './course.service.ts';
export { canWatch, type CourseStudyService, type PeriodStudy, type StudyReader } from './course-study.service.ts';

/** What the catalogue needs from elsewhere: lecturers' and users' data come from the user module. */
export interface CourseModuleDeps {
  database: DatabaseHandle;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
  lecturers: Pick<LecturerService, 'publicNames' | 'listEnabled'>;
  users: Pick<UserService, 'summaries'>;
  orders: Pick<OrderService, 'owns' | 'grant' | 'paidOfUser' | 'paidOfProduct'>;
  vod: Pick<VodService, 'issuePlayToken'>;
  /** Learners' progress, kept by the data module. */
  study: StudyReader;
}

/** The catalogue, one service per entity: categories, courses, zones, organisation profiles; and learners' side of courses. */
export function createCourseModule({
  database,
  cache,
  clock,
  newId,
  lecturers,
  users,
  orders,
  vod,
  study,
}: CourseModuleDeps) {
  const catalogue = createCatalogue({ cache, clock });
  const courseRepo = createCourseRepo(database.db, database.engine);
  const withLecturerNames = createWithLecturerNames(lecturers);
  const categories = createCategoryService({
    categoryRepo: createCategoryRepo(database.db),
    courseRepo,
    catalogue,
    clock,
    newId,
  });
  const courses = createCourseService({ courseRepo, categories, lecturers, withLecturerNames, catalogue, clock });
  const zones = createZoneService({
    zoneRepo: createZoneRepo(database.db),
    courses,
    withLecturerNames,
    catalogue,
    transact: database.transaction,
    clock,
    newId,
  });
  const orgs = createOrgProfileService({
    orgProfileRepo: createOrgProfileRepo(database.db),
    courses,
    users,
    clock,
    newId,
  });
  const learning = createCourseStudyService({
    courseRepo,
    chapterRepo: createChapterRepo(database.db),
    collectionRepo: createCollectionRepo(database.db),
    withLecturerNames,
    orders,
    vod,
    study,
    users,
    clock,
    newId,
  });
  return { categories, courses, zones, orgs, learning, forgetCatalogue: catalogue.forget };
}

export type CourseModule = ReturnType<typeof createCourseModule>;

/** Who teaches a course, for the exam module's course–paper links; undefined when there is no such course. */
export const courseOwners = (course: CourseModule) => ({
  async lecturerOf(siteId: number, courseId: number): Promise<number | undefined> {
    const row = await course.courses.findCourse(siteId, courseId);
    return row && row.status_id === 1 ? row.lecturer_user_id : undefined;
  },
});
