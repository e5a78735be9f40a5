import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Page, UserMessage } from '@school/contracts';
import { learner } from '../../../../../test/fixtures';
import { fakeApi, type FakeApi } from '../../../../../test/fake-api';
import { renderPage } from '../../../../../test/render-page';
import { MessageTable } from './message-table';

const approval: UserMessage = {
  id: '11',
  title: '讲师申请已通过',
  content: '恭喜！您的讲师申请已通过审核。',
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

let fake: FakeApi;
beforeEach(() => {
  fake = fakeApi({
    readMessage: ({ id }) => ({ ...approval, id, isRead: 1 }),
    readAllMessages: null,
    deleteMessages: null,
  });
});

// antd's table and dialogs take their time in jsdom, more so when the whole suite runs at once.
describe('my messages', () => {
  it('opens a message, marks it read and takes one off the badge', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      api: fake.api,
      path: '/account/message',
      user: learner,
    });
    store.getState().setUserMsgNum(1);
    expect(screen.getByLabelText('未读')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /讲师申请已通过/ }));
    await waitFor(() => expect(screen.getByText('恭喜！您的讲师申请已通过审核。')).toBeTruthy());
    expect(fake.inputsOf('readMessage')[0]).toEqual({ id: '11' });
    expect(store.getState().userMsgNum).toBe(0);
    expect(screen.queryByLabelText('未读')).toBeNull();

    // Reading an already-read message leaves the badge alone.
    store.getState().setUserMsgNum(4);
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    fireEvent.click(screen.getByRole('button', { name: /系统维护通知/ }));
    await waitFor(() => expect(fake.inputsOf('readMessage')).toHaveLength(2));
    expect(store.getState().userMsgNum).toBe(4);
  });

  it('opens a message from anywhere on its row, but not from its selection box', async () => {
    renderPage(<MessageTable page={page} filter="all" />, { api: fake.api, path: '/account/message', user: learner });
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(fake.inputsOf('readMessage')).toHaveLength(0);
    fireEvent.click(within(row).getByText('2026-11-20 10:00:00'));
    await waitFor(() => expect(screen.getByText('恭喜！您的讲师申请已通过审核。')).toBeTruthy());
    expect(fake.inputsOf('readMessage')).toEqual([{ id: '11' }]);
  });

  it('全部已读 clears the badge', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      api: fake.api,
      path: '/account/message',
      user: learner,
    });
    store.getState().setUserMsgNum(2);
    fireEvent.click(screen.getByRole('button', { name: /全部已读/ }));
    await waitFor(() => expect(store.getState().userMsgNum).toBe(0));
    expect(fake.inputsOf('readAllMessages')).toHaveLength(1);
  });

  it('deletes the selected messages after a confirmation', async () => {
    const { store } = renderPage(<MessageTable page={page} filter="all" />, {
      api: fake.api,
      path: '/account/message',
      user: learner,
    });
    store.getState().setUserMsgNum(1);
    const deleteButton = screen.getByRole('button', { name: /删除/ });
    expect(deleteButton.hasAttribute('disabled')).toBe(true);
    const rows = screen.getAllByRole('row');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    fireEvent.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /删除（2）/ }));
    await waitFor(() => expect(screen.getAllByText('确定删除选中的 2 条消息吗？').length).toBeGreaterThan(0));
    expect(fake.inputsOf('deleteMessages')).toHaveLength(0);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(fake.inputsOf('deleteMessages')).toHaveLength(1));
    expect(fake.inputsOf('deleteMessages')[0]).toEqual({ ids: ['11', '12'] });
    await waitFor(() => expect(store.getState().userMsgNum).toBe(0));
  });
});
