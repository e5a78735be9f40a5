import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { contentQueries } from '../api/queries';
import { useApi } from '~/lib/api-context';
import { useMemo, useState } from 'react';
import { App, Button, Card, Col, Empty, Form, Input, Menu, Row, Space, Spin, Tag, Typography } from 'antd';
import { ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentContracts as content, NavArticleSave, type NavArticleAdmin } from '@school/contracts';
import { errorMessage, showUnlessShown } from '~/lib/request';
import { buildNavTree } from '../../../lib/site-rows';
import { HtmlEditor, HtmlPreview, MAX_ARTICLE_LENGTH } from '../components/html-editor';

export function meta() {
  return [{ title: '底部导航文章 - 运营后台' }];
}

type ArticleForm = Pick<NavArticleSave, 'artTitle' | 'artDesc'>;

/** Title (1–100) and the HTML body (≤ 100000) with a live preview; saving returns the sanitised HTML. */
export function ArticleEditor({
  article,
  onSave,
  onDirtyChange,
}: {
  article: NavArticleAdmin;
  onSave: (v: ArticleForm) => Promise<NavArticleAdmin>;
  /** true after an edit, false again once saved or undone. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ArticleForm>();
  const [saving, setSaving] = useState(false);
  const title = (Form.useWatch('artTitle', form) as string | undefined) ?? article.artTitle;
  const html = (Form.useWatch('artDesc', form) as string | undefined) ?? article.artDesc;

  const finish = async (v: ArticleForm) => {
    setSaving(true);
    try {
      const sent = (v.artDesc ?? '').trim();
      const saved = await onSave({ artTitle: v.artTitle.trim(), artDesc: sent });
      form.setFieldsValue({ artTitle: saved.artTitle, artDesc: saved.artDesc });
      onDirtyChange?.(false);
      if (saved.artDesc !== sent)
        message.warning('文章已保存；部分不允许的标签或属性已被服务端清除，编辑框已更新为保存后的内容');
      else message.success('文章已保存');
    } catch (err) {
      showUnlessShown(message, err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ArticleForm>
      form={form}
      layout="vertical"
      initialValues={{ artTitle: article.artTitle || article.navName, artDesc: article.artDesc }}
      onFinish={(v) => void finish(v)}
      onValuesChange={() => onDirtyChange?.(true)}
    >
      <Form.Item
        label="文章标题"
        name="artTitle"
        rules={[
          { required: true, whitespace: true, message: '请输入文章标题' },
          ...lengthRules(NavArticleSave, 'artTitle', '文章标题'),
        ]}
      >
        <Input showCount maxLength={maxLengthOf(NavArticleSave, 'artTitle')} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            label="正文（HTML）"
            name="artDesc"
            rules={[{ max: MAX_ARTICLE_LENGTH, message: `正文最多 ${MAX_ARTICLE_LENGTH} 个字符` }]}
            extra="可用标题、段落、加粗、列表、表格、链接和图片；脚本、样式和表单会在保存时被清除。"
          >
            <HtmlEditor />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="预览">
            <HtmlPreview title={title} html={html} height={548} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          保存文章
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onDirtyChange?.(false);
          }}
          disabled={saving}
        >
          撤销修改
        </Button>
        <a href={`/view/service?id=${article.navId}`} target="_blank" rel="noreferrer">
          <ExportOutlined /> 在网站查看
        </a>
      </Space>
    </Form>
  );
}

export default function NavArticlePage() {
  const api = useApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  const navs = useQuery(contentQueries.footerLinks(api));
  const tree = useMemo(() => buildNavTree(navs.data ?? []), [navs.data]);
  const links = tree.flatMap((g) => (g.parentId === '0' ? (g.children ?? []) : [g]));
  const [selectedId, setSelectedId] = useState<string>();
  const selected = links.find((l) => l.id === selectedId) ?? links[0];

  const articles = useQueries({
    queries: links.map((l) => contentQueries.navArticle(api, { id: l.id })),
  });
  const articleOf = (id: string) => articles[links.findIndex((l) => l.id === id)];
  const current = selected ? articleOf(selected.id) : undefined;

  const groups = tree.filter((g) => g.parentId === '0');
  const orphans = tree.filter((g) => g.parentId !== '0');
  const linkItem = (l: (typeof links)[number]) => {
    const a = articleOf(l.id)?.data;
    return {
      key: l.id,
      label: (
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{l.navName}</span>
          {a && (a.hasArticle === 1 ? <Tag color="success">已编写</Tag> : <Tag>未编写</Tag>)}
        </span>
      ),
    };
  };

  return (
    <Row gutter={16} align="top">
      <Col span={6}>
        <Card title="底部导航链接" styles={{ body: { padding: 8 } }}>
          {navs.isPending ? (
            <Spin style={{ display: 'block', margin: 24 }} />
          ) : links.length === 0 ? (
            <Empty description={<span>还没有底部导航链接，先到“站点设置 → 底部导航与友链”添加</span>} />
          ) : (
            <Menu
              mode="inline"
              style={{ borderInlineEnd: 'none' }}
              selectedKeys={selected ? [selected.id] : []}
              onClick={({ key }) => {
                if (key === selected?.id) return;
                const go = () => {
                  setDirty(false);
                  setSelectedId(key);
                };
                if (!dirty) return go();
                modal.confirm({
                  title: '放弃未保存的修改？',
                  content: `“${selected?.navName ?? ''}”的文章还没有保存，切换后修改将丢失。`,
                  okText: '放弃修改',
                  okButtonProps: { danger: true },
                  cancelText: '继续编辑',
                  onOk: go,
                });
              }}
              items={[
                ...groups.map((g) => ({
                  type: 'group' as const,
                  key: `g-${g.id}`,
                  label: g.navName,
                  children: (g.children ?? []).map(linkItem),
                })),
                ...(orphans.length
                  ? [
                      {
                        type: 'group' as const,
                        key: 'g-orphans',
                        label: '（分组已不存在）',
                        children: orphans.map(linkItem),
                      },
                    ]
                  : []),
              ]}
            />
          )}
        </Card>
      </Col>
      <Col span={18}>
        <Card
          title={selected ? `文章：${selected.navName}` : '文章'}
          extra={
            current?.data && (
              <Typography.Text type="secondary">
                {current.data.hasArticle === 1 ? `最后保存 ${current.data.gmtModified}` : '尚未编写'}
                {current.data.navStatusId !== 1 && '（链接已停用，网站上不显示）'}
              </Typography.Text>
            )
          }
        >
          {!selected ? (
            <Empty description="选择左侧的一个链接来编写它的文章" />
          ) : current?.isPending ? (
            <Spin style={{ display: 'block', margin: 48 }} />
          ) : current?.isError || !current?.data ? (
            <Empty description={current ? errorMessage(current.error) : '文章读取失败'} />
          ) : (
            <ArticleEditor
              key={selected.id}
              article={current.data}
              onDirtyChange={setDirty}
              onSave={async (v) => {
                const saved = await api.call(content.saveNavArticle, { navId: selected.id, ...v });
                queryClient.setQueryData(contentQueries.navArticle(api, { id: selected.id }).queryKey, saved);
                return saved;
              }}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
