/**
 * Who may watch a lesson (decision 0022). A lesson may be watched when it, its chapter or its course is
 * free, or when the viewer has the course: a paid order (or the operator's grant) — SPEC's `isPay` — or
 * being its lecturer. Visitors never watch: play tokens are bound to a signed-in viewer.
 */
export interface LessonAccess {
  periodFree: boolean;
  chapterFree: boolean;
  courseFree: boolean;
  /** A paid order or a grant for the course, or a valid class of the viewer teaching it (class-access.ts). */
  owned: boolean;
  isLecturer: boolean;
}

export const isFreeLesson = (access: Pick<LessonAccess, 'periodFree' | 'chapterFree' | 'courseFree'>): boolean =>
  access.periodFree || access.chapterFree || access.courseFree;

export const mayWatch = (access: LessonAccess): boolean => isFreeLesson(access) || access.owned || access.isLecturer;

/** Accessories belong to the whole course: free course, owned, or its lecturer. */
export const mayDownload = (access: Pick<LessonAccess, 'courseFree' | 'owned' | 'isLecturer'>): boolean =>
  access.courseFree || access.owned || access.isLecturer;
