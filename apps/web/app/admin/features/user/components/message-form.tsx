import { lengthRules, maxLengthOf } from '~/lib/form-rules';
import { AdminMessageSend } from '@school/contracts';
import { useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { showUnlessShown } from '~/lib/request';
import { mobilesError, normalizeMobiles } from '../mobiles';
import { MobileTagsInput } from './mobile-tags-input';

export interface MessageValues {
  title: string;
  content: string;
  mobiles: string[];
}

const blank: MessageValues = { title: '', content: '', mobiles: [] };

/**
 * The send form of 站内消息: title (1–50), content (1–2000) and recipients by mobile (≤ 200).
 * No recipients means a broadcast to every user of the school, so that is confirmed first.
 * On success the form is cleared; on refusal the server's message is shown and the form kept.
 */
export function MessageForm({ onSend }: { onSend: (body: MessageValues) => Promise<{ sentCount: number }> }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<MessageValues>();
  const [sending, setSending] = useState(false);

  const send = async (body: MessageValues) => {
    setSending(true);
    try {
      const { sentCount } = await onSend(body);
      message.success(
        body.mobiles.length ? `已发送给 ${sentCount} 位用户` : `已群发给本校全部用户，共 ${sentCount} 位`,
      );
      form.resetFields();
    } catch (err) {
      showUnlessShown(message, err);
    } finally {
      setSending(false);
    }
  };

  const finish = (v: MessageValues) => {
    const body: MessageValues = {
      title: v.title.trim(),
      content: v.content.trim(),
      mobiles: normalizeMobiles(v.mobiles ?? []),
    };
    if (body.mobiles.length > 0) {
      void send(body);
      return;
    }
    modal.confirm({
      title: '确认群发给本校全部用户？',
      content: `没有填写接收人手机号，消息“${body.title}”将发送给本校的每一位用户，发送后无法撤回。`,
      okText: '确认群发',
      cancelText: '取消',
      onOk: () => send(body),
    });
  };

  return (
    <Form<MessageValues>
      form={form}
      layout="vertical"
      initialValues={blank}
      onFinish={finish}
      style={{ maxWidth: 720 }}
      requiredMark
    >
      <Form.Item
        label="标题"
        name="title"
        rules={[
          { required: true, whitespace: true, message: '请输入消息标题' },
          ...lengthRules(AdminMessageSend, 'title', '消息标题'),
        ]}
      >
        <Input
          showCount
          maxLength={maxLengthOf(AdminMessageSend, 'title')}
          placeholder="例如：国庆假期直播课调整通知"
        />
      </Form.Item>
      <Form.Item
        label="内容"
        name="content"
        rules={[
          { required: true, whitespace: true, message: '请输入消息内容' },
          ...lengthRules(AdminMessageSend, 'content', '消息内容'),
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={maxLengthOf(AdminMessageSend, 'content')}
          placeholder="用户在“我的消息”中看到的正文"
        />
      </Form.Item>
      <Form.Item
        label="接收人手机号"
        name="mobiles"
        rules={[
          {
            validator: (_, v: string[] | undefined) => {
              const err = mobilesError(v);
              return err ? Promise.reject(new Error(err)) : Promise.resolve();
            },
          },
        ]}
      >
        <MobileTagsInput />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0 }}>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={sending}>
            发送
          </Button>
          <Button onClick={() => form.resetFields()} disabled={sending}>
            清空
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
