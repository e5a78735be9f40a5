import { ClientType, userContracts } from '@school/contracts';
import { Button, Form } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useEffect, useState } from 'react';
import { useApi } from '~/lib/api-context';
import { useSchoolStore } from '~/lib/store';
import { needsCaptcha } from '~/lib/needs-captcha';
import { useCaptcha } from '../use-captcha';
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
  const referralCode = useSchoolStore((state) => state.referralCode);
  const api = useApi();
  const { captcha, refresh } = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  // After a few wrong codes the server wants the picture's answer with the sign-in too.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);

  // The stored referral code arrives after hydration; it fills the field unless the reader typed one.
  useEffect(() => {
    if (referralCode && !form.getFieldValue('referralCode')) form.setFieldValue('referralCode', referralCode);
  }, [referralCode, form]);

  const submit = async (values: CodeLoginValues) => {
    setSubmitting(true);
    try {
      const referral = values.referralCode?.trim();
      onSignedIn(
        await api.call(userContracts.loginByCode, {
          mobile: values.mobile,
          code: values.code,
          clientType: ClientType.web,
          ...(referral ? { referralCode: referral } : {}),
          ...(captchaNeeded && captcha
            ? { captchaId: captcha.captchaId, captchaCode: values.captchaCode?.trim() }
            : {}),
        }),
      );
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
