import { CourseKind } from '@school/contracts';
import { CourseDraftPage } from '~/features/vod/pages/course-draft-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('课程信息');

export default function AccountVodAddPage() {
  return <CourseDraftPage kind={CourseKind.video} />;
}
