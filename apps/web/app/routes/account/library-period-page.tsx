import { CourseKind } from '@school/contracts';
import { ChaptersPage } from '~/features/vod/pages/chapters-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('文库文档');

export default function AccountLibraryPeriodPage() {
  return <ChaptersPage kind={CourseKind.library} />;
}
