import { LiveCoursePreview } from '~/features/live/pages/live-preview';
import { checkCoursePreviewId, CoursePreviewPage } from '~/features/vod/pages/course-preview-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = checkCoursePreviewId;
export const meta = pageMeta('直播预览');

export default function PreviewLiveRoute() {
  return <CoursePreviewPage Preview={LiveCoursePreview} />;
}
