import { InfoPage, loadInfoPage } from '~/features/community/pages/info-page';
import { pageMeta } from '~/lib/page-meta';

export const loader = loadInfoPage;
export const meta = pageMeta('资讯');
export default InfoPage;
