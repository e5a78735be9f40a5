import { CourseKind } from '@school/contracts';
import { CourseDraftsPage } from '~/features/vod/pages/course-drafts-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('点播管理');

export default function AccountVodPage() {
  return <CourseDraftsPage kind={CourseKind.video} />;
}
