import { CoursePreview } from '~/features/course/components/course-preview';
import { checkCoursePreviewId, CoursePreviewPage } from '~/features/vod/pages/course-preview-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = checkCoursePreviewId;
export const meta = pageMeta('课程预览');

export default function PreviewCourseRoute() {
  return <CoursePreviewPage Preview={CoursePreview} />;
}
