import {
  communityContracts as community,
  type AdminComment,
  type AdminQuestion,
  type ReviewItem,
} from '@school/contracts';
import { Button, Card, Form, Input, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';
import { PagedTable } from '../../../components/paged-table';
import { PostActions, PostStateTag, PostTitle, PostTitleSearch, type PostModeration } from '../components/post-actions';

const reject = community.adminRejectReview.body;
const KIND_TEXT: Record<number, string> = { 1: '博客', 2: '问题', 3: '评论 / 回答' };

export function meta() {
  return [{ title: '社区审核 - 运营后台' }];
}

/** The review queue, questions, and comments and answers: hide, restore, delete, pin, recommend. */
export default function CommunityModerationPage() {
  return (
    <Card title="社区审核">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'review', label: '审核队列', children: <ReviewTab /> },
          { key: 'comments', label: '评论与回答', children: <CommentTab /> },
          { key: 'questions', label: '问题', children: <QuestionTab /> },
        ]}
      />
    </Card>
  );
}

function ReviewTab() {
  const api = useApi();
  const key = communityQueries.reviews(api).queryKey;
  const list = usePagedList<{ kind?: number }, ReviewItem>((body) => communityQueries.reviews(api, body), {});
  const approve = useAdminMutation(
    key,
    (row: ReviewItem) => api.call(community.adminApproveReview, { kind: row.kind, id: row.id }),
    '已通过，内容已公开',
    { toastError: true },
  );
  const refuse = useAdminMutation(
    key,
    (body: { kind: number; id: string; reason: string }) => api.call(community.adminRejectReview, body),
    '已驳回，并已通知作者',
  );
  const [rejecting, setRejecting] = useState<ReviewItem>();
  return (
    <>
      <Table<ReviewItem>
        rowKey={(row) => `${row.kind}-${row.id}`}
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={list.pagination}
        locale={{ emptyText: list.query.isError ? '审核队列读取失败' : '没有待审核的内容' }}
        columns={[
          { title: '种类', dataIndex: 'kind', width: 100, render: (kind: number) => KIND_TEXT[kind] },
          {
            title: '内容',
            key: 'content',
            render: (_, row) => (
              <div>
                <strong>{row.title}</strong>
                <div style={{ color: '#5c6169' }}>{row.excerpt}</div>
              </div>
            ),
          },
          { title: '作者', dataIndex: 'nickname', width: 110 },
          {
            title: '原因',
            dataIndex: 'reasons',
            width: 180,
            render: (reasons: string[]) => reasons.map((reason) => <Tag key={reason}>{reason}</Tag>),
          },
          { title: '提交时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => approve.mutate(row)}>
                  通过
                </Button>
                <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
                  驳回
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <EditModal<{ reason: string }>
        title="驳回"
        okText="确认驳回"
        okDanger
        open={rejecting !== undefined}
        onCancel={() => setRejecting(undefined)}
        onSubmit={async ({ reason }) => {
          if (!rejecting) return;
          await refuse.mutateAsync({ kind: rejecting.kind, id: rejecting.id, reason });
          setRejecting(undefined);
        }}
      >
        <Form.Item name="reason" label="原因（将告知作者）" rules={fieldRules(reject, 'reason', '原因')}>
          <Input.TextArea rows={3} maxLength={maxLengthOf(reject, 'reason')} showCount />
        </Form.Item>
      </EditModal>
    </>
  );
}

function CommentTab() {
  const api = useApi();
  const key = communityQueries.comments(api).queryKey;
  const list = usePagedList<{ keyword?: string; isHidden?: 0 | 1 }, AdminComment>(
    (body) => communityQueries.comments(api, body),
    {},
  );
  const act = useAdminMutation(key, (run: () => Promise<unknown>) => run(), '已更新', { toastError: true });
  return (
    <>
      <Form layout="inline" onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item name="keyword" label="内容">
          <Input allowClear placeholder="关键词" />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          查询
        </Button>
      </Form>
      <Table<AdminComment>
        rowKey="id"
        loading={list.query.isFetching}
        dataSource={list.rows}
        pagination={list.pagination}
        locale={{ emptyText: list.query.isError ? '评论读取失败' : '没有评论' }}
        columns={[
          {
            title: '内容',
            key: 'content',
            render: (_, row) => (
              <div>
                <div>{row.content.replace(/<[^>]*>/g, ' ').trim()}</div>
                <div style={{ color: '#5c6169', fontSize: 12 }}>
                  {row.targetType === 2 ? '回答' : '评论'} · {row.targetTitle}
                </div>
              </div>
            ),
          },
          { title: '作者', dataIndex: 'nickname', width: 110 },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, row) =>
              row.statusId === 0 ? (
                <Tag>已删除</Tag>
              ) : row.isHidden ? (
                <Tag color="red">已屏蔽</Tag>
              ) : (
                <Tag color="green">正常</Tag>
              ),
          },
          { title: '时间', dataIndex: 'gmtCreate', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <Space size={0}>
                {row.isHidden || row.statusId === 0 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act.mutate(() => api.call(community.adminRestoreComment, { id: row.id }))}
                  >
                    恢复
                  </Button>
                ) : (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => act.mutate(() => api.call(community.adminHideComment, { id: row.id }))}
                  >
                    屏蔽
                  </Button>
                )}
                {row.statusId === 0 ? null : (
                  <Popconfirm
                    title="删除这条内容？"
                    okText="删除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() => act.mutateAsync(() => api.call(community.adminDeleteComment, { id: row.id }))}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}

function QuestionTab() {
  const api = useApi();
  const key = communityQueries.questions(api).queryKey;
  const list = usePagedList<{ keyword?: string }, AdminQuestion>((body) => communityQueries.questions(api, body), {});
  const act = useAdminMutation(key, (run: () => Promise<unknown>) => run(), '已更新', { toastError: true });
  const questionModeration: PostModeration = {
    top: (id, isTop) => api.call(community.adminTopQuestion, { id, isTop }),
    recommend: (id, isRecommend) => api.call(community.adminRecommendQuestion, { id, isRecommend }),
    restore: (id) => api.call(community.adminRestoreQuestion, { id }),
    hide: (id) => api.call(community.adminHideQuestion, { id }),
    remove: (id) => api.call(community.adminDeleteQuestion, { id }),
  };
  return (
    <>
      <Form layout="inline" onFinish={list.search} style={{ marginBottom: 16 }}>
        <PostTitleSearch />
      </Form>
      <PagedTable<AdminQuestion>
        list={list}
        emptyText={['问题读取失败', '没有问题']}
        columns={[
          {
            title: '标题',
            key: 'title',
            render: (_, row) => (
              <PostTitle row={row} href={`/question/view/${row.id}`}>
                {row.isSolved ? <Tag color="green">已解决</Tag> : null}
              </PostTitle>
            ),
          },
          { title: '提问者', dataIndex: 'nickname', width: 110 },
          { title: '状态', key: 'state', width: 90, render: (_, row) => <PostStateTag row={row} /> },
          { title: '回答', dataIndex: 'countAnswer', width: 70 },
          {
            title: '操作',
            key: 'actions',
            width: 300,
            render: (_, row) => (
              <PostActions row={row} act={act} moderation={questionModeration} deleteTitle="删除这个问题？" />
            ),
          },
        ]}
      />
    </>
  );
}
