import { MOBILE_LENGTH } from '@school/contracts';
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { SmsCapAlert, SmsOutboxItem } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { PagedTable } from '../../../components/paged-table';
import { smsCodeOf, smsPurposeText } from '../../../lib/format';
import { userQueries } from '../api/queries';

export function meta() {
  return [{ title: '短信发件箱 - 运营后台' }];
}

const capText = (alert: SmsCapAlert) =>
  alert.capKind === 'site'
    ? `${alert.gmtCreate} 全站短信达到每日 ${alert.capLimit} 条上限，之后的发送被拒绝`
    : `${alert.gmtCreate} 地址 ${alert.clientIp} 达到每日 ${alert.capLimit} 条上限，之后的发送被拒绝`;

/** The daily SMS caps that were reached lately (decision 0019): a sign of abuse or of a cap set too low. */
function CapAlerts() {
  const api = useApi();
  const alerts = useQuery(userQueries.smsCapAlerts(api, { pageCurrent: 1, pageSize: 5 }));
  const list = alerts.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="短信发送触达每日上限"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {list.map((alert) => (
            <li key={alert.id}>{capText(alert)}</li>
          ))}
        </ul>
      }
    />
  );
}

export default function SmsOutboxPage() {
  const api = useApi();
  const list = usePagedList<{ mobile: string }, SmsOutboxItem>((body) => userQueries.smsOutbox(api, body), {
    mobile: '',
  });

  return (
    <Card
      title="短信发件箱（沙箱）"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.query.refetch()} loading={list.query.isFetching}>
          刷新
        </Button>
      }
    >
      <CapAlerts />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="沙箱短信通道不会真的发出短信，发送的内容都记录在这里，方便测试时查看验证码。接入真实短信服务后，这里只保留沙箱期间的记录。"
      />
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="输入完整手机号筛选"
          maxLength={MOBILE_LENGTH}
          style={{ width: 260 }}
          enterButton="查询"
          onSearch={(v) => list.search({ mobile: v.replace(/\D/g, '') })}
        />
      </Space>
      <PagedTable<SmsOutboxItem>
        list={list}
        emptyText={['发件箱读取失败', '没有短信记录']}
        columns={[
          { title: '手机号', dataIndex: 'mobile', width: 140 },
          { title: '用途', dataIndex: 'purpose', width: 130, render: (p: string) => <Tag>{smsPurposeText(p)}</Tag> },
          {
            title: '验证码',
            key: 'code',
            width: 120,
            render: (_, r) => {
              const code = smsCodeOf(r.content);
              return code ? (
                <Typography.Text code copyable={{ text: code, tooltips: ['复制', '已复制'] }}>
                  {code}
                </Typography.Text>
              ) : (
                '-'
              );
            },
          },
          { title: '短信内容', dataIndex: 'content' },
          { title: '发送时间', dataIndex: 'gmtCreate', width: 170 },
        ]}
      />
    </Card>
  );
}
