import { PaperSettingsPage } from '~/features/exam/pages/paper-settings-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('试卷设置');
export default PaperSettingsPage;
