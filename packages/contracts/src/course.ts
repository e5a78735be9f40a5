/**
 * The public catalogue of the course service (SPEC §7 "Course"): categories, courses, zones, adverts'
 * twin, recommended lecturers, organisation profiles; and the operator pages that run them.
 * Video courses (the courses issue): the course page, chapters and lessons, play authorisation, accessories,
 * comments, collection, my courses; teachers' drafts (`*_audit` rows, ARCHITECTURE §5); the operator's audit
 * queue, grant and comments.
 */
export * from './course/catalogue.ts';
export * from './course/study.ts';
export * from './course/authoring.ts';
export * from './course/audit.ts';
