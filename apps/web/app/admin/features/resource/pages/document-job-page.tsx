import { DocState, resourceContracts as resource, type DocumentJob } from '@school/contracts';
import { Button, Card, Tabs, Tag, Typography } from 'antd';
import { useApi } from '~/lib/api-context';
import { formatSize } from '~/lib/file-size';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { resourceQueries } from '../api/queries';

export function meta() {
  return [{ title: '文档处理 - 运营后台' }];
}

const STATES: { key: DocState | 'all'; label: string; color?: string }[] = [
  { key: 'all', label: '全部' },
  { key: DocState.waiting, label: '等待处理', color: 'default' },
  { key: DocState.converting, label: '转换中', color: 'processing' },
  { key: DocState.ready, label: '可在线阅读', color: 'success' },
  { key: DocState.downloadOnly, label: '仅可下载', color: 'warning' },
  { key: DocState.failed, label: '失败', color: 'error' },
];

/** The document job of each upload of resources and the library: its state and reason; failed and download-only ones are prepared again. */
export default function DocumentJobPage() {
  const api = useApi();
  const key = resourceQueries.jobs(api).queryKey;
  const list = usePagedList((body) => resourceQueries.jobs(api, body), { docState: undefined as DocState | undefined });
  const retry = useAdminMutation(key, (id: string) => api.call(resource.adminRetryDocumentJob, { id }), '已重新排队', {
    toastError: true,
  });
  return (
    <Card title="文档处理">
      <Typography.Paragraph type="secondary">
        讲师上传的资源和文库文档在这里处理：判断文件类型、统计 PDF 页数，Office 文件转换为 PDF 供在线阅读。
        失败或仅可下载的文档可以重新处理。
      </Typography.Paragraph>
      <Tabs
        activeKey={String(list.filters.docState ?? 'all')}
        onChange={(k) => list.search({ docState: k === 'all' ? undefined : (Number(k) as DocState) })}
        items={STATES.map((s) => ({ key: String(s.key), label: s.label }))}
      />
      <PagedTable<DocumentJob>
        list={list}
        emptyText={['文档处理任务读取失败', '没有文档']}
        columns={[
          { title: '文档', dataIndex: 'docName', ellipsis: true },
          { title: '类型', dataIndex: 'docType', width: 70, render: (type: string) => type || '-' },
          { title: '大小', dataIndex: 'docSize', width: 100, render: (size: number) => formatSize(size) },
          { title: '页数', dataIndex: 'pageCount', width: 70, render: (pages: number) => pages || '-' },
          {
            title: '状态',
            width: 110,
            render: (_, row) => {
              const s = STATES.find((item) => item.key === row.docState);
              return <Tag color={s?.color}>{s?.label ?? row.docState}</Tag>;
            },
          },
          { title: '处理次数', dataIndex: 'attempts', width: 90 },
          {
            title: '原因',
            dataIndex: 'failReason',
            render: (text: string) => <Typography.Text type="danger">{text}</Typography.Text>,
          },
          { title: '上传时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            width: 100,
            render: (_, row) =>
              row.docState === DocState.failed || row.docState === DocState.downloadOnly ? (
                <Button
                  size="small"
                  type="primary"
                  loading={retry.isPending && retry.variables === row.id}
                  onClick={() => retry.mutate(row.id)}
                >
                  重新处理
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
