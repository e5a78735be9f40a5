import type { ComponentType } from 'react';
import { modulePages } from '../module-pages';
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
 * The console's left menu, in one place. A later console page adds its entry here (and its
 * route in ../routes.ts): e.g. 课程, 订单…
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
    key: 'user',
    label: '用户与讲师',
    icon: TeamOutlined,
    children: [
      { key: 'user-list', label: '用户', path: '/admin/user/list' },
      { key: 'user-lecturer', label: '讲师审核', path: '/admin/user/lecturer' },
    ],
  },
  {
    key: 'message',
    label: '消息与反馈',
    icon: MessageOutlined,
    children: [
      { key: 'message-send', label: '站内消息', path: '/admin/message/send' },
      { key: 'message-feedback', label: '意见反馈', path: '/admin/message/feedback' },
      { key: 'message-counsel', label: '报名咨询', path: '/admin/message/counsel' },
      { key: 'message-sms', label: '短信发件箱（沙箱）', path: '/admin/message/sms' },
    ],
  },
  {
    key: 'course',
    label: '课程目录',
    icon: BookOutlined,
    children: [
      { key: 'course-category', label: '课程分类', path: '/admin/course/category' },
      { key: 'course-zone', label: '专区与专区课程', path: '/admin/course/zone' },
      { key: 'course-list', label: '课程管理', path: '/admin/course/list' },
      { key: 'course-audit', label: '课程审核', path: '/admin/course/audit' },
      { key: 'course-comment', label: '课程评论', path: '/admin/course/comment' },
      { key: 'course-job', label: '视频转码', path: '/admin/course/job' },
    ],
  },
  {
    key: 'content',
    label: '内容运营',
    icon: AppstoreOutlined,
    children: [
      { key: 'content-adv', label: '广告', path: '/admin/content/adv' },
      { key: 'content-article', label: '底部导航文章', path: '/admin/content/article' },
      { key: 'content-vip', label: '会员套餐', path: '/admin/content/vip' },
      { key: 'content-dict', label: '字典', path: '/admin/content/dict' },
    ],
  },
  {
    key: 'exam',
    label: '题库与试卷',
    icon: FileDoneOutlined,
    children: [
      { key: 'exam-audit', label: '试卷审核', path: '/admin/exam/audit' },
      { key: 'exam-kind', label: '题目分类', path: '/admin/exam/kind' },
      { key: 'exam-subject', label: '试卷科目', path: '/admin/exam/subject' },
    ],
  },
  {
    key: 'order',
    label: '订单与财务',
    icon: AccountBookOutlined,
    children: [
      { key: 'order-list', label: '订单管理', path: '/admin/order/list' },
      { key: 'order-withdrawal', label: '提现审核', path: '/admin/order/withdrawal' },
      { key: 'order-sale', label: '特价活动', path: '/admin/order/sale' },
      { key: 'order-share', label: '分成设置', path: '/admin/order/share' },
      { key: 'order-reconcile', label: '对账', path: '/admin/order/reconcile' },
    ],
  },
  {
    key: 'community',
    label: '社区',
    icon: CommentOutlined,
    children: [
      { key: 'community-posts', label: '文章与资讯', path: '/admin/community/posts' },
      { key: 'community-moderation', label: '审核与评论', path: '/admin/community/moderation' },
      { key: 'community-bloggers', label: '博主', path: '/admin/community/bloggers' },
      { key: 'community-settings', label: '社区设置', path: '/admin/community/settings' },
    ],
  },
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
  ...(modulePages.length > 0
    ? [
        {
          key: 'modules',
          label: '更多模块',
          icon: AppstoreAddOutlined,
          children: modulePages.map((page) => ({ key: page.path, label: page.label, path: `/admin/${page.path}` })),
        },
      ]
    : []),
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
