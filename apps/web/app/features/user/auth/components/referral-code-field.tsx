import { REFERRAL_CODE_MAX } from '@school/contracts';
import { GiftOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useSchoolStore } from '~/lib/store';

/** 推荐码（选填）: prefilled from the code the reader arrived with. */
export function ReferralCodeField() {
  const form = Form.useFormInstance();
  const referralCode = useSchoolStore((state) => state.referralCode);

  // The stored referral code arrives after hydration; it fills the field unless the reader typed one.
  useEffect(() => {
    if (referralCode && !form.getFieldValue('referralCode')) form.setFieldValue('referralCode', referralCode);
  }, [referralCode, form]);

  return (
    <Form.Item name="referralCode" rules={[{ max: REFERRAL_CODE_MAX, message: `推荐码最多 ${REFERRAL_CODE_MAX} 位` }]}>
      <Input prefix={<GiftOutlined />} placeholder="推荐码（选填）" maxLength={REFERRAL_CODE_MAX} aria-label="推荐码" />
    </Form.Item>
  );
}
