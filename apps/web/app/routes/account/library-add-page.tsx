import { CourseKind } from '@school/contracts';
import { CourseDraftPage } from '~/features/vod/pages/course-draft-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文档信息');

export default function AccountLibraryAddPage() {
  return <CourseDraftPage kind={CourseKind.library} />;
}
