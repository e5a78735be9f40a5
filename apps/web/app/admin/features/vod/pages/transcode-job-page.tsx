import { vodContracts as vod, type JobState, type TranscodeJob } from '@school/contracts';
import { Button, Card, Tabs, Tag, Typography } from 'antd';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { PagedTable } from '../../../components/paged-table';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { vodQueries } from '../api/queries';

export function meta() {
  return [{ title: '视频转码 - 运营后台' }];
}

const STATES: { key: JobState | 'all'; label: string; color?: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'waiting', label: '排队中', color: 'default' },
  { key: 'running', label: '转码中', color: 'processing' },
  { key: 'failed', label: '失败', color: 'error' },
  { key: 'done', label: '完成', color: 'success' },
];

/** The transcoding jobs of uploaded videos: their state, attempts and last error; a failed one is retried. */
export default function TranscodeJobPage() {
  const api = useApi();
  const key = vodQueries.jobs(api).queryKey;
  const list = usePagedList((body) => vodQueries.jobs(api, body), { state: undefined as JobState | undefined });
  const retry = useAdminMutation(key, (id: string) => api.call(vod.adminRetryTranscodeJob, { id }), '已重新排队', {
    toastError: true,
  });
  return (
    <Card title="视频转码">
      <Tabs
        activeKey={list.filters.state ?? 'all'}
        onChange={(k) => list.search({ state: k === 'all' ? undefined : (k as JobState) })}
        items={STATES.map((s) => ({ key: s.key, label: s.label }))}
      />
      <PagedTable<TranscodeJob>
        list={list}
        emptyText={['转码任务读取失败', '没有转码任务']}
        columns={[
          { title: '视频', dataIndex: 'videoName' },
          {
            title: '状态',
            width: 100,
            render: (_, row) => {
              const s = STATES.find((item) => item.key === row.state);
              return <Tag color={s?.color}>{s?.label ?? row.state}</Tag>;
            },
          },
          { title: '尝试', width: 80, render: (_, row) => `${row.attempts}/${row.maxAttempts}` },
          {
            title: '原因',
            dataIndex: 'lastError',
            render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
          },
          { title: '提交时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            width: 90,
            render: (_, row) =>
              row.state === 'failed' ? (
                <Button size="small" type="primary" onClick={() => retry.mutate(row.id)}>
                  重试
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
