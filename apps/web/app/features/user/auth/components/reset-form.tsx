import { userContracts } from '@school/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { confirmPasswordRules, newPasswordRules, PASSWORD_MAX } from '~/lib/form-rules';
import { useCaptcha } from '../use-captcha';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

interface ResetValues {
  mobile: string;
  captchaCode: string;
  code: string;
  password: string;
  confirm: string;
}

/** 找回密码: mobile, image captcha, SMS code (purpose reset), the new password twice. */
export function ResetForm({ onDone }: { onDone(): void }) {
  const [form] = Form.useForm<ResetValues>();
  const { captcha, refresh } = useCaptcha();
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    try {
      await api.call(userContracts.updatePassword, {
        mobile: values.mobile,
        code: values.code,
        password: values.password,
      });
      onDone();
    } catch {
      // shown by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" className="auth-form" onFinish={(values) => void submit(values)}>
      <MobileField placeholder="注册时使用的手机号" />
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <SmsCodeField form={form} purpose="reset" captcha={captcha} onCaptchaUsed={refresh} />
      <Form.Item name="password" rules={newPasswordRules}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="新密码（6–20 位）"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          aria-label="新密码"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules()}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="确认新密码"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          aria-label="确认新密码"
        />
      </Form.Item>
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          重置密码
        </Button>
      </Form.Item>
    </Form>
  );
}
