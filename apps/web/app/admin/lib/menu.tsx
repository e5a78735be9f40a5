import type { ComponentType } from 'react';
import { DashboardOutlined, SettingOutlined } from '@ant-design/icons';

/**
 * The console's left menu, in one place. A later console page adds its entry here (and its
 * route in ../routes.ts): e.g. 用户, 讲师审核, 课程, 订单…
 * A leaf has a `path`; a group has `children`.
 */
export interface AdminMenuItem {
  key: string;
  label: string;
  icon?: ComponentType;
  path?: string;
  children?: AdminMenuItem[];
}

export const adminMenu: AdminMenuItem[] = [
  { key: 'dashboard', label: '概览', icon: DashboardOutlined, path: '/admin' },
  {
    key: 'site',
    label: '站点设置',
    icon: SettingOutlined,
    children: [
      { key: 'site-info', label: '站点信息', path: '/admin/site/info' },
      { key: 'site-nav', label: '头部导航', path: '/admin/site/nav' },
      { key: 'site-footer', label: '底部导航与友链', path: '/admin/site/footer' },
      { key: 'site-banner', label: '轮播图', path: '/admin/site/banner' },
    ],
  },
];

const leaves = (items: AdminMenuItem[], parents: string[] = []): { item: AdminMenuItem; parents: string[] }[] =>
  items.flatMap((item) =>
    item.children ? leaves(item.children, [...parents, item.key]) : item.path ? [{ item, parents }] : [],
  );

/** The menu leaf whose path is the longest prefix of `pathname`, with its group keys. */
export function findMenuEntry(pathname: string, items: AdminMenuItem[] = adminMenu) {
  const clean = pathname.replace(/\/+$/, '') || '/';
  let best: { item: AdminMenuItem; parents: string[] } | undefined;
  for (const entry of leaves(items)) {
    const path = entry.item.path!;
    if (clean === path || clean.startsWith(path + '/')) {
      if (!best || path.length > best.item.path!.length) best = entry;
    }
  }
  return best;
}
