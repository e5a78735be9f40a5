import type { CourseDetail } from '@school/contracts';
import { PaperClipOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { CourseCards, CoursePrice, learnersText, saleEndText, type CourseCardItem } from '~/components/course-card';
import { Picture } from '~/components/picture';
import { PlainButton } from '~/components/plain-button';
import { PlainLink } from '~/components/plain-link';
import { RoundAvatar } from '~/components/round-avatar';
import { RichText } from '~/components/rich-text';
import { formatClock } from '~/lib/clock';

/** Parts of the course page that the published page and the teacher's preview share. */

export const isFreeCourse = (course: Pick<CourseDetail, 'isFree' | 'coursePrice'>) =>
  course.isFree === 1 || course.coursePrice === 0;

/**
 * Cover, name, figures and price (as its cards show it, with a running sale's end);
 * `children` are the reader's progress and the buttons.
 */
export function CourseHero({ course, children }: { course: CourseDetail; children?: ReactNode }) {
  return (
    <section className="course-hero">
      <div className="course-hero__cover">
        {course.courseLogo ? <Picture src={course.courseLogo} sizes="(max-width: 600px) 100vw, 480px" alt="" /> : null}
      </div>
      <div className="course-hero__text">
        <h1 className="course-hero__name">{course.courseName}</h1>
        <p className="course-hero__facts">
          {course.periodCount} 课时 · {formatClock(course.totalDuration)} · {learnersText(course)}
          {course.freePeriodCount > 0 && !isFreeCourse(course) ? ` · ${course.freePeriodCount} 课时可免费试看` : ''}
        </p>
        <div className="course-hero__price">
          <CoursePrice course={course} />
          {course.saleEndTime && !isFreeCourse(course) ? (
            <span className="course-hero__sale-end">{saleEndText(course.saleEndTime)}</span>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The introduction and the downloadable materials (downloading is the caller's: sign-in, entitlement). */
export function CourseAbout({ course, onDownload }: { course: CourseDetail; onDownload?(id: string): void }) {
  return (
    <>
      <section className="course-section">
        <h2 className="course-section__title">课程介绍</h2>
        {course.introduce ? <RichText html={course.introduce} /> : <p>讲师还没有写课程介绍。</p>}
      </section>
      {course.accessoryList.length > 0 ? (
        <section className="course-section">
          <h2 className="course-section__title">课程资料</h2>
          <ul className="course-accessories">
            {course.accessoryList.map((accessory) => (
              <li key={accessory.id}>
                <PaperClipOutlined />
                <span className="course-accessories__name">{accessory.accessoryName}</span>
                {onDownload ? <PlainButton onClick={() => onDownload(accessory.id)}>下载</PlainButton> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The lecturer (to their page) and the organisation (to its page), where the course has them. */
export function CourseTeachers({ course }: { course: CourseDetail }) {
  return (
    <>
      {course.lecturer ? (
        <section className="course-section course-lecturer">
          <h2 className="course-section__title">讲师</h2>
          <PlainLink to={`/lecturer/${course.lecturer.lecturerUserId}`} className="course-lecturer__link">
            <RoundAvatar size={56} src={course.lecturer.headImgUrl || undefined}>
              <UserOutlined />
            </RoundAvatar>
            <span>
              <strong>{course.lecturer.lecturerName}</strong>
              <small>{course.lecturer.lecturerPosition}</small>
            </span>
          </PlainLink>
        </section>
      ) : null}
      {course.orgUserId !== '0' ? (
        <section className="course-section">
          <h2 className="course-section__title">开课机构</h2>
          <PlainLink to={`/schoolProfile/${course.orgUserId}`}>{course.orgName || '机构主页'}</PlainLink>
        </section>
      ) : null}
    </>
  );
}

/** A short list of other courses beside the page (related, recommended); nothing when there are none. */
export function CourseShelf({ title, courses }: { title: string; courses: CourseCardItem[] }) {
  if (courses.length === 0) return null;
  return (
    <section className="course-section">
      <h2 className="course-section__title">{title}</h2>
      <CourseCards className="course-side-list" courses={courses} />
    </section>
  );
}
