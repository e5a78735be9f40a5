/** GLOSSARY courseCategory: the kind of a course, as tags show it. */
export const COURSE_KIND_LABELS: Readonly<Record<number, string>> = { 1: '点播', 2: '直播', 3: '资源', 4: '文库' };

/** The learner's page of a course by its kind: the video course page, the live course, the resource, the reader. */
export function coursePageOf(kind: number, id: string): string {
  if (kind === 2) return `/live/detail/${id}`;
  if (kind === 3) return `/resource/detail/${id}`;
  if (kind === 4) return `/library/view/${id}`;
  return `/view/${id}`;
}

/** `?kind=` of the study centre's lists: a course kind, video when absent or unknown. */
export const courseKindParam = (value: string | null): 1 | 2 | 3 | 4 =>
  value === '2' || value === '3' || value === '4' ? (Number(value) as 2 | 3 | 4) : 1;
