import { StudyRules } from '@school/contracts';

/** A step between two time updates longer than this is a seek or a stall, not watching. */
const MAX_STEP_SECONDS = 2;

/**
 * Counts the seconds of a lesson actually played between progress reports: the steps of the
 * player's time updates, leaving out seeks (a jump is not watching) and time spent paused.
 */
export function createWatchTracker(reportEvery: number = StudyRules.reportSeconds) {
  let last: number | undefined;
  let watched = 0;
  return {
    /** The player moved on to `position` while playing. */
    played(position: number) {
      if (last !== undefined) {
        const step = position - last;
        if (step > 0 && step <= MAX_STEP_SECONDS) watched += step;
      }
      last = position;
    },
    /** The reader jumped, or playback stopped: the next step starts here. */
    restart(position?: number) {
      last = position;
    },
    /** Enough watched to report on the steady interval. */
    isDue: () => watched >= reportEvery,
    /** The seconds watched since the last report, and start counting again. */
    take(): number {
      const seconds = Math.round(watched * 10) / 10;
      watched = 0;
      return seconds;
    },
  };
}

/** Where to start a lesson: the saved position, unless it is at the very end (then from the start). */
export function resumeAt(position: number, duration: number): number {
  if (position <= 0 || !Number.isFinite(duration) || duration <= 0) return Math.max(0, position);
  return position >= duration - 3 ? 0 : position;
}
