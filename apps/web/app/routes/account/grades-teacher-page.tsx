import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我教的班级');

export default function AccountGradesTeacherPage() {
  return <UnderConstruction title="我教的班级" />;
}
