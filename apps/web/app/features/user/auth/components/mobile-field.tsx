import { MOBILE_LENGTH } from '@school/contracts';
import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { mobileRules } from '~/lib/form-rules';

export function MobileField({ placeholder = '手机号' }: { placeholder?: string }) {
  return (
    <Form.Item name="mobile" rules={mobileRules} validateFirst>
      <Input
        prefix={<MobileOutlined />}
        placeholder={placeholder}
        maxLength={MOBILE_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        aria-label="手机号"
      />
    </Form.Item>
  );
}
