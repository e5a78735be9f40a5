import { UserType } from '@school/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { learner, makeBootstrap } from '../../../../../test/fixtures';
import { renderPage } from '../../../../../test/render-page';
import { AccountSideMenu, StudyMenu } from './account-side-menu';

const signedIn = (user = learner, navList = makeBootstrap().navList) => ({
  bootstrap: makeBootstrap({ navList }),
  user,
});

const menuLabels = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('account side menu', () => {
  it('welcomes the reader by nickname and lists the standard entries', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn() });
    expect(screen.getByText('欢迎您，')).toBeTruthy();
    expect(screen.getByText('英语学习者小李')).toBeTruthy();
    expect(menuLabels('个人中心')).toEqual([
      '个人信息',
      '我的消息',
      '我的订单',
      '学习记录',
      '我的课程',
      '我的甄选课',
      '我的试卷',
      '我的考试',
      '错题记录',
      '我的笔记',
      '我的收藏',
      '我的关注',
      '意见反馈',
      '修改密码',
    ]);
  });

  it('holds the place of the welcome until the reader is read', () => {
    const { container, store } = renderPage(<AccountSideMenu />, { path: '/account/info' });
    expect(screen.getByText('欢迎您，')).toBeTruthy();
    expect(container.querySelector('.account-welcome__pending-name')).not.toBeNull();
    act(() => store.getState().setUserInfo(learner));
    expect(screen.getByText('英语学习者小李')).toBeTruthy();
    expect(container.querySelector('.account-welcome__pending-name')).toBeNull();
  });

  it('falls back to the mobile number without a nickname', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn({ ...learner, nickname: '' }) });
    expect(screen.getByText('138****0001')).toBeTruthy();
  });

  it('lists the teaching pages for a teacher, and not for a learner', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn({ ...learner, userType: UserType.teacher }) });
    expect(menuLabels('教学管理')).toEqual([
      '点播管理',
      '直播管理',
      '资源管理',
      '文库管理',
      '推流设置',
      '试卷管理',
      '阅卷',
      '我教的班级',
      '试题管理',
      '我的收益',
      '讲师信息',
    ]);
    expect(screen.getByRole('link', { name: '试卷管理' }).getAttribute('href')).toBe('/account/exams');
  });

  it('has no teaching pages for a learner', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn() });
    expect(screen.queryByRole('navigation', { name: '教学管理' })).toBeNull();
  });

  it('marks the current page', () => {
    renderPage(<AccountSideMenu />, { path: '/account/order', ...signedIn() });
    expect(screen.getByRole('link', { name: '我的订单' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '个人信息' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows 我的推荐 only to recommended users', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn({ ...learner, isRecommended: 1 }) });
    expect(screen.getByRole('link', { name: '我的推荐' }).getAttribute('href')).toBe('/account/recommend');
  });

  it('shows 我的收益 to those who earn: lecturers and recommended users', () => {
    const first = renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn() });
    expect(screen.queryByRole('link', { name: '我的收益' })).toBeNull();
    first.unmount();
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn({ ...learner, userType: UserType.teacher }) });
    expect(screen.getByRole('link', { name: '我的收益' }).getAttribute('href')).toBe('/account/earnings');
  });

  it('shows the grade-admin entry, named after the grade nav item, only to class administrators', () => {
    const navList = [{ id: '1', navTitle: '精品班', navUrl: 'grade', target: '_self' }];
    const { store } = renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn(learner, navList) });
    expect(screen.queryByText('精品班管理')).toBeNull();
    act(() => store.getState().setGradeAdmin(true));
    expect(screen.getByRole('link', { name: '精品班管理' }).getAttribute('href')).toBe('/account/grades/admin');
    expect(screen.getByRole('link', { name: '我的精品班' })).toBeTruthy();
  });

  it('uses 甄选课 when no nav item points at grade', () => {
    const { store } = renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn() });
    act(() => store.getState().setGradeAdmin(true));
    expect(screen.getByRole('link', { name: '甄选课管理' })).toBeTruthy();
  });

  it('gives VIP users the VIP mark and the wider name area', () => {
    renderPage(<AccountSideMenu />, { path: '/account/info', ...signedIn({ ...learner, isVip: 1 }) });
    expect(screen.getByTitle('VIP会员')).toBeTruthy();
    expect(screen.getByText('英语学习者小李').parentElement?.className).toContain('account-welcome__name--vip');
  });

  it('the study menu lists the study pages', () => {
    renderPage(<StudyMenu />, { path: '/account/notes', ...signedIn() });
    expect(menuLabels('学习中心')).toEqual([
      '学习记录',
      '我的课程',
      '我的甄选课',
      '我的试卷',
      '我的考试',
      '错题记录',
      '我的笔记',
      '我的收藏',
    ]);
    expect(screen.getByRole('link', { name: '我的笔记' }).getAttribute('aria-current')).toBe('page');
  });
});
