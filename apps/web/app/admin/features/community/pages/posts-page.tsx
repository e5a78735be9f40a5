import { communityContracts as community, postStateText, type AdminBlog, type InfoSave } from '@school/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { EditModal } from '../../../components/edit-modal';
import { ImageUrlInput } from '../../../components/form-fields';
import { localInputToWire, wireToLocalInput } from '../../../lib/datetime';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';
import { PagedTable } from '../../../components/paged-table';
import { PostActions, PostStateTag, PostTitle, PostTitleSearch, type PostModeration } from '../components/post-actions';

const info = community.adminSaveInfo.body;

export function meta() {
  return [{ title: '文章与资讯 - 运营后台' }];
}

interface Filters {
  articleType?: number;
  keyword?: string;
  state?: number;
}

interface InfoValues extends Omit<InfoSave, 'publishTime'> {
  publishTime?: string;
}

/** Posts and info articles: hide, restore, delete, pin, recommend; write and schedule info articles. */
export default function CommunityPostsPage() {
  const api = useApi();
  const key = communityQueries.blogs(api).queryKey;
  const list = usePagedList<Filters, AdminBlog>((body) => communityQueries.blogs(api, body), { articleType: 1 });
  const zones = useQuery(communityQueries.zones(api));
  const [editing, setEditing] = useState<{ id?: string; values: Partial<InfoValues> }>();
  const act = useAdminMutation(key, (run: () => Promise<unknown>) => run(), '已更新', { toastError: true });
  const blogModeration: PostModeration = {
    top: (id, isTop) => api.call(community.adminTopBlog, { id, isTop }),
    recommend: (id, isRecommend) => api.call(community.adminRecommendBlog, { id, isRecommend }),
    restore: (id) => api.call(community.adminRestoreBlog, { id }),
    hide: (id) => api.call(community.adminHideBlog, { id }),
    remove: (id) => api.call(community.adminDeleteBlog, { id }),
  };
  const saveInfo = useAdminMutation(
    key,
    ({ id, body }: { id?: string; body: InfoSave }) =>
      id ? api.call(community.adminUpdateInfo, { id, ...body }) : api.call(community.adminSaveInfo, body),
    '资讯已保存',
  );

  const openInfo = async (row?: AdminBlog) => {
    if (!row) {
      setEditing({ values: { isOriginal: 1, zoneIds: [], isTop: 0, isRecommend: 0 } });
      return;
    }
    const detail = await api.call(community.adminViewBlog, { id: row.id });
    setEditing({
      id: row.id,
      values: {
        title: detail.title,
        content: detail.content,
        summary: detail.summary,
        coverUrl: detail.coverUrl,
        isOriginal: detail.isOriginal,
        sourceUrl: detail.sourceUrl,
        zoneIds: detail.zoneIds,
        publishTime: wireToLocalInput(detail.publishTime),
        isTop: detail.isTop,
        isRecommend: detail.isRecommend,
      },
    });
  };

  return (
    <Card
      title="文章与资讯"
      extra={
        <Button type="primary" onClick={() => void openInfo()}>
          写资讯
        </Button>
      }
    >
      <Form<Filters> layout="inline" initialValues={list.filters} onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item name="articleType" label="类型">
          <Select
            style={{ width: 110 }}
            allowClear
            placeholder="全部"
            options={[
              { value: 1, label: '博客' },
              { value: 2, label: '资讯' },
            ]}
          />
        </Form.Item>
        <Form.Item name="state" label="状态">
          <Select
            style={{ width: 110 }}
            allowClear
            placeholder="全部"
            options={Object.entries(postStateText).map(([value, label]) => ({ value: Number(value), label }))}
          />
        </Form.Item>
        <PostTitleSearch />
      </Form>
      <PagedTable<AdminBlog>
        list={list}
        emptyText={['文章读取失败', '没有文章']}
        columns={[
          {
            title: '标题',
            key: 'title',
            render: (_, row) => (
              <PostTitle
                row={row}
                href={row.articleType === 2 ? `/info/detail/${row.id}` : `/blog/article/${row.id}`}
              />
            ),
          },
          { title: '类型', key: 'type', width: 70, render: (_, row) => (row.articleType === 2 ? '资讯' : '博客') },
          { title: '作者', dataIndex: 'bloggerName', width: 110, render: (name: string) => name || '学校' },
          {
            title: '状态',
            key: 'state',
            width: 90,
            render: (_, row) => <PostStateTag row={row} />,
          },
          { title: '发布时间', dataIndex: 'publishTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 300,
            render: (_, row) => (
              <PostActions row={row} act={act} moderation={blogModeration} deleteTitle="删除这篇文章？">
                {row.articleType === 2 ? (
                  <Button type="link" size="small" onClick={() => void openInfo(row)}>
                    编辑
                  </Button>
                ) : null}
              </PostActions>
            ),
          },
        ]}
      />
      <EditModal<InfoValues>
        title={editing?.id ? '编辑资讯' : '写资讯'}
        open={editing !== undefined}
        width={820}
        initialValues={editing?.values}
        onCancel={() => setEditing(undefined)}
        onSubmit={async (values) => {
          const body: InfoSave = {
            ...values,
            summary: values.summary || undefined,
            coverUrl: values.coverUrl || undefined,
            isOriginal: values.isOriginal ? 1 : 0,
            sourceUrl: values.isOriginal ? undefined : values.sourceUrl || undefined,
            zoneIds: values.zoneIds ?? [],
            publishTime: values.publishTime ? localInputToWire(values.publishTime) : '',
            isTop: values.isTop ? 1 : 0,
            isRecommend: values.isRecommend ? 1 : 0,
          };
          await saveInfo.mutateAsync({ id: editing?.id, body });
          setEditing(undefined);
        }}
      >
        <Form.Item name="title" label="标题" rules={fieldRules(info, 'title', '标题')}>
          <Input maxLength={maxLengthOf(info, 'title')} showCount />
        </Form.Item>
        <Form.Item name="zoneIds" label="专区">
          <Select
            mode="multiple"
            placeholder="选择专区"
            options={(zones.data ?? []).map((zone) => ({ value: zone.zoneId, label: zone.zoneName }))}
          />
        </Form.Item>
        <Form.Item
          name="content"
          label="正文（HTML）"
          rules={fieldRules(info, 'content', '正文')}
          extra="保存时服务端按白名单净化"
        >
          <Input.TextArea rows={10} maxLength={maxLengthOf(info, 'content')} />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={fieldRules(info, 'summary', '摘要')}>
          <Input.TextArea rows={2} maxLength={maxLengthOf(info, 'summary')} showCount />
        </Form.Item>
        <Form.Item name="coverUrl" label="封面">
          <ImageUrlInput />
        </Form.Item>
        <Form.Item name="publishTime" label="定时发布" extra="不填为立即发布">
          <Input type="datetime-local" step={1} />
        </Form.Item>
        <Space size={32}>
          <Form.Item
            name="isTop"
            label="置顶"
            valuePropName="checked"
            getValueProps={(value) => ({ checked: Boolean(value) })}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="isRecommend"
            label="推荐"
            valuePropName="checked"
            getValueProps={(value) => ({ checked: Boolean(value) })}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="isOriginal"
            label="原创"
            valuePropName="checked"
            getValueProps={(value) => ({ checked: Boolean(value) })}
          >
            <Switch />
          </Form.Item>
        </Space>
      </EditModal>
    </Card>
  );
}
