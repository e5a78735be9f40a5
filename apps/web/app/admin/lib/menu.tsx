import type { ComponentType } from 'react';
import { modulePages, type ConsoleGroup } from '../module-pages';
import {
  AccountBookOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  FileDoneOutlined,
  MessageOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';

/**
 * The console's left menu: the overview, then each group with the pages modules list for it
 * (../module-pages.ts), in their order. A leaf has a `path`; a group has `children`.
 */
export interface AdminMenuItem {
  key: string;
  label: string;
  icon?: ComponentType;
  path?: string;
  children?: AdminMenuItem[];
}

/** The menu's groups, in order; a group no page names is left out. */
const menuGroups: { key: ConsoleGroup; label: string; icon: ComponentType }[] = [
  { key: 'user', label: '用户与讲师', icon: TeamOutlined },
  { key: 'message', label: '消息与反馈', icon: MessageOutlined },
  { key: 'course', label: '课程目录', icon: BookOutlined },
  { key: 'content', label: '内容运营', icon: AppstoreOutlined },
  { key: 'exam', label: '题库与试卷', icon: FileDoneOutlined },
  { key: 'order', label: '订单与财务', icon: AccountBookOutlined },
  { key: 'community', label: '社区', icon: CommentOutlined },
  { key: 'site', label: '站点设置', icon: SettingOutlined },
  { key: 'modules', label: '更多模块', icon: AppstoreAddOutlined },
];

export const adminMenu: AdminMenuItem[] = [
  { key: 'dashboard', label: '概览', icon: DashboardOutlined, path: '/admin' },
  ...menuGroups
    .map(({ key, label, icon }) => ({
      key,
      label,
      icon,
      children: modulePages
        .filter((page) => page.group === key)
        .sort((a, b) => a.sort - b.sort)
        .map((page) => ({ key: page.path.replaceAll('/', '-'), label: page.label, path: `/admin/${page.path}` })),
    }))
    .filter((group) => group.children.length > 0),
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
