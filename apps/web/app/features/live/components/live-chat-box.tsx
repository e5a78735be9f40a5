import { LiveChatRules } from '@school/contracts';
import { Alert, Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { type OpenChatSocket, openBrowserSocket, useLiveChat } from './use-live-chat';
import '../live-chat.css';

/** Seconds left until `at` (0 once past), counted down while the box is shown. */
function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (time >= at) clearInterval(timer);
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

const connectionWords = {
  connecting: '正在进入聊天室…',
  reconnecting: '连接已断开，正在重新连接…',
} as const;

/**
 * The chat of a live lesson's room: the pinned notice on top, the messages, and the input (at most
 * 200 characters, one message every 2 s, the wait shown). The lesson's teacher also pins the notice and
 * deletes messages or mutes their writers. `address` is the socket's address from the live lesson.
 */
export function LiveChatBox({
  address,
  openSocket = openBrowserSocket,
}: {
  address: string;
  openSocket?: OpenChatSocket;
}) {
  const { state, send } = useLiveChat(address, openSocket);
  const [text, setText] = useState('');
  const [noticeText, setNoticeText] = useState('');
  const wait = useSecondsUntil(state.sendableAt);
  const open = state.connection === 'open';
  const canSend = open && !state.muted && wait === 0 && text.trim() !== '';

  const submit = () => {
    if (canSend && send({ type: 'send', text })) setText('');
  };

  return (
    <section className="live-chat" aria-label="直播聊天">
      <div className="live-chat__head">
        <span>聊天</span>
        <span className="live-chat__viewers">在线 {state.viewers} 人</span>
      </div>
      {state.notice && <Alert type="info" role="note" showIcon title={`公告：${state.notice}`} />}
      {state.connection !== 'open' && state.connection !== 'refused' && (
        <Alert type="warning" role="status" title={connectionWords[state.connection]} />
      )}
      {state.error && <Alert type="error" role="alert" title={state.error} />}
      {state.isTeacher && (
        <div className="live-chat__notice-form">
          <Input
            aria-label="公告内容"
            placeholder="输入要置顶的公告"
            maxLength={LiveChatRules.maxLength}
            value={noticeText}
            onChange={(event) => setNoticeText(event.target.value)}
          />
          <Button
            disabled={!open || noticeText.trim() === ''}
            onClick={() => send({ type: 'notice', text: noticeText })}
          >
            置顶
          </Button>
          <Button disabled={!open || !state.notice} onClick={() => send({ type: 'notice', text: '' })}>
            取消置顶
          </Button>
        </div>
      )}
      <ul className="live-chat__messages" aria-label="聊天消息" aria-live="polite">
        {state.messages.map((message) => {
          const mutedWriter = state.mutedUsers.includes(message.userId);
          return (
            <li key={message.id} className="live-chat__message">
              <span className={`live-chat__name${message.isTeacher ? ' live-chat__name--teacher' : ''}`}>
                {message.isTeacher ? `${message.nickname}（老师）` : message.nickname}
              </span>
              <span>{message.text}</span>
              {state.isTeacher && message.userId !== state.me && (
                <span className="live-chat__actions">
                  <Button size="small" type="link" onClick={() => send({ type: 'delete', id: message.id })}>
                    删除
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    onClick={() => send({ type: 'mute', userId: message.userId, muted: !mutedWriter })}
                  >
                    {mutedWriter ? '解除禁言' : '禁言'}
                  </Button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="live-chat__input">
        <Input
          aria-label="聊天内容"
          placeholder={state.muted ? '您已被主讲老师禁言' : '说点什么…'}
          maxLength={LiveChatRules.maxLength}
          showCount
          disabled={!open || state.muted}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={submit}
        />
        <Button type="primary" disabled={!canSend} onClick={submit}>
          发送
        </Button>
      </div>
      {wait > 0 && (
        <div className="live-chat__wait" role="status">
          {wait} 秒后可再发送
        </div>
      )}
    </section>
  );
}
