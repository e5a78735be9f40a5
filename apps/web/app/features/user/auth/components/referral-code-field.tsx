import { GiftOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

/** 推荐码（选填）: prefilled from the code the reader arrived with. */
export function ReferralCodeField() {
  return (
    <Form.Item name="referralCode" rules={[{ max: 20, message: '推荐码最多 20 位' }]}>
      <Input prefix={<GiftOutlined />} placeholder="推荐码（选填）" maxLength={20} aria-label="推荐码" />
    </Form.Item>
  );
}
