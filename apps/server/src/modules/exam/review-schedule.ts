/**
 * The error notebook's review schedule: SM-2 (Wozniak, 1987) on whole days in the site's zone
 * (decision 0033). A wrong re-practice starts the problem over and brings it back tomorrow; a right one
 * stretches the interval 1 → 6 → interval × ease days. Answers are right or wrong, so the quality grade
 * is 5 or 2.
 */

export interface ReviewState {
  repetitions: number;
  intervalDays: number;
  /** Easiness factor × 1000 (SM-2 starts at 2.5, never below 1.3). */
  easePermille: number;
}

export const NEW_REVIEW: ReviewState = { repetitions: 0, intervalDays: 0, easePermille: 2500 };
const MIN_EASE_PERMILLE = 1300;
const GRADE_RIGHT = 5;
const GRADE_WRONG = 2;

export function nextReview(state: ReviewState, right: boolean): ReviewState {
  const grade = right ? GRADE_RIGHT : GRADE_WRONG;
  const ease = state.easePermille / 1000 + (0.1 - (5 - grade) * (0.08 + (5 - grade) * 0.02));
  const easePermille = Math.max(MIN_EASE_PERMILLE, Math.round(ease * 1000));
  if (!right) return { repetitions: 0, intervalDays: 1, easePermille };
  const repetitions = state.repetitions + 1;
  const intervalDays =
    repetitions === 1 ? 1 : repetitions === 2 ? 6 : Math.round(state.intervalDays * (state.easePermille / 1000));
  return { repetitions, intervalDays, easePermille };
}

/** `yyyy-MM-dd` plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
