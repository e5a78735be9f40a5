import { SalePage, loadSalePage, saleMeta } from '~/features/order/pages/sale-page';

export const loader = loadSalePage;
export const meta = saleMeta;
export default SalePage;
