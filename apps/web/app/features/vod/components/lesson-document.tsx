import {
  courseDocumentContracts,
  type CourseKind,
  type PeriodDoc,
  type PeriodDraft,
  ResourceRules,
} from '@school/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { COURSE_DRAFTS_KEY } from '../api/course-drafts';
import { docStateOf, downloadOnUpload, hasPages } from '../course-kinds';
import { formatBytes } from '../upload-plan';
import { VideoUploadCard } from './video-upload-card';

/** A document lesson's file on the chapters page: the job's state (with the reason it failed) and its settings. */
export function LessonDocument({ doc }: { doc: PeriodDoc | undefined }) {
  if (!doc)
    return (
      <span className="vod-lesson__video">
        <Tag>未上传文件</Tag>
      </span>
    );
  const state = docStateOf(doc);
  const facts = [
    doc.docType.toUpperCase(),
    formatBytes(doc.docSize),
    ...(doc.pageCount > 0 ? [`${doc.pageCount} 页`, `免费 ${Math.min(doc.freePages, doc.pageCount)} 页`] : []),
    doc.isDownload ? '可下载' : '仅在线查看',
  ].filter(Boolean);
  return (
    <span className="vod-lesson__video">
      <Tag color={state.color} className="vod-lesson__state">
        {state.text}
      </Tag>
      {doc.docName} · {facts.join(' · ')}
    </span>
  );
}

/** Uploads a lesson's file (resumable, in chunks) and sets it as the lesson's document. */
export function DocUploadDialog({
  lesson,
  kind,
  types,
  onClose,
}: {
  lesson: PeriodDraft;
  kind: CourseKind;
  types: readonly string[];
  onClose(): void;
}) {
  const api = useApi();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <Modal open title={`上传文件：${lesson.periodName}`} footer={null} onCancel={onClose} destroyOnHidden>
      <p className="video-upload__note">支持 {types.join('、')}，最大 2 GB；中断后再次选择同一文件会接着上传。</p>
      <VideoUploadCard
        periodId={lesson.id}
        document={{ types }}
        onUploaded={async (result, fileName) => {
          if (!result.documentId) return;
          try {
            await api.call(courseDocumentContracts.savePeriodDoc, {
              periodId: lesson.id,
              documentId: result.documentId,
              docName: fileName.slice(0, 200),
              isDownload: downloadOnUpload(kind, fileName, lesson.doc),
              freePages: lesson.doc?.freePages ?? ResourceRules.defaultFreePages,
            });
            void message.success('文件已上传，处理完成后学员即可查看');
            await queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
            onClose();
          } catch {
            // shown by the request layer
          }
        }}
      />
    </Modal>
  );
}

interface DocSettingsForm {
  docName: string;
  isDownload: 0 | 1;
  freePages: number;
}

/** The document's shown name, whether it may be downloaded, and how many pages non-buyers may read. */
export function DocSettingsDialog({ lesson, doc, onClose }: { lesson: PeriodDraft; doc: PeriodDoc; onClose(): void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DocSettingsForm>();
  const [saving, setSaving] = useState(false);
  const maxPages = doc.pageCount > 0 ? doc.pageCount : ResourceRules.maxFreePages;
  const save = async (values: DocSettingsForm) => {
    setSaving(true);
    try {
      await api.call(courseDocumentContracts.savePeriodDoc, {
        periodId: lesson.id,
        documentId: doc.documentId,
        docName: values.docName.trim(),
        isDownload: values.isDownload,
        freePages: values.freePages ?? 0,
      });
      await queryClient.invalidateQueries({ queryKey: COURSE_DRAFTS_KEY });
      onClose();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={`阅读与下载：${lesson.periodName}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<DocSettingsForm>
        form={form}
        layout="vertical"
        initialValues={{ docName: doc.docName, isDownload: doc.isDownload, freePages: doc.freePages }}
        onFinish={save}
      >
        <Form.Item name="docName" label="显示的文件名" rules={[{ required: true, message: '请填写文件名' }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="isDownload" label="学员可以下载">
          <Radio.Group
            options={[
              { value: 1, label: '可下载' },
              { value: 0, label: '仅在线查看' },
            ]}
          />
        </Form.Item>
        {hasPages(doc.docType) ? (
          <Form.Item
            name="freePages"
            label={doc.pageCount > 0 ? `未购买者可试读的页数（共 ${doc.pageCount} 页）` : '未购买者可试读的页数'}
          >
            <InputNumber min={0} max={maxPages} precision={0} />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
