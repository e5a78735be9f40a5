import { InfoDetailPage, infoDetailMeta, loadInfoDetail } from '~/features/community/pages/info-detail-page';

export const loader = loadInfoDetail;
export const meta = infoDetailMeta;
export default InfoDetailPage;
