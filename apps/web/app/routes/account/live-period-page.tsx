import { CourseKind } from '@school/contracts';
import { ChaptersPage } from '~/features/vod/pages/chapters-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('直播课时');

export default function AccountLivePeriodPage() {
  return <ChaptersPage kind={CourseKind.live} />;
}
