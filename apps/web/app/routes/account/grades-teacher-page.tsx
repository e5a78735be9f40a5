import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我教的班级');

export default function AccountGradesTeacherPage() {
  return <PagePlaceholder title="我教的班级" />;
}
