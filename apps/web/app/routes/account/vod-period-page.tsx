import { CourseKind } from '@school/contracts';
import { ChaptersPage } from '~/features/vod/pages/chapters-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('章节与课时');

export default function AccountVodPeriodPage() {
  return <ChaptersPage kind={CourseKind.video} />;
}
