import { LiveStatus, type CourseChapter, type CourseDetail, type LivePlan } from '@school/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { CoursePrice, learnersText } from '~/components/course-card';
import { Picture } from '~/components/picture';
import { RichText } from '~/components/rich-text';
import { countdownText, timeRange, wireTimeMs } from '../live-times';
import { LiveStatusTag } from './live-plan-card';

/** A lesson as the course page lists it: its chapter's place, name, times and state. */
export interface LiveLessonRow {
  periodId: string;
  periodName: string;
  startTime: string;
  endTime: string;
  liveStatus: number;
}

/** The course's chapters with each lesson's times and state from the schedule (`plans`, by lesson). */
export function lessonRows(chapters: CourseChapter[], plans: LivePlan[]) {
  const byId = new Map(plans.map((plan) => [plan.periodId, plan]));
  return chapters.map((chapter) => ({
    id: chapter.id,
    chapterName: chapter.chapterName,
    lessons: chapter.periodList.map((period): LiveLessonRow => ({
      periodId: period.id,
      periodName: period.periodName,
      startTime: byId.get(period.id)?.startTime ?? '',
      endTime: byId.get(period.id)?.endTime ?? '',
      liveStatus: byId.get(period.id)?.liveStatus ?? LiveStatus.notStarted,
    })),
  }));
}

/** The lesson to offer first: the one live now, else the next to start, else the latest replay. */
export function featuredLesson(rows: LiveLessonRow[]): LiveLessonRow | undefined {
  return (
    rows.find((row) => row.liveStatus === LiveStatus.live) ??
    rows.find((row) => row.liveStatus === LiveStatus.notStarted) ??
    rows.findLast((row) => row.liveStatus === LiveStatus.replay)
  );
}

const ACTION_WORDS: Readonly<Record<number, string>> = {
  [LiveStatus.notStarted]: '进入直播间',
  [LiveStatus.live]: '进入直播间',
  [LiveStatus.replay]: '看回放',
};

/** Cover, name, lecturer, lessons and price; `children` are the buttons. */
export function LiveCourseHero({
  course,
  lessonCount,
  next,
  now,
  children,
}: {
  course: CourseDetail;
  lessonCount: number;
  next: LiveLessonRow | undefined;
  now: number | undefined;
  children?: ReactNode;
}) {
  const msLeft = next && now !== undefined ? wireTimeMs(next.startTime) - now : 0;
  return (
    <section className="live-hero">
      <div className="live-hero__cover">
        {course.courseLogo ? <Picture src={course.courseLogo} sizes="(max-width: 600px) 100vw, 480px" alt="" /> : null}
      </div>
      <div className="live-hero__text">
        <h1 className="live-hero__name">{course.courseName}</h1>
        <p className="live-hero__facts">
          直播课 · {lessonCount} 节 · {learnersText(course)}
          {course.lecturer ? ` · 主讲 ${course.lecturer.lecturerName}` : ''}
        </p>
        {next ? (
          <p className="live-hero__next">
            {next.liveStatus === LiveStatus.live ? (
              <>
                <LiveStatusTag status={LiveStatus.live} />
                正在直播：{next.periodName}
              </>
            ) : next.liveStatus === LiveStatus.notStarted && next.startTime ? (
              <>
                下一节：{next.periodName}（{next.startTime.slice(5, 16)}）
                {msLeft > 0 ? <span className="live-hero__countdown">距开始 {countdownText(msLeft)}</span> : null}
              </>
            ) : (
              <>最近的回放：{next.periodName}</>
            )}
          </p>
        ) : null}
        <div className="live-hero__price">
          <CoursePrice course={course} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** The chapters and lessons with their times and states; `onEnter` opens a lesson's room (absent: no buttons). */
export function LiveLessonList({
  chapters,
  currentPeriodId,
  now,
  onEnter,
}: {
  chapters: ReturnType<typeof lessonRows>;
  currentPeriodId?: string;
  now: number | undefined;
  onEnter?(periodId: string): void;
}) {
  if (chapters.every((chapter) => chapter.lessons.length === 0)) return <p>讲师还没有排课。</p>;
  return (
    <div className="live-lessons">
      {chapters.map((chapter) => (
        <div key={chapter.id} className="live-lessons__chapter">
          <h3 className="live-lessons__chapter-name">{chapter.chapterName}</h3>
          <ol className="live-lessons__list">
            {chapter.lessons.map((lesson) => {
              const msLeft = now === undefined ? 0 : wireTimeMs(lesson.startTime) - now;
              const action = ACTION_WORDS[lesson.liveStatus];
              return (
                <li
                  key={lesson.periodId}
                  className={`live-lesson${lesson.periodId === currentPeriodId ? ' live-lesson--current' : ''}`}
                  aria-current={lesson.periodId === currentPeriodId ? 'true' : undefined}
                >
                  <div className="live-lesson__text">
                    <span className="live-lesson__name">{lesson.periodName}</span>
                    <span className="live-lesson__time">
                      {lesson.startTime ? `${lesson.startTime.slice(0, 10)} ${timeRange(lesson)}` : '时间待定'}
                      {lesson.liveStatus === LiveStatus.notStarted && msLeft > 0
                        ? ` · 距开始 ${countdownText(msLeft)}`
                        : ''}
                    </span>
                  </div>
                  <LiveStatusTag status={lesson.liveStatus} />
                  {onEnter && action ? (
                    <Button
                      size="small"
                      type={lesson.liveStatus === LiveStatus.live ? 'primary' : 'default'}
                      onClick={() => onEnter(lesson.periodId)}
                    >
                      {action}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}

/** The introduction. */
export function LiveCourseAbout({ course }: { course: CourseDetail }) {
  return (
    <section className="live-course__section">
      <h2 className="live-course__section-title">课程介绍</h2>
      {course.introduce ? <RichText html={course.introduce} /> : <p>讲师还没有写课程介绍。</p>}
    </section>
  );
}
