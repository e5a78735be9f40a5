import { Alert, App, Button, Result, Skeleton } from 'antd';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { coursePreviewQuery } from '~/features/vod/api/course-drafts';
import { CourseChapters } from '~/features/course/components/course-chapters';
import { CourseAbout, CourseHero, CourseTeachers, isFreeCourse } from '~/features/course/components/course-view';
import '~/features/course/course-page.css';
import { useApi } from '~/lib/api-context';
import { pageMeta } from '~/lib/page-meta';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';

export function loader({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  return null;
}

export const meta = pageMeta('课程预览');

const AUDIT_STATES = ['待审核', '审核通过', '审核不通过'];

/**
 * /preview/course/{id}: a teacher's draft exactly as learners will see it once approved, read in the
 * browser with the teacher's session (only the course's teacher may preview it).
 */
export default function PreviewCoursePage() {
  const { id } = useParams();
  const api = useApi();
  const { message } = App.useApp();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const query = usePersonalQuery(coursePreviewQuery(api, id!));

  if (!signedIn)
    return (
      <Result
        status="info"
        title="请先登录，预览仅对课程的讲师开放"
        extra={
          <Link to="/login">
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  if (query.data?.refusal) return <Result status="warning" title={query.data.refusal} />;
  const preview = query.data?.preview;
  if (!preview)
    return (
      <div className="course-page page-width">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
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
