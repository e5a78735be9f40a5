import { communityContracts as community, PostState, type Label, type QuestionDetail } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { MY_COMMUNITY_KEY } from '../api/queries';
import { questionHref } from '../links';
import { BodyEditor } from './blog-write-form';
import { useLocalDraft } from './use-draft';
import { WriteFrame } from './write-frame';

const save = community.saveQuestion.body;

interface QuestionValues {
  title: string;
  content: string;
  labelNo: string;
}

/** Asking (or editing) a question: title, description (Tiptap) and a label; kept locally meanwhile. */
export function QuestionWriteForm({ question, labels }: { question?: QuestionDetail; labels: readonly Label[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const draft = useLocalDraft('question', question?.id);
  const [form] = Form.useForm<QuestionValues>();
  const [busy, setBusy] = useState(false);
  const initial: QuestionValues = {
    title: question?.title ?? '',
    content: question?.content ?? '',
    labelNo: question?.labelNo ?? '',
    ...(draft.restored
      ? { title: draft.restored.title, content: draft.restored.content, labelNo: draft.restored.labelNo }
      : {}),
  };

  const submit = async () => {
    let values: QuestionValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const body = { title: values.title.trim(), content: values.content, labelNo: values.labelNo || '' };
      const saved = question
        ? await api.call(community.updateQuestion, { id: question.id, ...body })
        : await api.call(community.saveQuestion, body);
      draft.forget();
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY });
      if (saved.state === PostState.published) {
        void message.success('问题已发布');
        void navigate(questionHref(saved.id));
      } else {
        void message.success('问题已提交，审核通过后公开');
        void navigate('/account/ques');
      }
    } catch {
      // shown by the request layer; the local draft stays
    } finally {
      setBusy(false);
    }
  };

  return (
    <WriteFrame
      title={question ? '编辑问题' : '我要提问'}
      back={{ to: '/question', label: '问答' }}
      note={draft.savedAt ? '已存到本机草稿' : draft.restored ? '已恢复本机草稿' : undefined}
      actions={
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {question ? '保存' : '发布问题'}
        </Button>
      }
    >
      <Form<QuestionValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_changed, all) => draft.keep({ ...all })}
      >
        <Form.Item name="title" rules={fieldRules(save, 'title', '问题标题')}>
          <Input
            className="write-page__title"
            placeholder="一句话说清您的问题"
            aria-label="问题标题"
            maxLength={maxLengthOf(save, 'title')}
            showCount
          />
        </Form.Item>
        <Form.Item name="content" rules={fieldRules(save, 'content', '问题描述')}>
          <BodyEditor />
        </Form.Item>
        <Form.Item name="labelNo" label="标签">
          <Select
            allowClear
            placeholder="选择一个标签"
            options={labels.map((label) => ({ value: label.labelNo, label: label.labelName }))}
          />
        </Form.Item>
      </Form>
    </WriteFrame>
  );
}
