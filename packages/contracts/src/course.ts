import { addContracts } from './all-contracts.ts';
import { courseContracts } from './course/catalogue.ts';
import { courseStudyContracts } from './course/study.ts';
import { courseAuthorContracts } from './course/authoring.ts';
import { courseAuditContracts } from './course/audit.ts';
import { courseDocumentContracts } from './course/document.ts';
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
export * from './course/document.ts';

/** This file's tables in `allContracts`. */
export const courseContractGroups = addContracts({
  course: courseContracts,
  courseStudy: courseStudyContracts,
  courseAuthor: courseAuthorContracts,
  courseAudit: courseAuditContracts,
  courseDocument: courseDocumentContracts,
});
type CourseContractGroups = typeof courseContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends CourseContractGroups {}
}
