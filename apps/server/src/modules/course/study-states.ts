import { createKeeper, type Versions } from '../../core/cache.ts';
import type { Clock } from '../../core/time.ts';
import type { StudyLookup } from './course-study.service.ts';

const versionKey = (siteId: number, userId: number) => `study-version:${siteId}:${userId}`;
/** An entry is one reader's states on one course page (a few hundred lessons at most). */
const KEPT_ENTRIES = 5_000;
const KEPT_MS = 300_000;

/**
 * A reader's study states on the course pages, kept by another module (data), which registers itself
 * here when it is built. Without one, readers have studied nothing. With `versions`, the answers are
 * kept in the process under a version per reader that the keeper moves (`changed`) whenever it records
 * their study (decision 0093). Answers are shared: never change one.
 */
export function createStudyStates(keeping?: { versions: Versions; clock: Clock }) {
  let source: StudyLookup | undefined;
  const keeper = <V>() =>
    keeping ? createKeeper<V>(keeping.versions, keeping.clock, { max: KEPT_ENTRIES, ttlMs: KEPT_MS }) : undefined;
  const keptCourses = keeper<Awaited<ReturnType<StudyLookup['courseStates']>>>();
  const keptPeriods = keeper<Awaited<ReturnType<StudyLookup['periodStates']>>>();
  const lookup: StudyLookup = {
    async courseStates(siteId, userId, courseIds) {
      if (!source) return new Map();
      const { courseStates } = source;
      const load = () => courseStates(siteId, userId, courseIds);
      return keptCourses
        ? keptCourses.get(`${siteId}:${userId}:${courseIds.join(',')}`, [versionKey(siteId, userId)], load)
        : load();
    },
    async periodStates(siteId, userId, periodIds) {
      if (!source) return new Map();
      const { periodStates } = source;
      const load = () => periodStates(siteId, userId, periodIds);
      return keptPeriods
        ? keptPeriods.get(`${siteId}:${userId}:${periodIds.join(',')}`, [versionKey(siteId, userId)], load)
        : load();
    },
  };
  return {
    lookup,
    register(keeper: StudyLookup): void {
      if (source) throw new Error('study states are kept by two modules');
      source = keeper;
    },
    /** The keeper recorded a reader's study: their kept states are read again. */
    async changed(siteId: number, userId: number): Promise<void> {
      if (keeping) await keeping.versions.move(versionKey(siteId, userId));
    },
  };
}
