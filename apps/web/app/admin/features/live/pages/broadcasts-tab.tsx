import { liveContracts, LiveStatus, type AdminBroadcast } from '@school/contracts';
import { Button, Modal, Popconfirm, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHlsStream } from '~/components/hls-stream';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { liveQueries } from '../api/queries';

const REPLAY = ['无', '生成中', '可播放', '生成失败', '已丢弃（7 天后删除）'];
const STATUS: Record<number, string> = {
  [LiveStatus.notStarted]: '等待推流',
  [LiveStatus.live]: '直播中',
  [LiveStatus.ended]: '已结束',
  [LiveStatus.replay]: '可回放',
};

/** Broadcasts on now (scope 1, with a preview) or ended with a recording (scope 2, kept or discarded). */
export function BroadcastsTab({ scope }: { scope: 1 | 2 }) {
  const api = useApi();
  const key = liveQueries.broadcasts(api).queryKey;
  const list = usePagedList<object, AdminBroadcast>((body) => liveQueries.broadcasts(api, { ...body, scope }), {});
  const [previewing, setPreviewing] = useState<AdminBroadcast>();
  const keep = useAdminMutation(
    key,
    (body: { id: string; keepReplay: 0 | 1 }) => api.call(liveContracts.adminSaveReplay, body),
    (body) => (body.keepReplay ? '已保留录像，回放生成中' : '已丢弃录像，7 天后删除'),
    { toastError: true },
  );
  const live = scope === 1;
  return (
    <>
      <PagedTable<AdminBroadcast>
        list={list}
        emptyText={['直播记录读取失败', live ? '现在没有直播' : '还没有录像']}
        scroll={{ x: 900 }}
        columns={[
          { title: '课时', render: (_, row) => `${row.courseName} · ${row.periodName}` },
          { title: '讲师', dataIndex: 'lecturerName', width: 120 },
          { title: '状态', width: 90, render: (_, row) => <Tag>{STATUS[row.liveStatus] ?? ''}</Tag> },
          { title: '开始', dataIndex: 'beginTime', width: 170 },
          live
            ? { title: '观看人数', dataIndex: 'viewers', width: 90 }
            : { title: '结束', dataIndex: 'endTime', width: 170 },
          { title: '最高观看', dataIndex: 'peakViewers', width: 90 },
          {
            title: '回放',
            width: 150,
            render: (_, row) => (live ? (row.keepReplay ? '结束后生成' : '结束后丢弃') : REPLAY[row.replayStatus]),
          },
          {
            title: '操作',
            width: 170,
            render: (_, row) => (
              <Space size="small" wrap>
                {live && row.liveStatus === LiveStatus.live ? (
                  <Button size="small" type="primary" onClick={() => setPreviewing(row)}>
                    预览
                  </Button>
                ) : null}
                {row.keepReplay && row.replayStatus === 0 ? (
                  <Popconfirm
                    title="丢弃这次直播的录像？"
                    description="结束后不生成回放，录像保留 7 天后删除，期间可恢复。"
                    okText="丢弃"
                    cancelText="取消"
                    onConfirm={() => keep.mutate({ id: row.id, keepReplay: 0 })}
                  >
                    <Button size="small">丢弃录像</Button>
                  </Popconfirm>
                ) : null}
                {!row.keepReplay && (live || row.replayStatus === 4) ? (
                  <Button size="small" onClick={() => keep.mutate({ id: row.id, keepReplay: 1 })}>
                    保留录像
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={previewing !== undefined}
        title={previewing ? `预览：${previewing.periodName}` : ''}
        footer={null}
        width={720}
        onCancel={() => setPreviewing(undefined)}
        destroyOnHidden
      >
        {previewing ? <Preview id={previewing.id} /> : null}
      </Modal>
    </>
  );
}

/** The broadcast as learners see it; the operator is not counted as a viewer. */
function Preview({ id }: { id: string }) {
  const api = useApi();
  const preview = useQuery({
    queryKey: ['admin', 'live', 'preview', id],
    queryFn: () => api.call(liveContracts.adminPreviewBroadcast, { id }),
    refetchInterval: 8 * 60_000,
    gcTime: 0,
  });
  const videoRef = useRef<HTMLVideoElement>(null);
  useHlsStream(videoRef, preview.data?.hlsUrl);
  return (
    <video
      ref={videoRef}
      muted
      autoPlay
      playsInline
      controls
      aria-label="直播预览"
      style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
    />
  );
}
