import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('讲师信息');

export default function AccountTeacherPage() {
  return <PagePlaceholder title="讲师信息" />;
}
