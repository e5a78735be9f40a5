// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AdminFeedback } from '@school/contracts';
import FeedbackPage from './feedback-page';
import { fakeApi, pageOf, refuse, setUpConsoleTests, tableBody, tableRowOf, withProviders } from '../../../components/test-utils';

setUpConsoleTests();

const feedback = (id: string, over: Partial<AdminFeedback> = {}): AdminFeedback => ({
  id,
  content: `反馈内容 ${id}`,
  contact: '',
  images: [],
  reply: '',
  replyStatus: 0,
  gmtCreate: '2026-07-01 10:00:00',
  replyTime: '',
  userId: '5',
  nickname: '小李',
  mobile: '13800000001',
  ...over,
});

/** A small in-memory inbox: replying marks the row, a second reply is refused like the server does. */
function inbox(rows: AdminFeedback[]) {
  return fakeApi({
    adminPageFeedback: (b) =>
      pageOf(rows.filter((r) => b.replyStatus === undefined || r.replyStatus === b.replyStatus)),
    adminReplyFeedback: (b) => {
      const row = rows.find((r) => r.id === b.id)!;
      if (row.replyStatus === 1) return refuse(409, '该反馈已回复');
      Object.assign(row, { replyStatus: 1, reply: b.reply, replyTime: '2026-07-02 09:00:00' });
      return row;
    },
  });
}


describe('feedback inbox', () => {
  it('lists waiting feedback with screenshots first', async () => {
    const fake = inbox([
      feedback('1', { images: ['/files/a.png', '/files/b.png'] }),
      feedback('2', { replyStatus: 1, reply: '谢谢' }),
    ]);
    render(withProviders(<FeedbackPage />, fake));
    expect(await screen.findByText('反馈内容 1')).toBeTruthy();
    expect(tableBody().queryByText('反馈内容 2')).toBeNull();
    expect(fake.inputsOf('adminPageFeedback')[0]).toEqual({ replyStatus: 0, pageCurrent: 1, pageSize: 20 });
    expect(within(tableRowOf('反馈内容 1')).getAllByRole('img')).toHaveLength(2);

    fireEvent.click(screen.getByText('全部'));
    expect(await screen.findByText('反馈内容 2')).toBeTruthy();
    expect(fake.inputsOf('adminPageFeedback').at(-1)).toEqual({ pageCurrent: 1, pageSize: 20 });
  });

  it('replies once: the reply is required, sent, and the row can no longer be answered', async () => {
    const fake = inbox([feedback('1')]);
    render(withProviders(<FeedbackPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('反馈内容 1'))).getByRole('button', { name: '回复' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/每条反馈只能回复一次/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await within(dialog).findByText('请输入回复内容')).toBeTruthy();
    expect(fake.inputsOf('adminReplyFeedback')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('回复内容'), { target: { value: '  已修复，感谢！ ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    await waitFor(() => expect(fake.inputsOf('adminReplyFeedback')).toEqual([{ id: '1', reply: '已修复，感谢！' }]));
    expect(await screen.findByText('已回复，并已通知用户')).toBeTruthy();
    // The waiting list no longer has it; among all feedback it shows the reply and no 回复 button.
    await waitFor(() => expect(tableBody().queryByText('反馈内容 1')).toBeNull());
    fireEvent.click(screen.getByText('全部'));
    const row = await waitFor(() => tableRowOf('反馈内容 1'));
    expect(within(row).getByText('已修复，感谢！')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: '回复' })).toBeNull();
  });

  it('shows the server’s refusal when someone else replied first, and keeps the modal open', async () => {
    const rows = [feedback('1')];
    const fake = inbox(rows);
    render(withProviders(<FeedbackPage />, fake));
    fireEvent.click(within(await waitFor(() => tableRowOf('反馈内容 1'))).getByRole('button', { name: '回复' }));
    rows[0]!.replyStatus = 1; // answered in another tab meanwhile
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('回复内容'), { target: { value: '您好' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '发送回复' }));
    expect(await screen.findByText('该反馈已回复')).toBeTruthy();
    expect(fake.inputsOf('adminReplyFeedback')).toHaveLength(1);
    expect(within(dialog).getByLabelText('回复内容')).toBeTruthy();
  });
});
