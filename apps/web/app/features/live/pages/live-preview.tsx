import { courseAuthorContracts, LiveStatus, type CoursePreview } from '@school/contracts';
import { useQueries } from '@tanstack/react-query';
import { DraftPreviewBanner } from '~/components/draft-preview';
import { useApi } from '~/lib/api-context';
import { personalQueryKey } from '~/lib/personal-queries';
import { LiveCourseAbout, LiveCourseHero, LiveLessonList, type LiveLessonRow } from '../components/live-course-view';
import { useNow } from '../components/use-now';
import '../live.css';

/**
 * /preview/live/{id}: a teacher's live course draft laid out as learners will see it once approved,
 * with the lessons' planned times from the draft.
 */
export function LiveCoursePreview({ preview }: { preview: CoursePreview }) {
  const api = useApi();
  const now = useNow();
  const { course, chapterList } = preview;
  const drafts = useQueries({
    queries: chapterList.map((chapter) => ({
      queryKey: personalQueryKey('live-preview', chapter.id),
      queryFn: () => api.call(courseAuthorContracts.listPeriodAudit, { chapterId: chapter.id }),
    })),
  });
  const rows = chapterList.map((chapter, index) => ({
    id: chapter.id,
    chapterName: chapter.chapterName,
    lessons: (drafts[index]?.data ?? chapter.periodList).map((period): LiveLessonRow => ({
      periodId: period.id,
      periodName: period.periodName,
      startTime: 'startTime' in period ? period.startTime : '',
      endTime: 'endTime' in period ? period.endTime : '',
      liveStatus: LiveStatus.notStarted,
    })),
  }));
  const lessons = rows.flatMap((chapter) => chapter.lessons);
  return (
    <div className="live-course page-width">
      <DraftPreviewBanner
        preview={preview}
        editHref={`/account/live/period?courseId=${course.id}`}
        className="live-course__preview-banner"
      />
      <LiveCourseHero course={course} lessonCount={lessons.length} next={lessons[0]} now={now} />
      <div className="live-course__body">
        <section className="live-course__section">
          <h2 className="live-course__section-title">课程安排</h2>
          <LiveLessonList chapters={rows} now={now} />
        </section>
        <LiveCourseAbout course={course} />
      </div>
    </div>
  );
}
