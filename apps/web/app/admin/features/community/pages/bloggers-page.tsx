import { CommunityRules, communityContracts as community, type AdminBlogger } from '@school/contracts';
import { Avatar, Button, Card, Form, Input, InputNumber, Popconfirm, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { PagedTable } from '../../../components/paged-table';
import { shortDateTime } from '../../../lib/datetime';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';

export function meta() {
  return [{ title: '博主 - 运营后台' }];
}

interface Filters {
  keyword?: string;
  isRecommend?: 0 | 1;
}

const MUTE_PRESETS = [1, 3, 7, 30];

/** 博主: recommend a blogger to learners (the /blog sidebar), or mute one for some days. */
export default function BloggersPage() {
  const api = useApi();
  const key = communityQueries.bloggers(api).queryKey;
  const list = usePagedList<Filters, AdminBlogger>((body) => communityQueries.bloggers(api, body), {});
  const [muting, setMuting] = useState<AdminBlogger>();
  const recommend = useAdminMutation(
    key,
    (b: { id: string; isRecommend: 0 | 1 }) => api.call(community.adminRecommendBlogger, b),
    (b) => (b.isRecommend ? '已推荐' : '已取消推荐'),
    { toastError: true },
  );
  const mute = useAdminMutation(
    key,
    (b: { id: string; days: number }) => api.call(community.adminMuteBlogger, b),
    (b) => (b.days ? `已禁言 ${b.days} 天` : '已解除禁言'),
    { toastError: true },
  );

  return (
    <Card title="博主">
      <Form<Filters> layout="inline" initialValues={list.filters} onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item name="keyword" label="博主">
          <Input
            allowClear
            placeholder="博主名称"
            maxLength={maxLengthOf(community.adminListBlogger.body, 'keyword')}
          />
        </Form.Item>
        <Form.Item name="isRecommend" label="推荐">
          <Select
            style={{ width: 110 }}
            allowClear
            placeholder="全部"
            options={[
              { value: 1, label: '已推荐' },
              { value: 0, label: '未推荐' },
            ]}
          />
        </Form.Item>
        <Button htmlType="submit" type="primary">
          查询
        </Button>
      </Form>
      <PagedTable<AdminBlogger>
        list={list}
        rowKey="bloggerId"
        emptyText={['博主读取失败', '还没有博主：学员发表第一篇文章时成为博主']}
        columns={[
          {
            title: '博主',
            key: 'blogger',
            render: (_, row) => (
              <Space>
                <Avatar src={row.headImgUrl || undefined}>{row.bloggerName.slice(0, 1)}</Avatar>
                <a href={`/blog/blogger/${row.bloggerId}`} target="_blank" rel="noreferrer">
                  {row.bloggerName}
                </a>
              </Space>
            ),
          },
          { title: '文章', dataIndex: 'countPosts', width: 60 },
          { title: '粉丝', dataIndex: 'countFans', width: 60 },
          { title: '获赞', dataIndex: 'countLikes', width: 60 },
          { title: '成为博主', dataIndex: 'gmtCreate', width: 150, render: shortDateTime },
          {
            title: '推荐',
            key: 'isRecommend',
            width: 70,
            render: (_, row) => (
              <Switch
                size="small"
                checked={row.isRecommend === 1}
                aria-label={`推荐${row.bloggerName}`}
                onChange={(checked) => recommend.mutate({ id: row.bloggerId, isRecommend: checked ? 1 : 0 })}
              />
            ),
          },
          {
            title: '禁言',
            key: 'muted',
            width: 180,
            render: (_, row) =>
              row.mutedUntil ? <Tag color="red">禁言至 {shortDateTime(row.mutedUntil)}</Tag> : <Tag>正常</Tag>,
          },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, row) =>
              row.mutedUntil ? (
                <Popconfirm
                  title={`解除“${row.bloggerName}”的禁言？`}
                  okText="解除"
                  cancelText="取消"
                  onConfirm={() => mute.mutateAsync({ id: row.bloggerId, days: 0 })}
                >
                  <Button type="link" size="small">
                    解除禁言
                  </Button>
                </Popconfirm>
              ) : (
                <Button type="link" size="small" danger onClick={() => setMuting(row)}>
                  禁言
                </Button>
              ),
          },
        ]}
      />
      <EditModal<{ days: number }>
        title={`禁言：${muting?.bloggerName ?? ''}`}
        open={!!muting}
        okText="禁言"
        okDanger
        initialValues={{ days: 7 }}
        onCancel={() => setMuting(undefined)}
        onSubmit={async ({ days }) => {
          await mute.mutateAsync({ id: muting!.bloggerId, days });
          setMuting(undefined);
        }}
      >
        <Form.Item
          label="禁言天数"
          name="days"
          rules={[{ required: true, message: '请输入禁言天数' }]}
          extra="禁言期间可以浏览，不能发文、提问、回答和评论；到期自动解除"
        >
          <InputNumber min={1} max={CommunityRules.muteDaysMax} precision={0} style={{ width: 160 }} addonAfter="天" />
        </Form.Item>
        <Form.Item noStyle shouldUpdate>
          {(form) => (
            <Space wrap>
              {MUTE_PRESETS.map((days) => (
                <Button key={days} size="small" onClick={() => form.setFieldsValue({ days })}>
                  {days} 天
                </Button>
              ))}
            </Space>
          )}
        </Form.Item>
      </EditModal>
    </Card>
  );
}
