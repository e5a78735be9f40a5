import { CourseKind } from '@school/contracts';
import { CourseDraftPage } from '~/features/vod/pages/course-draft-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源信息');

export default function AccountResourceAddPage() {
  return <CourseDraftPage kind={CourseKind.resource} />;
}
