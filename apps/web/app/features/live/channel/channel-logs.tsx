import { liveContracts, LiveStatus, type LiveLog } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { ListPager } from '~/components/paged-list';
import { QueryContent } from '~/components/query-content';
import { useApi } from '~/lib/api-context';
import { usePersonalQuery } from '~/lib/personal-queries';
import { CHANNEL_KEY, channelLogsQuery, LOG_PAGE_SIZE } from './channel-queries';

const STATUS: Record<number, { text: string; color: string }> = {
  [LiveStatus.notStarted]: { text: '等待推流', color: 'default' },
  [LiveStatus.live]: { text: '直播中', color: 'red' },
  [LiveStatus.ended]: { text: '已结束', color: 'default' },
  [LiveStatus.replay]: { text: '可回放', color: 'green' },
};

const REPLAY = ['无录像', '回放生成中', '回放可播放', '回放生成失败', '录像已丢弃'];

/** 1:02:03 or 12:34. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

function replayText(log: LiveLog): string {
  const ended = log.liveStatus === LiveStatus.ended || log.liveStatus === LiveStatus.replay;
  if (!ended) return log.keepReplay ? '结束后生成回放' : '结束后丢弃录像';
  if (log.replayStatus === 4) return '录像已丢弃（7 天后删除，期间可恢复）';
  return REPLAY[log.replayStatus] ?? '';
}

/** My broadcasts: times, viewers and the replay; end one that is on, keep or discard its recording. */
export function ChannelLogs() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const logs = usePersonalQuery(channelLogsQuery(api, page));
  const [busy, setBusy] = useState('');

  const save = async (log: LiveLog, change: { isEnd?: 1; keepReplay?: 0 | 1 }) => {
    setBusy(log.id);
    try {
      await api.call(liveContracts.saveLiveLog, { id: log.id, ...change });
      await queryClient.invalidateQueries({ queryKey: CHANNEL_KEY });
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy('');
    }
  };

  return (
    <QueryContent query={logs} rows={4}>
      {(data) =>
        data.list.length === 0 ? (
          <Empty description="还没有直播记录：在课时开始前 30 分钟内用 OBS 推流即自动开播" />
        ) : (
          <>
            <ul className="channel-logs">
              {data.list.map((log) => {
                const status = STATUS[log.liveStatus];
                const ended = log.liveStatus === LiveStatus.ended || log.liveStatus === LiveStatus.replay;
                return (
                  <li key={log.id} className="channel-log">
                    <div className="channel-log__head">
                      <strong className="channel-log__title">{log.periodName}</strong>
                      {status ? <Tag color={status.color}>{status.text}</Tag> : null}
                    </div>
                    <div className="channel-log__course">{log.courseName}</div>
                    <dl className="channel-log__facts">
                      <dt>开始</dt>
                      <dd>{log.beginTime || '未开始'}</dd>
                      <dt>结束</dt>
                      <dd>{log.endTime || '—'}</dd>
                      <dt>时长</dt>
                      <dd>{formatDuration(log.duration)}</dd>
                      <dt>观看</dt>
                      <dd>
                        最高 {log.peakViewers} 人 · 共 {log.totalViewers} 人
                      </dd>
                      <dt>回放</dt>
                      <dd>{replayText(log)}</dd>
                    </dl>
                    <Space wrap>
                      {!ended ? (
                        <Popconfirm
                          title="结束这次直播？"
                          description="推流会被切断，学员的直播间显示已结束"
                          okText="结束直播"
                          cancelText="取消"
                          onConfirm={() => save(log, { isEnd: 1 })}
                        >
                          <Button danger loading={busy === log.id}>
                            结束直播
                          </Button>
                        </Popconfirm>
                      ) : null}
                      {!ended || log.replayStatus === 4 ? (
                        <Button
                          loading={busy === log.id}
                          onClick={() => void save(log, { keepReplay: log.keepReplay ? 0 : 1 })}
                        >
                          {log.keepReplay ? '不保留回放' : ended ? '恢复录像并生成回放' : '保留回放'}
                        </Button>
                      ) : null}
                    </Space>
                  </li>
                );
              })}
            </ul>
            <ListPager page={data} pageSize={LOG_PAGE_SIZE} onPage={setPage} />
          </>
        )
      }
    </QueryContent>
  );
}
