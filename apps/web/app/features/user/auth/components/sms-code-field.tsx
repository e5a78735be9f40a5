import { SMS_CODE_LENGTH, userContracts, type SmsPurpose } from '@school/contracts';
import { MessageOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, type FormInstance } from 'antd';
import './code-fields.css';
import type { Captcha } from '@school/contracts';
import { useState } from 'react';
import { useApi } from '~/lib/api-context';
import { smsCodeRules } from '~/lib/form-rules';
import { sendButtonLabel, useCountdown } from '../countdown';

/**
 * The SMS code row: the 6-digit field and 获取验证码, which checks the mobile and the image
 * captcha first and then waits 60 s. Every send uses the captcha up, so a new one is fetched.
 */
export function SmsCodeField({
  form,
  purpose,
  captcha,
  onCaptchaUsed,
}: {
  form: FormInstance;
  purpose: SmsPurpose;
  captcha: Captcha | null;
  onCaptchaUsed(): void;
}) {
  const { message } = App.useApp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const api = useApi();

  const send = async () => {
    let mobile: string;
    try {
      mobile = ((await form.validateFields(['mobile'])) as { mobile: string }).mobile;
    } catch {
      return;
    }
    const captchaCode = String(form.getFieldValue('captchaCode') ?? '').trim();
    if (!captchaCode) {
      form.setFields([{ name: 'captchaCode', errors: ['请先输入图形验证码'] }]);
      return;
    }
    if (!captcha) {
      onCaptchaUsed();
      void message.warning('图形验证码加载中，请稍候');
      return;
    }
    setSending(true);
    try {
      const result = await api.call(userContracts.sendCode, {
        mobile,
        purpose,
        captchaId: captcha.captchaId,
        captchaCode,
      });
      countdown.start(result.intervalSeconds);
      void message.success('验证码已发送，请注意查收短信');
    } catch {
      // The request layer showed the server's message.
    } finally {
      setSending(false);
      form.setFieldValue('captchaCode', '');
      onCaptchaUsed();
    }
  };

  return (
    <Form.Item className="auth-form__row" required>
      <div className="auth-form__inline">
        <Form.Item name="code" rules={smsCodeRules} noStyle>
          <Input
            prefix={<MessageOutlined />}
            placeholder="6 位短信验证码"
            maxLength={SMS_CODE_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label="短信验证码"
          />
        </Form.Item>
        <Button className="sms-button" onClick={() => void send()} disabled={countdown.running} loading={sending}>
          {sendButtonLabel(countdown.secondsLeft)}
        </Button>
      </div>
    </Form.Item>
  );
}
