import type { ConsolePage } from '../../module-pages';

/** The order module's console pages. */
export const orderPages: ConsolePage[] = [
  { group: 'order', sort: 1, label: '订单管理', path: 'order/list', file: 'admin/features/order/pages/order-page.tsx' },
  {
    group: 'order',
    sort: 2,
    label: '提现审核',
    path: 'order/withdrawal',
    file: 'admin/features/order/pages/withdrawal-page.tsx',
  },
  { group: 'order', sort: 3, label: '特价活动', path: 'order/sale', file: 'admin/features/order/pages/sale-page.tsx' },
  {
    group: 'order',
    sort: 4,
    label: '分成设置',
    path: 'order/share',
    file: 'admin/features/order/pages/share-page.tsx',
  },
  {
    group: 'order',
    sort: 5,
    label: '对账',
    path: 'order/reconcile',
    file: 'admin/features/order/pages/reconcile-page.tsx',
  },
];
