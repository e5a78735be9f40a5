import { CourseKind } from '@school/contracts';
import { ChaptersPage } from '~/features/vod/pages/chapters-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('资源文件');

export default function AccountResourcePeriodPage() {
  return <ChaptersPage kind={CourseKind.resource} />;
}
