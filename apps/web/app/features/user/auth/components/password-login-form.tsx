import { ClientType, userContracts } from '@school/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { needsCaptcha } from '~/lib/needs-captcha';
import { useCaptcha } from '../use-captcha';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';

interface PasswordLoginValues {
  mobile: string;
  password: string;
  captchaCode?: string;
}

/** 密码登录: mobile and password; the image captcha appears once the server asks for it. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn(result: LoginResult): void }) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { captcha, refresh } = useCaptcha(captchaNeeded);
  const api = useApi();

  const submit = async (values: PasswordLoginValues) => {
    setSubmitting(true);
    try {
      const result = await api.call(userContracts.loginByPassword, {
        mobile: values.mobile,
        password: values.password,
        clientType: ClientType.web,
        ...(captchaNeeded && captcha ? { captchaId: captcha.captchaId, captchaCode: values.captchaCode?.trim() } : {}),
      });
      onSignedIn(result);
    } catch (error) {
      // The message was shown by the request layer; a captcha is single use, so a new one is due.
      if (needsCaptcha(error)) setCaptchaNeeded(true);
      if (captchaNeeded || needsCaptcha(error)) {
        form.setFieldValue('captchaCode', '');
        refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" className="auth-form" onFinish={(values) => void submit(values)}>
      <MobileField />
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
          aria-label="密码"
        />
      </Form.Item>
      {captchaNeeded ? <CaptchaField captcha={captcha} onRefresh={refresh} required /> : null}
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
