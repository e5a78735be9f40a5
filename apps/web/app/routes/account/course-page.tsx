import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('我的课程');

export default function AccountCoursePage() {
  return <UnderConstruction title="我的课程" />;
}
