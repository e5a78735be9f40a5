import { CourseKind } from '@school/contracts';
import { CourseDraftsPage } from '~/features/vod/pages/course-drafts-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库管理');

export default function AccountLibraryPage() {
  return <CourseDraftsPage kind={CourseKind.library} />;
}
