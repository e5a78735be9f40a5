import type { Migration } from 'kysely';
import * as courseListOrder from './0006-course-list-order.ts';
import * as liveLessonTimes from './202611281600-course-live-lesson-times.ts';
import * as documentLessons from './202611281610-course-document-lessons.ts';

/** The course module's migrations, by the name the ledger records (decision 0052). */
export const migrations: Record<string, Migration> = {
  '0006-course-list-order': courseListOrder,
  '202611281600-course-live-lesson-times': liveLessonTimes,
  '202611281610-course-document-lessons': documentLessons,
};
