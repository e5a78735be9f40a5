import { communityContracts as community, PostState, type BlogDetail, type Label } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio, Select } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientOnly } from '~/components/client-only';
import { ImageUpload } from '~/components/image-upload';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { MY_COMMUNITY_KEY } from '../api/queries';
import { blogHref } from '../links';
import { useLocalDraft } from './use-draft';
import { WriteFrame } from './write-frame';

const save = community.saveBlog.body;

interface BlogValues {
  title: string;
  content: string;
  labelNo: string;
  summary: string;
  coverUrl: string;
  isOriginal: 0 | 1;
  sourceUrl: string;
}

const valuesOf = (post: BlogDetail | undefined): BlogValues => ({
  title: post?.title ?? '',
  content: post?.content ?? '',
  labelNo: post?.labelNo ?? '',
  summary: post?.summary ?? '',
  coverUrl: post?.coverUrl ?? '',
  isOriginal: post && !post.isOriginal ? 0 : 1,
  sourceUrl: post?.sourceUrl ?? '',
});

/**
 * Writing or editing a blog post: title, body (Tiptap), label, cover, summary, original or
 * reprint with its source. Saved as a draft or published; what is typed is kept locally meanwhile.
 */
export function BlogWriteForm({ post, labels }: { post?: BlogDetail; labels: readonly Label[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const draft = useLocalDraft('blog', post?.id);
  const [form] = Form.useForm<BlogValues>();
  const [busy, setBusy] = useState<0 | 1>();
  const isOriginal = Form.useWatch('isOriginal', form);
  const initial = { ...valuesOf(post), ...(draft.restored ?? {}) } as BlogValues;

  const submit = async (blogStatus: 0 | 1) => {
    let values: BlogValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(blogStatus);
    try {
      const body = {
        title: values.title.trim(),
        content: values.content,
        labelNo: values.labelNo || '',
        summary: values.summary?.trim() || undefined,
        coverUrl: values.coverUrl || undefined,
        isOriginal: values.isOriginal,
        sourceUrl: values.isOriginal ? undefined : values.sourceUrl || undefined,
        blogStatus,
      };
      const saved = post
        ? await api.call(community.updateBlog, { id: post.id, ...body })
        : await api.call(community.saveBlog, body);
      draft.forget();
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY });
      if (saved.state === PostState.published) {
        void message.success('文章已发布');
        void navigate(blogHref(saved.id));
      } else {
        void message.success(saved.state === PostState.inReview ? '文章已提交，审核通过后公开' : '草稿已保存');
        void navigate('/blog/account?type=bk');
      }
    } catch {
      // shown by the request layer; the local draft stays
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <WriteFrame
      title={post ? '编辑博客' : '写博客'}
      back={{ to: '/blog/account?type=bk', label: '我的博客' }}
      note={draft.savedAt ? '已存到本机草稿' : draft.restored ? '已恢复本机草稿' : undefined}
      actions={
        <>
          <Button loading={busy === 0} disabled={busy === 1} onClick={() => void submit(0)}>
            存草稿
          </Button>
          <Button type="primary" loading={busy === 1} disabled={busy === 0} onClick={() => void submit(1)}>
            发布
          </Button>
        </>
      }
    >
      <Form<BlogValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_changed, all) => draft.keep({ ...all })}
      >
        <Form.Item name="title" rules={fieldRules(save, 'title', '标题')}>
          <Input
            className="write-page__title"
            placeholder="请输入标题"
            aria-label="标题"
            maxLength={maxLengthOf(save, 'title')}
            showCount
          />
        </Form.Item>
        <Form.Item name="content" rules={fieldRules(save, 'content', '正文')}>
          <BodyEditor />
        </Form.Item>
        <Form.Item name="labelNo" label="标签">
          <Select
            allowClear
            placeholder="选择一个标签"
            options={labels.map((label) => ({ value: label.labelNo, label: label.labelName }))}
          />
        </Form.Item>
        <Form.Item name="coverUrl" label="封面">
          <ImageUpload buttonText="上传封面" />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={fieldRules(save, 'summary', '摘要')} extra="不填时取正文开头">
          <Input.TextArea rows={2} maxLength={maxLengthOf(save, 'summary')} showCount />
        </Form.Item>
        <Form.Item name="isOriginal" label="文章类型">
          <Radio.Group
            options={[
              { value: 1, label: '原创' },
              { value: 0, label: '转载' },
            ]}
          />
        </Form.Item>
        {isOriginal === 0 ? (
          <Form.Item
            name="sourceUrl"
            label="转载来源"
            rules={[{ required: true, message: '请填写转载来源地址' }, ...fieldRules(save, 'sourceUrl', '来源地址')]}
          >
            <Input placeholder="https://" maxLength={maxLengthOf(save, 'sourceUrl')} />
          </Form.Item>
        ) : null}
      </Form>
    </WriteFrame>
  );
}

/**
 * Tiptap and ProseMirror are loaded in the browser when a form first shows the editor: never with
 * the page, and never by the server, which would keep their code in memory for nothing.
 */
const RichEditor = lazy(() => import('./rich-editor').then((module) => ({ default: module.RichEditor })));

/** The editor's empty frame, shown until its code has loaded, so the form does not jump. */
const editorFrame = (
  <div className="rich-editor" aria-busy="true">
    <div className="rich-editor__toolbar" />
    <div className="rich-editor__content" />
  </div>
);

/** The Tiptap editor as a form control. */
export function BodyEditor({ value, onChange }: { value?: string; onChange?(html: string): void }) {
  return (
    <ClientOnly fallback={editorFrame}>
      <Suspense fallback={editorFrame}>
        <RichEditor
          value={value ?? ''}
          onChange={(html) => onChange?.(html)}
          label="正文"
          placeholder="从这里开始写正文…"
        />
      </Suspense>
    </ClientOnly>
  );
}
