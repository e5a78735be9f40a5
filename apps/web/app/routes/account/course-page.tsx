import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的课程');

export default function AccountCoursePage() {
  return <PagePlaceholder title="我的课程" />;
}
