import { DownloadSetting, ResourceRules, resourceContracts as resource, type DownloadLog } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { SearchButtons } from '../../../components/search-buttons';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { resourceQueries } from '../api/queries';

export function meta() {
  return [{ title: '下载记录与限制 - 运营后台' }];
}

const limitField = DownloadSetting.properties.dailyDownloadLimit as unknown as { minimum: number; maximum: number };
const ID = /^\d{1,19}$/;

/** 每日下载上限: how many downloads one reader may start a day; past it, 今日下载次数已达上限. */
function DailyLimitForm() {
  const api = useApi();
  const setting = useQuery(resourceQueries.setting(api));
  const save = useAdminMutation(
    resourceQueries.setting(api).queryKey,
    (body: DownloadSetting) => api.call(resource.adminSaveDownloadSetting, body),
    '下载限制已保存',
    { toastError: true },
  );
  if (setting.isPending) return null;
  if (!setting.data) return <Typography.Text type="danger">下载限制读取失败</Typography.Text>;
  return (
    <Form<DownloadSetting> layout="inline" initialValues={setting.data} onFinish={(values) => save.mutate(values)}>
      <Form.Item
        label="每人每天最多下载"
        name="dailyDownloadLimit"
        rules={[{ required: true, message: '请输入每天最多下载次数' }]}
        extra={`${limitField.minimum}–${limitField.maximum} 次，默认 ${ResourceRules.defaultDailyDownloads} 次`}
      >
        <InputNumber min={limitField.minimum} max={limitField.maximum} precision={0} addonAfter="次" />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          保存
        </Button>
      </Form.Item>
    </Form>
  );
}

type Filters = { userId?: string; courseId?: string };

/** Every download started of resource and library files (reader, item, file, time, IP), and the daily limit. */
export default function DownloadPage() {
  const api = useApi();
  const list = usePagedList((body) => resourceQueries.downloads(api, body), {} as Filters);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="下载限制">
        <DailyLimitForm />
      </Card>
      <Card title="下载记录">
        <Typography.Paragraph type="secondary">
          每次开始下载记一条；同一人同一项目每天只计入一次下载次数（“计入次数”一列）。断点续传不重复记录。
        </Typography.Paragraph>
        <Form<Filters> layout="inline" onFinish={(values) => list.search(values)} style={{ marginBottom: 16 }}>
          <Form.Item name="userId" label="用户编号" rules={[{ pattern: ID, message: '请输入数字编号' }]}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="courseId" label="项目编号" rules={[{ pattern: ID, message: '请输入数字编号' }]}>
            <Input allowClear style={{ width: 200 }} />
          </Form.Item>
          <SearchButtons list={list} />
        </Form>
        <PagedTable<DownloadLog>
          list={list}
          emptyText={['下载记录读取失败', '还没有下载记录']}
          columns={[
            {
              title: '用户',
              width: 200,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>{row.nickname || '-'}</span>
                  <Typography.Text type="secondary">{row.mobile || row.userId}</Typography.Text>
                </Space>
              ),
            },
            { title: '文件', dataIndex: 'docName', ellipsis: true },
            { title: '项目编号', dataIndex: 'courseId', width: 190 },
            {
              title: '计入次数',
              dataIndex: 'counted',
              width: 90,
              render: (counted: number) => (counted ? <Tag color="success">是</Tag> : <Tag>否</Tag>),
            },
            { title: 'IP', dataIndex: 'ip', width: 140 },
            { title: '时间', dataIndex: 'gmtCreate', width: 170 },
          ]}
        />
      </Card>
    </Space>
  );
}
