import { SafetyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import './code-fields.css';
import type { Captcha } from '@school/contracts';
import { captchaRules } from '~/lib/form-rules';

/**
 * The image-captcha row: the answer field and the picture (click for a new one). With `required`
 * the form's submit needs it (password sign-in); SMS forms check it only when sending the code.
 */
export function CaptchaField({
  captcha,
  onRefresh,
  required = false,
}: {
  captcha: Captcha | null;
  onRefresh(): void;
  required?: boolean;
}) {
  return (
    <Form.Item className="auth-form__row">
      <div className="auth-form__inline">
        <Form.Item name="captchaCode" rules={required ? captchaRules : []} noStyle>
          <Input
            prefix={<SafetyOutlined />}
            placeholder="图形验证码"
            maxLength={6}
            autoComplete="off"
            aria-label="图形验证码"
          />
        </Form.Item>
        <button type="button" className="captcha-image" onClick={onRefresh} title="看不清？点击换一张">
          {captcha ? <img src={captcha.image} alt="图形验证码，点击刷新" /> : <span>点击获取</span>}
        </button>
      </div>
    </Form.Item>
  );
}
