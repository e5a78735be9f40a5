import { PagePlaceholder } from '~/components/page-placeholder';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷预览');

export default function AccountExamsPreviewPage() {
  return <PagePlaceholder title="试卷预览" />;
}
