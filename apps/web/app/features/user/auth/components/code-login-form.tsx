import { ClientType, userContracts } from '@school/contracts';
import { Button, Form } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { useSignInAttempt } from '../use-sign-in-attempt';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { ReferralCodeField } from './referral-code-field';
import { SmsCodeField } from './sms-code-field';

interface CodeLoginValues {
  mobile: string;
  captchaCode: string;
  code: string;
  referralCode?: string;
}

/** 验证码登录: mobile, image captcha, SMS code; a new mobile opens an account with the referral code. */
export function CodeLoginForm({ onSignedIn }: { onSignedIn(result: LoginResult): void }) {
  const [form] = Form.useForm<CodeLoginValues>();
  const api = useApi();
  const { captcha, refresh, submitting, attempt } = useSignInAttempt(form, true);

  const submit = (values: CodeLoginValues) =>
    attempt(values, async (captchaAnswer) => {
      const referral = values.referralCode?.trim();
      onSignedIn(
        await api.call(userContracts.loginByCode, {
          mobile: values.mobile,
          code: values.code,
          clientType: ClientType.web,
          ...(referral ? { referralCode: referral } : {}),
          ...captchaAnswer,
        }),
      );
    });

  return (
    <Form form={form} size="large" className="auth-form" onFinish={(values) => void submit(values)}>
      <MobileField />
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <SmsCodeField form={form} purpose="login" captcha={captcha} onCaptchaUsed={refresh} />
      <ReferralCodeField />
      <p className="auth-form__note">未注册的手机号验证后将自动创建账号</p>
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
    </Form>
  );
}
