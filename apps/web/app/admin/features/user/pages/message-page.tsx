import { Card, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { userContracts as users } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { MessageForm } from '../components/message-form';
import { userQueries } from '../api/queries';

export function meta() {
  return [{ title: '站内消息 - 运营后台' }];
}

interface SentRow {
  id: string;
  title: string;
  content: string;
  sendType: number;
  sentCount: number;
  gmtCreate: string;
}

export default function MessagePage() {
  const api = useApi();
  const key = userQueries.sentMessages(api).queryKey;
  const queryClient = useQueryClient();
  const list = usePagedList((body) => userQueries.sentMessages(api, body), {});

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card title="发送站内消息">
        <Typography.Paragraph type="secondary">
          消息出现在用户的“我的消息”中，并计入网站顶部的未读数。填写手机号则只发给这些用户（须是本校用户）；不填即群发给本校全部用户。
        </Typography.Paragraph>
        <MessageForm
          onSend={async (body) => {
            const result = await api.call(users.adminSendMessage, body);
            await queryClient.invalidateQueries({ queryKey: key });
            return result;
          }}
        />
      </Card>
      <Card title="已发送">
        <Table<SentRow>
          rowKey="id"
          loading={list.query.isFetching}
          dataSource={list.rows}
          pagination={list.pagination}
          expandable={{
            expandedRowRender: (r) => <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>,
          }}
          locale={{ emptyText: list.query.isError ? '已发送的消息读取失败' : '还没有发送过消息' }}
          columns={[
            { title: '标题', dataIndex: 'title', width: 240, ellipsis: true },
            { title: '内容', dataIndex: 'content', ellipsis: true },
            {
              title: '发送方式',
              dataIndex: 'sendType',
              width: 110,
              render: (t: number) => (t === 1 ? <Tag color="orange">全校群发</Tag> : <Tag color="blue">指定用户</Tag>),
            },
            { title: '接收人数', dataIndex: 'sentCount', width: 100 },
            { title: '发送时间', dataIndex: 'gmtCreate', width: 170 },
          ]}
        />
      </Card>
    </div>
  );
}
