import { liveContracts, LiveStatus } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { LIVE_ROOM_KEY, liveRoomQuery } from '../api/live-queries';
import { countdownText, recheckMs, renewDelayMs, roomStage, wireTimeMs } from '../live-times';
import { LiveChatBox } from './live-chat-box';
import { LiveReplay } from './live-replay';
import { LiveVideo } from './live-video';
import { useNow } from './use-now';

/**
 * A lesson's room (`/live/detail/{id}?periodId=`): the countdown before the start, the stream while
 * live with its chat, the password when the channel has one, and after the end the replay with the
 * chat that was kept. A visitor is asked to sign in and comes back here; a reader who has not bought
 * the course is told so and offered `onBuy`.
 */
export function LiveRoom({
  periodId,
  scheduleStatus,
  onBuy,
}: {
  periodId: string;
  /** The lesson's state in the course's schedule, read again every few seconds: it tells the room of the end. */
  scheduleStatus: number | undefined;
  onBuy(): void;
}) {
  const api = useApi();
  const signedIn = useSchoolStore((state) => state.tokenInfo !== '');
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const location = useLocation();
  const now = useNow();
  const [losses, setLosses] = useState(0);
  const room = usePersonalQuery({
    ...liveRoomQuery(api, periodId),
    refetchInterval: (query) => {
      const data = query.state.data?.room;
      return data ? recheckMs(roomStage(data), wireTimeMs(data.startTime) - Date.now()) : false;
    },
  });
  const data = room.data?.room;
  const stage = data ? roomStage(data) : undefined;

  // A fresh viewer address before the one in use runs out.
  const { refetch } = room;
  useEffect(() => {
    if (stage !== 'live' || !data) return;
    const timer = setTimeout(() => void refetch(), renewDelayMs(data.hlsExpireTime, Date.now()));
    return () => clearTimeout(timer);
  }, [stage, data, refetch]);

  // The stream has no end mark the player sees at once; the schedule says when the lesson is over.
  const ended = stage === 'live' && scheduleStatus !== undefined && scheduleStatus !== LiveStatus.live;
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);

  if (!signedIn)
    return (
      <RoomNotice title="请先登录，登录后即可进入直播间">
        <Button
          type="primary"
          onClick={() => {
            saveReturnAddress(store, `${location.pathname}${location.search}`);
            void navigate('/login');
          }}
        >
          去登录
        </Button>
      </RoomNotice>
    );
  if (room.data?.refusal) {
    const { code, msg } = room.data.refusal;
    return (
      <RoomNotice title={msg || '暂时无法进入直播间'}>
        {code === 403 ? (
          <Button type="primary" onClick={onBuy}>
            购买课程
          </Button>
        ) : null}
      </RoomNotice>
    );
  }
  if (room.isError)
    return (
      <RoomNotice title="直播间暂时无法打开">
        <Button type="primary" onClick={() => void refetch()}>
          重试
        </Button>
      </RoomNotice>
    );
  if (!data || !stage)
    return (
      <div className="live-room__loading">
        <Spin />
      </div>
    );

  if (stage === 'password') return <PasswordForm periodId={periodId} />;
  if (stage === 'replay' || stage === 'processing') return <LiveReplay room={data} />;

  const msLeft = now === undefined ? 0 : wireTimeMs(data.startTime) - now;
  return (
    <section className="live-room" aria-label="直播间">
      <div className="live-room__main">
        <h1 className="live-room__title">{data.periodName}</h1>
        {stage === 'live' ? (
          <LiveVideo
            key={losses}
            hlsUrl={data.hlsUrl}
            onLost={() => {
              void refetch().then(() => setLosses((count) => count + 1));
            }}
          />
        ) : (
          <div className="live-room__screen" role="status">
            <p className="live-room__screen-title">
              {msLeft > 0 ? `距直播开始还有 ${countdownText(msLeft)}` : '老师即将开始直播，请稍候'}
            </p>
            <p>
              开始时间 {data.startTime.slice(0, 16)}
              {data.isTeacher === 1 ? '。请用 OBS 向您的频道推流，推流后学员即可看到画面' : ''}
            </p>
          </div>
        )}
      </div>
      <aside className="live-room__side">
        <LiveChatBox address={data.chatUrl} />
      </aside>
    </section>
  );
}

function RoomNotice({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="live-room live-room--notice" aria-label="直播间">
      <Result status="info" title={title} extra={children} />
    </section>
  );
}

/** The channel's viewer password, asked once per lesson. */
function PasswordForm({ periodId }: { periodId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);
  const submit = async ({ passwd }: { passwd: string }) => {
    setChecking(true);
    const reply = await api.request(liveContracts.checkChannelPasswd, { periodId, passwd }, { isShowErrTip: false });
    setChecking(false);
    if (reply.code !== 200) return setError(reply.msg || '观看密码不正确');
    await queryClient.invalidateQueries({ queryKey: LIVE_ROOM_KEY });
  };
  return (
    <RoomNotice title="这节直播需要观看密码">
      <Form layout="inline" className="live-room__passwd" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="passwd"
          rules={[{ required: true, message: '请输入观看密码' }]}
          validateStatus={error ? 'error' : undefined}
          help={error || undefined}
        >
          <Input.Password aria-label="观看密码" placeholder="观看密码" maxLength={20} onChange={() => setError('')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={checking}>
          进入直播间
        </Button>
      </Form>
    </RoomNotice>
  );
}
