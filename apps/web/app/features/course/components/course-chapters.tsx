import type { CourseChapter, CourseLessonState } from '@school/contracts';
import { CheckCircleFilled, PlayCircleOutlined } from '@ant-design/icons';
import { formatClock } from '~/lib/clock';

/** The chapters and their lessons: free marks, durations and, for a signed-in reader, progress. */
export function CourseChapters({
  chapters,
  mine,
  courseIsFree,
  currentPeriodId,
  onPick,
}: {
  chapters: CourseChapter[];
  /** The reader's state of each lesson by id, once read. */
  mine: Map<string, CourseLessonState> | undefined;
  courseIsFree: boolean;
  currentPeriodId?: string;
  onPick(periodId: string): void;
}) {
  if (chapters.length === 0) return <p className="course-chapters__empty">课程目录正在准备中。</p>;
  return (
    <ol className="course-chapters">
      {chapters.map((chapter) => (
        <li key={chapter.id} className="course-chapters__chapter">
          <h3 className="course-chapters__chapter-name">{chapter.chapterName}</h3>
          <ol className="course-chapters__lessons">
            {chapter.periodList.map((period) => {
              const state = mine?.get(period.id);
              const current = period.id === currentPeriodId;
              return (
                <li key={period.id}>
                  <button
                    type="button"
                    className={current ? 'course-lesson course-lesson--current' : 'course-lesson'}
                    aria-current={current ? 'true' : undefined}
                    disabled={period.isVideo !== 1}
                    onClick={() => onPick(period.id)}
                  >
                    {state?.isLearned === 1 ? (
                      <CheckCircleFilled
                        className="course-lesson__icon course-lesson__icon--learned"
                        aria-label="已学完"
                      />
                    ) : (
                      <PlayCircleOutlined className="course-lesson__icon" />
                    )}
                    <span className="course-lesson__name">{period.periodName}</span>
                    {!courseIsFree && period.canTry === 1 ? (
                      <span className="course-tag course-tag--free">免费试看</span>
                    ) : null}
                    {period.isVideo !== 1 ? <span className="course-tag">视频准备中</span> : null}
                    {state && state.progress > 0 && state.isLearned !== 1 ? (
                      <span className="course-lesson__progress">已学 {state.progress}%</span>
                    ) : null}
                    <span className="course-lesson__duration">
                      {period.videoDuration > 0 ? formatClock(period.videoDuration) : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
