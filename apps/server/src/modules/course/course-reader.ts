import type { CourseReaderState } from '@school/contracts';
import type { SessionUser } from '../../core/http.ts';
import { percent, type CourseStudyService, type StudyLookup } from './course-study.service.ts';
import { lastStudyOf } from './course-outline.ts';

/**
 * The reader's state on a course page in one call (decision 0089): what `course/view` and
 * `chapter/page` add for a signed-in reader, without the course and its outline, which the page has
 * from its document. The outline and the session come from memory (decision 0065); the orders (and
 * classes, asked only when the course is not bought), the study records and the collection are read.
 */
export function createCourseReader(deps: {
  study: Pick<CourseStudyService, 'readerCourse'>;
  studyStates: StudyLookup;
  collected: (siteId: number, userId: number, courseId: number) => Promise<boolean>;
}) {
  return {
    async view(siteId: number, user: SessionUser, courseId: number): Promise<CourseReaderState> {
      const { outline, owned, isLecturer } = await deps.study.readerCourse(siteId, user, courseId);
      const lessons = outline.chapters.flatMap((chapter) => chapter.periodList);
      const [isPay, courseStates, lessonStates, collected] = await Promise.all([
        owned(),
        deps.studyStates.courseStates(siteId, user.id, [courseId]),
        deps.studyStates.periodStates(
          siteId,
          user.id,
          lessons.map((lesson) => Number(lesson.id)),
        ),
        deps.collected(siteId, user.id, courseId),
      ]);
      const state = courseStates.get(courseId);
      const learnedCount = Math.min(state?.learnedCount ?? 0, lessons.length);
      return {
        courseId: String(courseId),
        isPay: isPay ? 1 : 0,
        isLecturer: isLecturer ? 1 : 0,
        isCollection: collected ? 1 : 0,
        lastStudy: lastStudyOf(outline, state),
        learnedCount,
        progress: percent(learnedCount, lessons.length),
        lessons: lessons.map((lesson) => {
          const lessonState = lessonStates.get(Number(lesson.id));
          // canTry already folds the lesson's, chapter's and course's free flags.
          const watch = lesson.canTry === 1 || isPay || isLecturer;
          return {
            id: lesson.id,
            canWatch: watch ? 1 : 0,
            progress: lessonState?.progress ?? 0,
            isLearned: lessonState?.isLearned ? 1 : 0,
            position: Math.floor(lessonState?.position ?? 0),
          };
        }),
      };
    },
  };
}

export type CourseReader = ReturnType<typeof createCourseReader>;
