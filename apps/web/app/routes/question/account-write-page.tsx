import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('提问');

export default function QuestionAccountWritePage() {
  return <UnderConstruction title="提问" />;
}
