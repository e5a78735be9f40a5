import type { FormProps } from 'antd';

/** How the account area's forms lay out: labels in a 96px column beside their fields. */
export const accountFormLayout = {
  layout: 'horizontal',
  size: 'middle',
  labelCol: { flex: '96px' },
} as const satisfies FormProps;
