import { communityContracts as community, PostState, type Label, type QuestionDetail } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { questionHref } from '../links';
import { PostWriteForm } from './post-write-form';

/** Asking (or editing) a question: the post's fields only. */
export function QuestionWriteForm({ question, labels }: { question?: QuestionDetail; labels: readonly Label[] }) {
  const api = useApi();
  return (
    <PostWriteForm
      kind="question"
      postId={question?.id}
      heading={question ? '编辑问题' : '我要提问'}
      back={{ to: '/question', label: '问答' }}
      schema={community.saveQuestion.body}
      titleField={{ label: '问题标题', placeholder: '一句话说清您的问题' }}
      contentLabel="问题描述"
      labels={labels}
      initial={{ title: question?.title ?? '', content: question?.content ?? '', labelNo: question?.labelNo ?? '' }}
      buttons={[{ key: 'publish', label: question ? '保存' : '发布问题', primary: true }]}
      save={(values) => {
        const body = { title: values.title.trim(), content: values.content, labelNo: values.labelNo || '' };
        return question
          ? api.call(community.updateQuestion, { id: question.id, ...body })
          : api.call(community.saveQuestion, body);
      }}
      afterSave={(saved) =>
        saved.state === PostState.published
          ? { message: '问题已发布', to: questionHref(saved.id) }
          : { message: '问题已提交，审核通过后公开', to: '/account/ques' }
      }
    />
  );
}
