import { communityContracts as community, PostState, type BlogDetail, type Label } from '@school/contracts';
import { Form, Input, Radio } from 'antd';
import { ImageUpload } from '~/components/image-upload';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { blogHref } from '../links';
import { PostWriteForm, type PostValues } from './post-write-form';

const save = community.saveBlog.body;

interface BlogValues extends PostValues {
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
 * Writing or editing a blog post: the post's fields, cover, summary, original or reprint with its
 * source. Saved as a draft (0) or published (1).
 */
export function BlogWriteForm({ post, labels }: { post?: BlogDetail; labels: readonly Label[] }) {
  const api = useApi();
  return (
    <PostWriteForm<BlogValues, 0 | 1>
      kind="blog"
      postId={post?.id}
      heading={post ? '编辑博客' : '写博客'}
      back={{ to: '/blog/account?type=bk', label: '我的博客' }}
      schema={save}
      titleField={{ label: '标题', placeholder: '请输入标题' }}
      contentLabel="正文"
      labels={labels}
      initial={valuesOf(post)}
      buttons={[
        { key: 0, label: '存草稿' },
        { key: 1, label: '发布', primary: true },
      ]}
      save={(values, blogStatus) => {
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
        return post ? api.call(community.updateBlog, { id: post.id, ...body }) : api.call(community.saveBlog, body);
      }}
      afterSave={(saved) =>
        saved.state === PostState.published
          ? { message: '文章已发布', to: blogHref(saved.id) }
          : {
              message: saved.state === PostState.inReview ? '文章已提交，审核通过后公开' : '草稿已保存',
              to: '/blog/account?type=bk',
            }
      }
    >
      <BlogFields />
    </PostWriteForm>
  );
}

function BlogFields() {
  const isOriginal = Form.useWatch<0 | 1 | undefined>('isOriginal', Form.useFormInstance());
  return (
    <>
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
    </>
  );
}
