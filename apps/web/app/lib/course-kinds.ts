/** GLOSSARY courseCategory: the kind of a course, as tags show it. */
export const COURSE_KIND_LABELS: Readonly<Record<number, string>> = { 1: '点播', 2: '直播', 3: '资源', 4: '文库' };
