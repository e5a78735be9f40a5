import { PaperPreviewPage } from '~/features/exam/pages/paper-preview-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷预览');
export default PaperPreviewPage;
