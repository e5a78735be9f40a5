import { ViewServicePage, loadServicePage, serviceMeta } from '~/features/content/pages/service-page';

export const loader = loadServicePage;
export const meta = serviceMeta;
export default ViewServicePage;
