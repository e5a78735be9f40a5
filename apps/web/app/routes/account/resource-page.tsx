import { CourseKind } from '@school/contracts';
import { CourseDraftsPage } from '~/features/vod/pages/course-drafts-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源管理');

export default function AccountResourcePage() {
  return <CourseDraftsPage kind={CourseKind.resource} />;
}
