import type { LiveUrl } from '@school/contracts';
import { Alert, Result, Spin } from 'antd';
import { useRef } from 'react';
import { useHlsStream } from '~/components/hls-stream';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { keptChatQuery, replayQuery } from '../api/live-queries';

/** While the replay is being made, ask again this often. */
const REPLAY_RECHECK_MS = 20_000;

/**
 * After the lesson: the replay through the video courses' protected HLS, with the chat kept beside
 * it; until the replay is ready, why there is none yet (being made, or the teacher did not keep it).
 */
export function LiveReplay({ room }: { room: LiveUrl }) {
  const api = useApi();
  const videoRef = useRef<HTMLVideoElement>(null);
  const replay = usePersonalQuery({
    ...replayQuery(api, room.periodId),
    refetchInterval: (query) => (query.state.data?.play ? false : REPLAY_RECHECK_MS),
  });
  const chat = usePersonalQuery(keptChatQuery(api, room.periodId));
  const play = replay.data?.play;
  useHlsStream(videoRef, play?.playUrl);

  return (
    <section className="live-room" aria-label="直播回放">
      <div className="live-room__main">
        <h1 className="live-room__title">{play ? `${room.periodName}（回放）` : room.periodName}</h1>
        <div className="live-video">
          <video
            ref={videoRef}
            className="live-video__video"
            controls
            playsInline
            preload="metadata"
            poster={play?.coverUrl || undefined}
            aria-label={`回放：${room.periodName}`}
            hidden={!play}
          />
          {play ? null : replay.data ? (
            <div className="live-room__screen" role="status">
              <p className="live-room__screen-title">直播已结束</p>
              <p>{replay.data.refusal}</p>
            </div>
          ) : (
            <div className="live-room__screen">
              <Spin />
            </div>
          )}
        </div>
      </div>
      <aside className="live-room__side">
        <section className="live-chat" aria-label="聊天记录">
          <div className="live-chat__head">
            <span>聊天记录</span>
          </div>
          {chat.data?.notice ? <Alert type="info" role="note" showIcon title={`公告：${chat.data.notice}`} /> : null}
          {chat.isError ? <Result status="warning" title="聊天记录暂时无法读取" /> : null}
          <ul className="live-chat__messages" aria-label="聊天消息">
            {chat.data?.list.map((message) => (
              <li key={message.id} className="live-chat__message">
                <span className={`live-chat__name${message.isTeacher ? ' live-chat__name--teacher' : ''}`}>
                  {message.isTeacher ? `${message.nickname}（老师）` : message.nickname}
                </span>
                <span>{message.text}</span>
              </li>
            ))}
            {chat.data && chat.data.list.length === 0 ? (
              <li className="live-chat__message">这节直播没有聊天记录</li>
            ) : null}
          </ul>
        </section>
      </aside>
    </section>
  );
}
