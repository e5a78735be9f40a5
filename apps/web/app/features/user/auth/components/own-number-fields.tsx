import type { FormInstance } from 'antd';
import { useSchoolStore } from '~/lib/store';
import { useCaptcha } from '../use-captcha';
import { CaptchaField } from './captcha-field';
import { MobileField } from './mobile-field';
import { SmsCodeField } from './sms-code-field';

/** Who a wallet SMS code goes to: the account's own number, typed again to send it. */
export function OwnNumberFields({ form }: { form: FormInstance }) {
  const masked = useSchoolStore((state) => state.userInfo?.mobile ?? '');
  const { captcha, refresh } = useCaptcha();
  return (
    <>
      <MobileField placeholder={masked ? `本账号手机号 ${masked}` : '本账号手机号'} />
      <CaptchaField captcha={captcha} onRefresh={refresh} />
      <SmsCodeField form={form} purpose="wallet" captcha={captcha} onCaptchaUsed={refresh} />
    </>
  );
}
