import { NICKNAME_MAX, userContracts } from '@school/contracts';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import type { LoginResult } from '@school/contracts';
import { useState } from 'react';
import { SiteLink } from '~/components/site-link';
import { useApi } from '~/lib/api-context';
import { confirmPasswordRules, newPasswordRules, PASSWORD_MAX } from '~/lib/form-rules';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';
import { findAgreementLinks } from '../agreements';
import { useCaptcha } from '../use-captcha';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { ReferralCodeField } from './referral-code-field';
import { SmsCodeField } from './sms-code-field';

interface RegisterValues {
  mobile: string;
  captchaCode: string;
  code: string;
  password: string;
  confirm: string;
  nickname?: string;
  referralCode?: string;
  agree: boolean;
}

/** 注册: mobile, image captcha, SMS code, password twice, optional nickname and referral code, the agreement. */
export function RegisterForm({ onSignedIn }: { onSignedIn(result: LoginResult): void }) {
  const [form] = Form.useForm<RegisterValues>();
  const store = useSchoolStoreApi();
  const agreements = findAgreementLinks(useSchoolStore((state) => state.aboutList.list));
  const { captcha, refresh } = useCaptcha();
  const api = useApi();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      const nickname = values.nickname?.trim();
      const referral = values.referralCode?.trim();
      const result = await api.call(userContracts.register, {
        mobile: values.mobile,
        code: values.code,
        password: values.password,
        ...(nickname ? { nickname } : {}),
        ...(referral ? { referralCode: referral } : {}),
      });
      // The referral code has done its work.
      if (referral) store.getState().removeReferralCode();
      onSignedIn(result);
    } catch {
      // shown by the request layer
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" className="auth-form" onFinish={(values) => void submit(values)}>
      <MobileField />
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <SmsCodeField form={form} purpose="register" captcha={captcha} onCaptchaUsed={refresh} />
      <Form.Item name="password" rules={newPasswordRules}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="设置密码（6–20 位）"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          aria-label="密码"
        />
      </Form.Item>
      <Form.Item name="confirm" dependencies={['password']} rules={confirmPasswordRules()}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="确认密码"
          maxLength={PASSWORD_MAX}
          autoComplete="new-password"
          aria-label="确认密码"
        />
      </Form.Item>
      <Form.Item name="nickname" rules={[{ max: NICKNAME_MAX, message: `昵称最多 ${NICKNAME_MAX} 个字` }]}>
        <Input prefix={<UserOutlined />} placeholder="昵称（选填）" maxLength={NICKNAME_MAX} aria-label="昵称" />
      </Form.Item>
      <ReferralCodeField />
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          {
            validator: (_rule, value: unknown) =>
              value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户协议')),
          },
        ]}
      >
        <Checkbox className="auth-form__agree">
          我已阅读并同意
          {agreements.length > 0
            ? agreements.map((link, index) => (
                <span key={link.href}>
                  {index > 0 ? '和' : ''}
                  <SiteLink href={link.href} target="_blank">
                    《{link.label}》
                  </SiteLink>
                </span>
              ))
            : '《用户协议》'}
        </Checkbox>
      </Form.Item>
      <Form.Item className="auth-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting}>
          注册
        </Button>
      </Form.Item>
    </Form>
  );
}
