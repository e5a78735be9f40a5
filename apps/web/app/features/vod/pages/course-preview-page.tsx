import type { CoursePreview } from '@school/contracts';
import type { ComponentType } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { DraftPreviewFrame } from '~/components/draft-preview';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { assertOptionalId, notFound } from '~/lib/route-guards';
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
  const query = usePersonalQuery(coursePreviewQuery(api, id!));
  return (
    <DraftPreviewFrame answer={query.data} who="课程的讲师" className="course-page">
      {(preview) => <Preview preview={preview} />}
    </DraftPreviewFrame>
  );
}
