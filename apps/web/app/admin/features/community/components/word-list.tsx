import { CommunityRules, communityContracts as community, type SensitiveWord } from '@school/contracts';
import { Button, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useApi } from '~/lib/api-context';
import { PagedTable } from '../../../components/paged-table';
import { usePagedList } from '../../../lib/paging';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { communityQueries } from '../api/queries';

/** The words typed one per line or separated by commas, blanks dropped. */
export const wordsOf = (text: string): string[] =>
  [...new Set(text.split(/[\n,，、]+/u).map((word) => word.trim()))].filter((word) => word !== '');

/** Sensitive words: posts, questions and comments containing one wait for review. */
export function WordList() {
  const api = useApi();
  const key = communityQueries.words(api).queryKey;
  const list = usePagedList<{ keyword?: string }, SensitiveWord>((body) => communityQueries.words(api, body), {});
  const [form] = Form.useForm<{ text: string }>();
  const add = useAdminMutation(
    key,
    (words: string[]) => api.call(community.adminSaveWord, { words }),
    '敏感词已添加（已有的词不重复添加）',
    { toastError: true },
  );
  const remove = useAdminMutation(key, (id: string) => api.call(community.adminDeleteWord, { id }), '已删除', {
    toastError: true,
  });

  return (
    <>
      <Typography.Paragraph type="secondary">
        含有这些词（不区分大小写）的文章、问题、回答和评论先进入“审核与评论”的审核队列，通过后才公开。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={({ text }) => add.mutate(wordsOf(text), { onSuccess: () => form.resetFields() })}
        style={{ maxWidth: 560, marginBottom: 24 }}
      >
        <Form.Item
          label="添加敏感词"
          name="text"
          extra={`每行一个，或用逗号分隔；一次最多 ${CommunityRules.sensitiveWordsPerSave} 个，每个不超过 ${CommunityRules.sensitiveWordMax} 个字；已有的会忽略`}
          rules={[
            {
              validator: async (_, text: string | undefined) => {
                const words = wordsOf(text ?? '');
                if (words.length === 0) throw new Error('请输入敏感词');
                if (words.length > CommunityRules.sensitiveWordsPerSave)
                  throw new Error(`一次最多 ${CommunityRules.sensitiveWordsPerSave} 个`);
                const long = words.find((word) => word.length > CommunityRules.sensitiveWordMax);
                if (long) throw new Error(`“${long}”超过 ${CommunityRules.sensitiveWordMax} 个字`);
              },
            },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          添加
        </Button>
      </Form>
      <Form<{ keyword?: string }> layout="inline" onFinish={list.search} style={{ marginBottom: 16 }}>
        <Form.Item name="keyword" label="查找">
          <Input allowClear placeholder="包含的文字" maxLength={CommunityRules.sensitiveWordMax} />
        </Form.Item>
        <Button htmlType="submit">查询</Button>
      </Form>
      <PagedTable<SensitiveWord>
        list={list}
        emptyText={['敏感词读取失败', '还没有敏感词']}
        columns={[
          { title: '敏感词', dataIndex: 'word' },
          { title: '添加时间', dataIndex: 'gmtCreate', width: 180 },
          {
            title: '操作',
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <Space size={0}>
                <Popconfirm
                  title={`删除“${row.word}”？`}
                  okText="删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => remove.mutateAsync(row.id)}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
