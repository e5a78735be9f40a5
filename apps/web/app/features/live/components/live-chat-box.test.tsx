import { liveChatAddress, type LiveChatMessage, type LiveChatServerFrame, LiveChatRules } from '@school/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithoutStyles } from '../../../../test/without-styles';
import { LiveChatBox } from './live-chat-box';
import type { ChatSocketLike } from './use-live-chat';

/** A socket the test plays the server of: it records what the box sends and delivers frames. */
class FakeSocket implements ChatSocketLike {
  sent: unknown[] = [];
  closed = false;
  onmessage: ChatSocketLike['onmessage'] = null;
  onclose: ChatSocketLike['onclose'] = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  deliver(frame: LiveChatServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    act(() => this.onclose?.({ code }));
  }
}

const message = (id: string, userId: string, text: string, isTeacher = false): LiveChatMessage => ({
  id,
  userId,
  nickname: isTeacher ? '王老师' : `学员${userId}`,
  isTeacher,
  text,
  gmtCreate: '2026-11-28 20:00:00',
});

const welcome = (role: 1 | 2, overrides: Partial<Extract<LiveChatServerFrame, { type: 'welcome' }>> = {}) =>
  ({
    type: 'welcome',
    role,
    userId: '7',
    muted: false,
    notice: '今晚讲听力',
    viewers: 3,
    messages: [message('1', '8', '老师好'), message('2', '9', '来了', false)],
    ...overrides,
  }) satisfies LiveChatServerFrame;

function renderBox() {
  const sockets: FakeSocket[] = [];
  const openSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  const view = render(
    <WithoutStyles>
      <LiveChatBox address={liveChatAddress('5')} openSocket={openSocket} />
    </WithoutStyles>,
  );
  return { sockets, latest: () => sockets[sockets.length - 1]!, ...view };
}

const input = () => screen.getByRole('textbox', { name: '聊天内容' });
const sendButton = () => screen.getByRole('button', { name: /发\s*送/ });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('live chat box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the notice, the messages and the count, and sends once every 2 s with the wait shown', () => {
    const { latest } = renderBox();
    expect(screen.getByRole('status').textContent).toContain('正在进入聊天室');
    latest().deliver(welcome(1));
    expect(screen.getByText('公告：今晚讲听力')).toBeTruthy();
    expect(screen.getByText('在线 3 人')).toBeTruthy();
    expect(screen.getByText('老师好')).toBeTruthy();
    expect(input().getAttribute('maxlength')).toBe(String(LiveChatRules.maxLength));
    // A viewer has no teacher's tools.
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();

    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    type('老师讲得好');
    fireEvent.click(sendButton());
    expect(latest().sent).toEqual([{ type: 'send', text: '老师讲得好' }]);
    expect((input() as HTMLInputElement).value).toBe('');
    act(() => void vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('2 秒后可再发送');
    type('再说一句');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(LiveChatRules.sendIntervalMs));
    expect(screen.queryByRole('status')).toBeNull();
    expect((sendButton() as HTMLButtonElement).disabled).toBe(false);

    latest().deliver({ type: 'message', message: message('3', '7', '老师讲得好') });
    latest().deliver({ type: 'viewers', count: 5 });
    latest().deliver({ type: 'deleted', id: '1' });
    expect(screen.getByText('在线 5 人')).toBeTruthy();
    expect(screen.queryByText('老师好')).toBeNull();
    const list = screen.getByRole('list', { name: '聊天消息' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['学员9来了', '学员7老师讲得好']);
  });

  it('says a refusal in words, waits the time the server asks, and locks the input once muted', () => {
    const { latest } = renderBox();
    latest().deliver(welcome(1));
    latest().deliver({ type: 'error', code: 429, msg: '发言太快了，请 2 秒后再试', retryAfter: 2 });
    expect(screen.getByRole('alert').textContent).toBe('发言太快了，请 2 秒后再试');
    act(() => void vi.advanceTimersByTime(0));
    expect(screen.getByRole('status').textContent).toBe('2 秒后可再发送');
    latest().deliver({ type: 'muted', userId: '7', muted: true });
    expect((input() as HTMLInputElement).disabled).toBe(true);
    expect(input().getAttribute('placeholder')).toBe('您已被主讲老师禁言');
  });

  it("gives the teacher the notice, delete and mute, each as the server's frame", () => {
    const { latest } = renderBox();
    latest().deliver(welcome(2, { notice: '' }));
    fireEvent.change(screen.getByRole('textbox', { name: '公告内容' }), { target: { value: '课后有作业' } });
    fireEvent.click(screen.getByRole('button', { name: /^置\s*顶$/ }));
    latest().deliver({ type: 'notice', text: '课后有作业' });
    expect(screen.getByText('公告：课后有作业')).toBeTruthy();
    const first = screen.getByText('老师好').closest('li')!;
    fireEvent.click(within(first).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(within(first).getByRole('button', { name: /禁\s*言/ }));
    latest().deliver({ type: 'muted', userId: '8', muted: true });
    fireEvent.click(within(first).getByRole('button', { name: '解除禁言' }));
    fireEvent.click(screen.getByRole('button', { name: '取消置顶' }));
    expect(latest().sent).toEqual([
      { type: 'notice', text: '课后有作业' },
      { type: 'delete', id: '1' },
      { type: 'mute', userId: '8', muted: true },
      { type: 'mute', userId: '8', muted: false },
      { type: 'notice', text: '' },
    ]);
  });

  it('reconnects after a drop with a growing wait, starting over once back in', () => {
    const { sockets, latest, unmount } = renderBox();
    latest().deliver(welcome(1));
    latest().drop();
    expect(screen.getByRole('status').textContent).toContain('正在重新连接');
    act(() => void vi.advanceTimersByTime(999));
    expect(sockets).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(sockets).toHaveLength(2);
    latest().drop();
    act(() => void vi.advanceTimersByTime(1999));
    expect(sockets).toHaveLength(2);
    act(() => void vi.advanceTimersByTime(1));
    expect(sockets).toHaveLength(3);
    latest().deliver(welcome(1));
    expect(screen.queryByRole('status')).toBeNull();
    latest().drop();
    act(() => void vi.advanceTimersByTime(1000));
    expect(sockets).toHaveLength(4);
    expect(latest().url).toBe('/apis/course/api/live/chat/5');
    // Leaving the page closes the socket and stops reconnecting.
    unmount();
    expect(latest().closed).toBe(true);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect after a refusal, and says why', () => {
    const { sockets, latest } = renderBox();
    latest().deliver({ type: 'error', code: 403, msg: '请先购买该课程' });
    latest().drop(LiveChatRules.refusedCloseCode);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(sockets).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('请先购买该课程');
    expect((input() as HTMLInputElement).disabled).toBe(true);
  });
});
