import { RecruitContent } from '~/features/lecturer/components/recruit-content';
import '~/features/lecturer/lecturer.css';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('讲师招募');

export default function RecruitPage() {
  return <RecruitContent />;
}
