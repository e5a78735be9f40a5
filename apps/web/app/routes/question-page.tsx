import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('问答');

export default function QuestionPage() {
  return <UnderConstruction title="问答" />;
}
