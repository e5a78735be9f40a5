import type { CoursePreview as CoursePreviewData } from '@school/contracts';
import { App } from 'antd';
import { DraftPreviewBanner } from '~/components/draft-preview';
import { CourseChapters } from './course-chapters';
import { CourseAbout, CourseHero, CourseTeachers, isFreeCourse } from './course-view';
import '../course-page.css';

/** A teacher's draft laid out as the course page learners will see once it is approved. */
export function CoursePreview({ preview }: { preview: CoursePreviewData }) {
  const { message } = App.useApp();
  const { course, chapterList } = preview;
  return (
    <div className="course-page page-width">
      <DraftPreviewBanner
        preview={preview}
        editHref={`/account/vod/period?courseId=${course.id}`}
        className="course-preview__banner"
      />
      <CourseHero course={course} />
      <div className="course-body">
        <div className="course-body__main">
          <section className="course-section">
            <h2 className="course-section__title">课程目录</h2>
            <CourseChapters
              chapters={chapterList}
              mine={undefined}
              courseIsFree={isFreeCourse(course)}
              onPick={() => void message.info('预览页不播放课时，视频可在“章节与课时”中查看')}
            />
          </section>
          <CourseAbout course={course} />
        </div>
        <aside className="course-body__side">
          <CourseTeachers course={course} />
        </aside>
      </div>
    </div>
  );
}
