import { UnderConstruction } from '~/components/under-construction';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷预览');

export default function AccountExamsPreviewPage() {
  return <UnderConstruction title="试卷预览" />;
}
