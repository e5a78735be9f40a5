import type { ConsolePage } from '../../module-pages';

/** The user module's console pages. */
export const userPages: ConsolePage[] = [
  { group: 'user', sort: 1, label: '用户', path: 'user/list', file: 'admin/features/user/pages/user-list-page.tsx' },
  {
    group: 'user',
    sort: 2,
    label: '讲师审核',
    path: 'user/lecturer',
    file: 'admin/features/user/pages/lecturer-audit-page.tsx',
  },
  {
    group: 'message',
    sort: 1,
    label: '站内消息',
    path: 'message/send',
    file: 'admin/features/user/pages/message-page.tsx',
  },
  {
    group: 'message',
    sort: 4,
    label: '短信发件箱（沙箱）',
    path: 'message/sms',
    file: 'admin/features/user/pages/sms-outbox-page.tsx',
  },
];
