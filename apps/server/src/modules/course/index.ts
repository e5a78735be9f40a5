export type { CourseService } from './course.service.ts';
export type { CourseStudyService, CourseStudyState, PeriodStudyState, StudyLookup } from './course-study.service.ts';
export type { PeriodVideoEvent } from './period.service.ts';
export { mayWatch, mayDownload, type LessonAccess } from './entitlement.ts';
export type { LiveLesson, LiveLessons } from './live-lessons.ts';

export { findDemoCategoryId, findDemoCourses } from './seed/demo-catalogue.ts';
export { fileDemoLibrary, type DemoDocumentLesson } from './seed/demo-library.ts';
export { course, courseOwners, type CourseModule } from './course.module.ts';
