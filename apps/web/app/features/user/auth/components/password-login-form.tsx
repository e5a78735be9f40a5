import { ClientType, userContracts } from '@school/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useSignInAttempt } from '../use-sign-in-attempt';
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
  const { captcha, refresh, captchaNeeded, submitting, attempt } = useSignInAttempt(form, false);
  const api = useApi();

  const submit = (values: PasswordLoginValues) =>
    attempt(values, async (captchaAnswer) => {
      const result = await api.call(userContracts.loginByPassword, {
        mobile: values.mobile,
        password: values.password,
        clientType: ClientType.web,
        ...captchaAnswer,
      });
      onSignedIn(result);
    });

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
