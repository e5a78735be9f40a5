import type { CoursePreview as CoursePreviewData } from '@school/contracts';
import { Alert, App, Button } from 'antd';
import { Link } from 'react-router';
import { CourseChapters } from './course-chapters';
import { CourseAbout, CourseHero, CourseTeachers, isFreeCourse } from './course-view';
import '../course-page.css';

const AUDIT_STATES = ['待审核', '审核通过', '审核不通过'];

/** A teacher's draft laid out as the course page learners will see once it is approved. */
export function CoursePreview({ preview }: { preview: CoursePreviewData }) {
  const { message } = App.useApp();
  const { course, chapterList } = preview;
  return (
    <div className="course-page page-width">
      <Alert
        className="course-preview__banner"
        type={preview.auditStatus === 2 ? 'error' : preview.auditStatus === 1 ? 'success' : 'info'}
        showIcon
        message={`预览：学员在审核通过后将看到这样的页面（${AUDIT_STATES[preview.auditStatus] ?? '待审核'}）`}
        description={preview.auditOpinion ? `审核意见：${preview.auditOpinion}` : undefined}
        action={
          <Link to={`/account/vod/period?courseId=${course.id}`}>
            <Button size="small">返回编辑</Button>
          </Link>
        }
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
