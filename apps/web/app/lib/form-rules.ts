import type { FormRule } from 'antd';

/** Field rules shared by the sign-in, sign-up and password forms (the server checks the same). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: MOBILE_PATTERN, message: '请输入正确的 11 位手机号' },
];

export const captchaRules: FormRule[] = [{ required: true, message: '请输入图形验证码' }];

export const smsCodeRules: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: /^\d{6}$/, message: '验证码为 6 位数字' },
];

export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  { min: 6, max: 20, message: '密码长度为 6–20 位' },
];

/** "Confirm password" must repeat the field `passwordField`. */
export const confirmPasswordRules = (passwordField = 'password'): FormRule[] => [
  { required: true, message: '请再次输入密码' },
  ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      !value || getFieldValue(passwordField) === value
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一致')),
  }),
];
