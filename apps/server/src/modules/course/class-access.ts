import { ProductType } from '@school/contracts';
import type { OrderService } from '../order/index.ts';

/** Which of these courses a valid class gives the user to study without buying. */
export interface ClassCourses {
  coursesOpenTo(siteId: number, userId: number, courseIds: number[]): Promise<Set<number>>;
}

/**
 * Class courses, answered by another module (grade), which registers itself here when it is built.
 * Without one, no class gives a course.
 */
export function createClassAccess() {
  let source: ClassCourses | undefined;
  return {
    register(keeper: ClassCourses): void {
      if (source) throw new Error('class courses are answered by two modules');
      source = keeper;
    },
    /**
     * Orders as the lesson player asks them (entitlement.ts `owned`): a video course is had when it was
     * bought or granted, or while a valid class of the reader teaches it.
     */
    withClassCourses<T extends Pick<OrderService, 'owns'>>(orders: T): T {
      return {
        ...orders,
        async owns(siteId: number, userId: number, productType: number, productIds: number[]) {
          const owned = await orders.owns(siteId, userId, productType, productIds);
          const rest = productIds.filter((id) => !owned.has(id));
          if (!source || productType !== ProductType.videoCourse || rest.length === 0) return owned;
          return new Set([...owned, ...(await source.coursesOpenTo(siteId, userId, rest))]);
        },
      };
    },
  };
}
