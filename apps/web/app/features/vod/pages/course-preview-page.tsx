import type { CoursePreview } from '@school/contracts';
import { Button, Result, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
import { useSchoolStore } from '~/lib/store';
import { coursePreviewQuery } from '../api/course-drafts';

export function checkCoursePreviewId({ params }: LoaderFunctionArgs) {
  assertOptionalId(params.id);
  if (!params.id) notFound();
  return null;
}

/**
 * /preview/course/{id}: a teacher's draft exactly as learners will see it once approved, read in the
 * browser with the teacher's session (only the course's teacher may preview it). The course page's
 * layout (`Preview`) comes from the route.
 */
export function CoursePreviewPage({ Preview }: { Preview: ComponentType<{ preview: CoursePreview }> }) {
  const { id } = useParams();
  const api = useApi();
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
  return <Preview preview={preview} />;
}
