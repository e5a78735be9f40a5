import { ChaptersPage } from '~/features/vod/pages/chapters-page';
import { pageMeta } from '~/lib/page-meta';

export const meta = pageMeta('章节与课时');
export default ChaptersPage;
