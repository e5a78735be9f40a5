import type { CourseCollection, MyCourseQuery, Page } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { pageWindow, toPage } from '../../core/paging.ts';
import { formatDateTime, type Clock } from '../../core/time.ts';
import type { CollectionRepo } from './collection.repo.ts';
import type { WithLecturerNames } from './course-cards.ts';
import * as map from './course.mapper.ts';
import type { CourseRepo } from './course.repo.ts';

/** Learners' saved courses (`/account/collection`). */
export interface CollectionServiceDeps {
  collectionRepo: CollectionRepo;
  courseRepo: Pick<CourseRepo, 'findPublicName' | 'cardsByIds'>;
  withLecturerNames: WithLecturerNames;
  clock: Clock;
  newId: IdGenerator;
}

export function createCollectionService({
  collectionRepo,
  courseRepo,
  withLecturerNames,
  clock,
  newId,
}: CollectionServiceDeps) {
  return {
    async save(siteId: number, userId: number, courseId: number) {
      if ((await courseRepo.findPublicName(siteId, courseId)) === undefined) throw notFound('课程不存在或已下架');
      await collectionRepo.insertIfMissing({
        id: newId(),
        site_id: siteId,
        gmt_create: clock.now(),
        user_id: userId,
        course_id: courseId,
      });
      return { courseId: String(courseId), isCollection: 1 as const };
    },

    async cancel(siteId: number, userId: number, courseId: number) {
      await collectionRepo.deleteByCourse(siteId, userId, courseId);
      return { courseId: String(courseId), isCollection: 0 as const };
    },

    async deleteMany(siteId: number, userId: number, ids: number[]): Promise<null> {
      const result = await collectionRepo.deleteByIds(siteId, userId, ids);
      if (Number(result.numDeletedRows) === 0) throw notFound('收藏不存在或已删除');
      return null;
    },

    isCollected: (siteId: number, userId: number, courseId: number) => collectionRepo.has(siteId, userId, courseId),

    /** Newest first; a course since withdrawn drops out of the list but keeps its place in the count. */
    async page(siteId: number, userId: number, query: MyCourseQuery): Promise<Page<CourseCollection>> {
      const window = pageWindow(query);
      const { rows, total } = await collectionRepo.page(
        siteId,
        userId,
        query.courseCategory,
        window.offset,
        window.pageSize,
      );
      const cards = await withLecturerNames(
        siteId,
        await courseRepo.cardsByIds(
          siteId,
          rows.map((row) => row.course_id),
        ),
        map.toCourseItem,
      );
      const byId = new Map(cards.map((card) => [Number(card.id), card]));
      const list = rows.flatMap((row) => {
        const course = byId.get(row.course_id);
        return course ? [{ collectionId: String(row.id), course, gmtCreate: formatDateTime(row.gmt_create) }] : [];
      });
      return toPage(list, total, window);
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
