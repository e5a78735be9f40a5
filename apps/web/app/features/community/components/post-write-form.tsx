import type { communityContracts as community, Label } from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Select } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ClientOnly } from '~/components/client-only';
import { fieldRules, maxLengthOf } from '~/lib/form-rules';
import { MY_COMMUNITY_KEY } from '../api/queries';
import type { DraftKind } from '../drafts';
import { useRetryNotice } from './retry-notice';
import { useLocalDraft } from './use-draft';
import { WriteFrame } from './write-frame';

/** The fields every post has; a kind adds its own (a blog's cover, summary and source). */
export interface PostValues {
  title: string;
  content: string;
  labelNo: string;
}

/** A button that saves the form; `key` tells the kind which one was pressed (a blog's draft or publish). */
export interface SaveButton<Key> {
  key: Key;
  label: string;
  primary?: boolean;
}

/** Where the writer goes once the post is saved, and what they are told. */
/** A saved post as the kind's call answers it: its id and `PostState`. */
export interface SavedPost {
  id: string;
  state: number;
}

export interface AfterSave {
  message: string;
  to: string;
}

export interface PostWriteFormProps<Values extends PostValues, Key> {
  kind: DraftKind;
  postId: string | undefined;
  heading: string;
  back: { to: string; label: string };
  schema: typeof community.saveBlog.body | typeof community.saveQuestion.body;
  titleField: { label: string; placeholder: string };
  contentLabel: string;
  labels: readonly Label[];
  initial: Values;
  buttons: readonly SaveButton<Key>[];
  save(values: Values, key: Key): Promise<SavedPost>;
  afterSave(saved: SavedPost): AfterSave;
  /** The kind's own fields, below the label. */
  children?: ReactNode;
}

/**
 * Writing or editing a post (blog or question): title, body (Tiptap) and label, plus the kind's own
 * fields. What is typed is kept locally until it is saved.
 */
export function PostWriteForm<Values extends PostValues, Key>(props: PostWriteFormProps<Values, Key>) {
  const { schema, titleField, buttons } = props;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const draft = useLocalDraft(props.kind, props.postId);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState<{ key: Key }>();
  const retry = useRetryNotice();
  const initial = { ...props.initial, ...(draft.restored ?? {}) } as Values;

  const submit = async (key: Key) => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy({ key });
    try {
      const saved = await props.save(values, key);
      draft.forget();
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITY_KEY });
      const after = props.afterSave(saved);
      void message.success(after.message);
      void navigate(after.to);
    } catch (error) {
      // shown by the request layer; a rate limit's wait stays on the form; the local draft stays
      retry.refused(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <WriteFrame
      title={props.heading}
      back={props.back}
      note={draft.savedAt ? '已存到本机草稿' : draft.restored ? '已恢复本机草稿' : undefined}
      actions={buttons.map((button) => (
        <Button
          key={String(button.key)}
          type={button.primary ? 'primary' : 'default'}
          loading={busy?.key === button.key}
          disabled={retry.waiting || (busy !== undefined && busy.key !== button.key)}
          onClick={() => void submit(button.key)}
        >
          {button.label}
        </Button>
      ))}
    >
      {retry.notice}
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial}
        onValuesChange={(_changed, all) => draft.keep({ ...all })}
      >
        <Form.Item name="title" rules={fieldRules(schema, 'title', titleField.label)}>
          <Input
            className="write-page__title"
            placeholder={titleField.placeholder}
            aria-label={titleField.label}
            maxLength={maxLengthOf(schema, 'title')}
            showCount
          />
        </Form.Item>
        <Form.Item name="content" rules={fieldRules(schema, 'content', props.contentLabel)}>
          <BodyEditor />
        </Form.Item>
        <Form.Item name="labelNo" label="标签">
          <Select
            allowClear
            placeholder="选择一个标签"
            options={props.labels.map((label) => ({ value: label.labelNo, label: label.labelName }))}
          />
        </Form.Item>
        {props.children}
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
function BodyEditor({ value, onChange }: { value?: string; onChange?(html: string): void }) {
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
