import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { useState } from 'react';
import { Alert, Button, Card, Form, Image, Input, Radio, Space, Tag, Typography } from 'antd';
import { dataContracts, dataContracts as data, type AdminFeedback } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { PagedTable } from '../../../components/paged-table';
import { EditModal } from '../../../components/edit-modal';
import { dataQueries } from '../api/queries';
import { PersonCell } from '../../../components/form-fields';

/** The reply's schema: its length rules are the form's. */
const reply = dataContracts.adminReplyFeedback.body;

export function meta() {
  return [{ title: '意见反馈 - 运营后台' }];
}

export function Screenshots({ images, size = 48 }: { images: string[]; size?: number }) {
  if (!images.length) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space size={6} wrap>
        {images.map((src, i) => (
          <Image
            key={src + i}
            src={src}
            width={size}
            height={size}
            alt={`截图 ${i + 1}`}
            style={{ objectFit: 'cover', borderRadius: 4, background: '#f5f5f5' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The feedback being answered, above the reply field. */
function FeedbackSummary({ row }: { row: AdminFeedback }) {
  return (
    <div style={{ background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, marginBottom: 16 }}>
      <div style={{ color: '#888', fontSize: 12, marginBottom: 6 }}>
        {row.nickname || '（未设置昵称）'}（{row.mobile}）· {row.gmtCreate}
        {row.contact && ` · 联系方式：${row.contact}`}
      </div>
      <div style={{ whiteSpace: 'pre-wrap', marginBottom: row.images.length ? 8 : 0 }}>{row.content}</div>
      {row.images.length > 0 && <Screenshots images={row.images} size={64} />}
    </div>
  );
}

/** The reply field (1–1000) with the once-only warning. */
export function ReplyFields() {
  return (
    <>
      <Alert
        type="info"
        showIcon
        title="回复将以站内消息通知用户。每条反馈只能回复一次，发出后不能修改。"
        style={{ marginBottom: 16 }}
      />
      <Form.Item
        label="回复内容"
        name="reply"
        rules={[
          { required: true, whitespace: true, message: '请输入回复内容' },
          ...lengthRules(reply, 'reply', '回复'),
        ]}
      >
        <Input.TextArea rows={5} showCount maxLength={maxLengthOf(reply, 'reply')} placeholder="感谢您的反馈……" />
      </Form.Item>
    </>
  );
}

export default function FeedbackPage() {
  const api = useApi();
  const key = dataQueries.feedback(api).queryKey;
  const list = usePagedList<{ replyStatus?: 0 | 1 }, AdminFeedback>((body) => dataQueries.feedback(api, body), {
    replyStatus: 0,
  });
  const [replying, setReplying] = useState<AdminFeedback>();
  const reply = useAdminMutation(
    key,
    (b: { id: string; reply: string }) => api.call(data.adminReplyFeedback, b),
    '已回复，并已通知用户',
  );

  return (
    <Card title="意见反馈">
      <Space style={{ marginBottom: 16 }}>
        <Radio.Group
          optionType="button"
          value={list.filters.replyStatus ?? 'all'}
          onChange={(e) => {
            const v = e.target.value as 0 | 1 | 'all';
            list.search({ replyStatus: v === 'all' ? undefined : v });
          }}
          options={[
            { value: 0, label: '待回复' },
            { value: 1, label: '已回复' },
            { value: 'all', label: '全部' },
          ]}
        />
      </Space>
      <PagedTable<AdminFeedback>
        list={list}
        emptyText={['反馈读取失败', '没有反馈']}
        columns={[
          {
            title: '用户',
            key: 'user',
            width: 150,
            render: (_, r) => <PersonCell nickname={r.nickname} mobile={r.mobile} />,
          },
          {
            title: '反馈内容',
            dataIndex: 'content',
            render: (c: string) => (
              <Typography.Paragraph ellipsis={{ rows: 3, expandable: true, symbol: '展开' }} style={{ margin: 0 }}>
                {c}
              </Typography.Paragraph>
            ),
          },
          {
            title: '截图',
            dataIndex: 'images',
            width: 180,
            render: (images: string[]) => <Screenshots images={images} />,
          },
          { title: '联系方式', dataIndex: 'contact', width: 140, render: (c: string) => c || '-' },
          { title: '提交时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '回复',
            dataIndex: 'replyStatus',
            width: 240,
            render: (s: number, r) =>
              s === 1 ? (
                <div>
                  <Tag color="success">已回复</Tag>
                  <span style={{ color: '#888', fontSize: 12 }}>{r.replyTime}</span>
                  <Typography.Paragraph
                    ellipsis={{ rows: 2, expandable: true, symbol: '展开' }}
                    style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}
                  >
                    {r.reply}
                  </Typography.Paragraph>
                </div>
              ) : (
                <Tag color="processing">待回复</Tag>
              ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_, r) =>
              r.replyStatus === 1 ? (
                <Typography.Text type="secondary">-</Typography.Text>
              ) : (
                <Button type="link" size="small" onClick={() => setReplying(r)}>
                  回复
                </Button>
              ),
          },
        ]}
      />
      <EditModal<{ reply: string }>
        title="回复反馈"
        open={!!replying}
        width={620}
        okText="发送回复"
        initialValues={{ reply: '' }}
        onCancel={() => setReplying(undefined)}
        onSubmit={async ({ reply: text }) => {
          if (!replying) return;
          await reply.mutateAsync({ id: replying.id, reply: text.trim() });
          setReplying(undefined);
        }}
      >
        {replying && <FeedbackSummary row={replying} />}
        <ReplyFields />
      </EditModal>
    </Card>
  );
}
