import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page, UserMessage } from '@school/contracts';
import { learner, makeBootstrap } from '../../../../../test/fixtures';
import { createFakeApi, ok } from '../../../../../test/fake-api';
import { mockBrowserApiModule, type FakeApi } from '../../../../../test/mock-browser-api';
import { renderPage } from '../../../../../test/render-page';
import { MessageTable } from './message-table';

const holder = vi.hoisted(() => ({ fake: undefined as FakeApi | undefined }));
vi.mock('~/lib/browser-api', () => mockBrowserApiModule(holder));

const approval: UserMessage = {
  id: '11',
  title: '讲师申请已通过',
  content: '恭喜！你的讲师申请已通过审核。',
  msgType: 2,
  isRead: 0,
  gmtCreate: '2026-11-20 10:00:00',
};
const notice: UserMessage = {
  ...approval,
  id: '12',
  title: '系统维护通知',
  content: '今晚维护',
  msgType: 1,
  isRead: 1,
};
const page: Page<UserMessage> = { list: [approval, notice], totalCount: 2, totalPage: 1, pageCurrent: 1, pageSize: 10 };
const signedIn = () => makeBootstrap({ session: { status: 'signed-in', userInfo: learner } });

beforeEach(() => {
  holder.fake = createFakeApi({
    '/user/auth/msg/user/read': (call) => ok({ ...approval, id: (call.body as { id: string }).id, isRead: 1 }),
    '/user/auth/msg/user/read/all': ok(null),
    '/user/auth/msg/user/batch/delete': ok(null),
  });
});
const fake = () => holder.fake as FakeApi;

// antd's table and dialogs take their time in jsdom, more so when the whole suite runs at once.
describe('my messages', { timeout: 20000 }, () => {
  it('opens a message, marks it read and takes one off the badge', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      path: '/account/message',
      bootstrap: signedIn(),
    });
    store.getState().setUserMsgNum(1);
    expect(screen.getByLabelText('未读')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /讲师申请已通过/ }));
    await waitFor(() => expect(screen.getByText('恭喜！你的讲师申请已通过审核。')).toBeTruthy());
    expect(fake().callsTo('/user/auth/msg/user/read')[0]?.body).toEqual({ id: '11' });
    expect(store.getState().userMsgNum).toBe(0);
    expect(screen.queryByLabelText('未读')).toBeNull();

    // Reading an already-read message leaves the badge alone.
    store.getState().setUserMsgNum(4);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    fireEvent.click(screen.getByRole('button', { name: /系统维护通知/ }));
    await waitFor(() => expect(fake().callsTo('/user/auth/msg/user/read')).toHaveLength(2));
    expect(store.getState().userMsgNum).toBe(4);
  });

  it('全部已读 clears the badge', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      path: '/account/message',
      bootstrap: signedIn(),
    });
    store.getState().setUserMsgNum(2);
    fireEvent.click(screen.getByRole('button', { name: /全部已读/ }));
    await waitFor(() => expect(store.getState().userMsgNum).toBe(0));
    expect(fake().callsTo('/user/auth/msg/user/read/all')).toHaveLength(1);
  });

  it('deletes the selected messages after a confirmation', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      path: '/account/message',
      bootstrap: signedIn(),
    });
    store.getState().setUserMsgNum(1);
    const deleteButton = screen.getByRole('button', { name: /删除/ });
    expect(deleteButton.hasAttribute('disabled')).toBe(true);
    const rows = screen.getAllByRole('row');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删除（2）/ }));
    await waitFor(() => expect(screen.getAllByText('确定删除选中的 2 条消息吗？').length).toBeGreaterThan(0));
    expect(fake().callsTo('/user/auth/msg/user/batch/delete')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fake().callsTo('/user/auth/msg/user/batch/delete')).toHaveLength(1));
    expect(fake().callsTo('/user/auth/msg/user/batch/delete')[0]?.body).toEqual({ ids: ['11', '12'] });
    await waitFor(() => expect(store.getState().userMsgNum).toBe(0));
  });
});
