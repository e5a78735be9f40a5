import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('讲师招募');

export default function RecruitPage() {
  return <PagePlaceholder title="讲师招募" />;
}
