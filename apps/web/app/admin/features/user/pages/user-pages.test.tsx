// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminLecturerAudit, AdminUser } from '@school/contracts';
import UserListPage from './user-list-page';
import LecturerAuditPage from './lecturer-audit-page';
import { fakeApi, pageOf, setUpConsoleTests, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const popconfirmOk = async (name: RegExp) => {
  const pop = await waitFor(() => document.querySelector('.ant-popconfirm') as HTMLElement);
  fireEvent.click(within(pop).getByRole('button', { name }));
};

const user = (id: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  mobile: `1380000000${id}`,
  nickname: `用户${id}`,
  userType: 1,
  isVip: 0,
  statusId: 1,
  isRecommended: 0,
  gmtCreate: '2026-07-01 10:00:00',
  ...over,
});

describe('users page', () => {
  it('shows full mobiles, type, VIP and state, and searches with the filters', async () => {
    const fake = fakeApi({
      adminPageUsers: () => pageOf([user('1', { isVip: 1 }), user('2', { userType: 2, statusId: 0 })]),
    });
    render(withProviders(<UserListPage />, fake));
    const first = await waitFor(() => tableRowOf('13800000001'));
    expect(within(first).getByText('VIP')).toBeTruthy();
    expect(within(tableRowOf('13800000002')).getByText('已停用')).toBeTruthy();
    expect(within(tableRowOf('13800000002')).getByText('讲师')).toBeTruthy();
    expect(within(tableRowOf('13800000002')).getByRole('button', { name: /启\s*用/ })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: ' 小李 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() =>
      expect(fake.inputsOf('adminPageUsers').at(-1)).toEqual({ keyword: '小李', pageCurrent: 1, pageSize: 20 }),
    );
  });

  it('opens 我的推荐 for a user from the switch', async () => {
    const fake = fakeApi({
      adminPageUsers: () => pageOf([user('1')]),
      adminSetUserRecommended: (b) => user('1', { isRecommended: b.isRecommended as 0 | 1 }),
    });
    render(withProviders(<UserListPage />, fake));
    fireEvent.click(await screen.findByRole('switch', { name: '13800000001 的推荐功能' }));
    await waitFor(() => expect(fake.inputsOf('adminSetUserRecommended')).toEqual([{ id: '1', isRecommended: 1 }]));
    expect(await screen.findByText('已开通推荐，该用户可在“我的推荐”分享链接')).toBeTruthy();
  });

  it('disables a user only after confirming', async () => {
    const fake = fakeApi({
      adminPageUsers: () => pageOf([user('1')]),
      adminSetUserStatus: (b) => user('1', { statusId: b.statusId as 0 | 1 }),
    });
    render(withProviders(<UserListPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('13800000001'))).getByRole('button', { name: /停\s*用/ }));
    expect(await screen.findByText('停用后该用户立即退出登录，且无法再登录。')).toBeTruthy();
    expect(fake.inputsOf('adminSetUserStatus')).toHaveLength(0);
    await popconfirmOk(/停\s*用/);
    await waitFor(() => expect(fake.inputsOf('adminSetUserStatus')).toEqual([{ id: '1', statusId: 0 }]));
    expect(await screen.findByText('已停用该用户，并已让其退出登录')).toBeTruthy();
  });

  it('shows a reset password once, in a modal with a copy button', async () => {
    const fake = fakeApi({
      adminPageUsers: () => pageOf([user('1')]),
      adminResetUserPassword: () => ({ password: 'k7pq2mxa9z' }),
    });
    render(withProviders(<UserListPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('13800000001'))).getByRole('button', { name: '重置密码' }));
    await popconfirmOk(/重\s*置/);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('new-password').textContent).toContain('k7pq2mxa9z');
    expect(within(dialog).getByText(/只显示这一次/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /复制/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByTestId('new-password')).toBeNull());
    expect(document.body.textContent).not.toContain('k7pq2mxa9z');
  });
});

const audit = (id: string, over: Partial<AdminLecturerAudit> = {}): AdminLecturerAudit => ({
  id,
  lecturerName: `讲师${id}`,
  lecturerPosition: '雅思口语主讲',
  introduce: '八年教学经验',
  headImgUrl: '/files/p.png',
  applyLive: 1,
  auditStatus: 0,
  auditOpinion: '',
  gmtModified: '2026-07-01 10:00:00',
  userId: '9',
  mobile: '13800000001',
  nickname: '小李',
  ...over,
});

describe('lecturer applications page', () => {
  const server = () =>
    fakeApi({
      adminPageLecturerAudits: (b) =>
        pageOf(b.auditStatus === 0 ? [audit('1')] : [audit('2', { auditStatus: 1, auditOpinion: '欢迎' })]),
      adminApproveLecturer: (b) => audit(String(b.id), { auditStatus: 1 }),
      adminRejectLecturer: (b) => audit(String(b.id), { auditStatus: 2 }),
    });

  it('opens on the waiting tab, shows the application and switches tabs', async () => {
    const fake = server();
    render(withProviders(<LecturerAuditPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('讲师1'))).getByRole('button', { name: '查看' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('八年教学经验')).toBeTruthy();
    expect(within(drawer).getByText('申请直播权限')).toBeTruthy();
    expect(within(drawer).getByText('小李（13800000001）')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已通过' }));
    expect(await waitFor(() => tableRowOf('讲师2'))).toBeTruthy();
    expect(fake.inputsOf('adminPageLecturerAudits').map((b) => b.auditStatus)).toEqual([0, 1]);
  });

  it('needs an opinion to reject, and sends it', async () => {
    const fake = server();
    render(withProviders(<LecturerAuditPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('讲师1'))).getByRole('button', { name: /驳\s*回/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(fake.inputsOf('adminRejectLecturer')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: ' 简介太短 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(fake.inputsOf('adminRejectLecturer')).toEqual([{ id: '1', auditOpinion: '简介太短' }]));
  });

  it('approves without an opinion', async () => {
    const fake = server();
    render(withProviders(<LecturerAuditPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('讲师1'))).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    await waitFor(() => expect(fake.inputsOf('adminApproveLecturer')).toEqual([{ id: '1', auditOpinion: '' }]));
    expect(await screen.findByText('已通过，该用户已成为讲师')).toBeTruthy();
  });
});
