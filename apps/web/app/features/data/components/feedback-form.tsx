import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { dataContracts as data, FeedbackSave } from '@school/contracts';
import { App, Button, Form, Input } from 'antd';
import { ImageListUpload } from '~/components/image-upload';
import { useApi } from '~/lib/api-context';
import { useSaving } from '~/lib/use-saving';

export const FEEDBACK_MAX_IMAGES: number = (FeedbackSave.properties.images as { maxItems?: number }).maxItems ?? 0;

/** 意见反馈: what happened, how to reach you, up to four screenshots. */
export function FeedbackForm({ onSaved }: { onSaved(): void }) {
  const [form] = Form.useForm<FeedbackSave>();
  const { message } = App.useApp();
  const api = useApi();
  const { saving, submit } = useSaving(async (values: FeedbackSave) => {
    await api.call(data.saveFeedback, {
      content: values.content.trim(),
      contact: (values.contact ?? '').trim(),
      images: values.images ?? [],
    });
    form.resetFields();
    void message.success('感谢您的反馈，我们会尽快处理并通过站内消息回复您');
    onSaved();
  });

  return (
    <Form
      form={form}
      layout="vertical"
      size="middle"
      className="feedback-form"
      initialValues={{ images: [] }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        label="反馈内容"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请填写反馈内容' },
          ...lengthRules(FeedbackSave, 'content', '反馈内容'),
        ]}
      >
        <Input.TextArea
          rows={5}
          maxLength={maxLengthOf(FeedbackSave, 'content')}
          showCount
          placeholder="请描述您遇到的问题或建议，例如：哪个页面、做了什么操作、看到了什么提示"
        />
      </Form.Item>
      <Form.Item label={`截图（选填，最多 ${FEEDBACK_MAX_IMAGES} 张）`} name="images">
        <ImageListUpload max={FEEDBACK_MAX_IMAGES} />
      </Form.Item>
      <Form.Item label="联系方式（选填）" name="contact" rules={lengthRules(FeedbackSave, 'contact', '联系方式')}>
        <Input
          maxLength={maxLengthOf(FeedbackSave, 'contact')}
          placeholder="手机号、邮箱或微信，方便我们联系您"
          className="feedback-form__contact"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          提交反馈
        </Button>
      </Form.Item>
    </Form>
  );
}
