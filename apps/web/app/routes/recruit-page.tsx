import { RecruitContent } from '~/features/user/lecturer/components/recruit-content';
import '~/features/user/lecturer/lecturer.css';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('讲师招募');

export default function RecruitPage() {
  return <RecruitContent />;
}
