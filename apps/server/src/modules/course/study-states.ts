import type { StudyLookup } from './course-study.service.ts';

/**
 * A reader's study states on the course pages, kept by another module (data), which registers itself
 * here when it is built. Without one, readers have studied nothing.
 */
export function createStudyStates() {
  let source: StudyLookup | undefined;
  const lookup: StudyLookup = {
    courseStates: async (siteId, userId, courseIds) =>
      source ? source.courseStates(siteId, userId, courseIds) : new Map(),
    periodStates: async (siteId, userId, periodIds) =>
      source ? source.periodStates(siteId, userId, periodIds) : new Map(),
  };
  return {
    lookup,
    register(keeper: StudyLookup): void {
      if (source) throw new Error('study states are kept by two modules');
      source = keeper;
    },
  };
}
