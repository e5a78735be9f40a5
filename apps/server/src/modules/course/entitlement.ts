/**
 * Who may watch a lesson (decision 0022). A lesson may be watched when it, its chapter or its course is
 * free, or when the viewer has the course: a paid order (or the operator's grant) — SPEC's `isPay` — or
 * being its lecturer. Visitors never watch: play tokens are bound to a signed-in viewer.
 */
export interface LessonAccess {
  periodFree: boolean;
  chapterFree: boolean;
  courseFree: boolean;
  /**
   * A paid order or a grant for the course, or a valid class of the viewer teaching it (class-access.ts).
   * Asked last, and only when nothing else lets the viewer in: it costs queries.
   */
  owned: () => Promise<boolean>;
  isLecturer: boolean;
}

export const isFreeLesson = (access: Pick<LessonAccess, 'periodFree' | 'chapterFree' | 'courseFree'>): boolean =>
  access.periodFree || access.chapterFree || access.courseFree;

export const mayWatch = async (access: LessonAccess): Promise<boolean> =>
  isFreeLesson(access) || access.isLecturer || (await access.owned());

/** Accessories belong to the whole course: free course, owned, or its lecturer. */
export const mayDownload = async (
  access: Pick<LessonAccess, 'courseFree' | 'owned' | 'isLecturer'>,
): Promise<boolean> => access.courseFree || access.isLecturer || (await access.owned());
