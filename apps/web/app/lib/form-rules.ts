import {
  ID_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_LENGTH,
  PATH_LIST_PATTERN,
  ruleRegExp,
  SAFE_URL_PATTERN,
  SMS_CODE_PATTERN,
} from '@school/contracts';
import type { FormRule } from 'antd';

/**
 * antd form rules built from the contracts: the patterns of `@school/contracts` (rules.ts) and the
 * lengths of the save schemas, so a form refuses exactly what the server would. Only the wording
 * (a prompt for a person, not the server's field message) is written here.
 */

/** What a schema says about one text field. */
export interface FieldLimits {
  min: number;
  max?: number;
  pattern?: string;
  /** The schema's words for the rule, shown when a pattern is not met (up to its first bracket). */
  description?: string;
}

interface ObjectSchema {
  properties: Record<string, unknown>;
}
type FieldOf<S extends ObjectSchema> = keyof S['properties'] & string;

/** The length and pattern of `key` in a contract schema: `limitsOf(NavBarSave, 'navTitle')` → `{ min: 1, max: 20 }`. */
export function limitsOf<S extends ObjectSchema>(schema: S, key: FieldOf<S>): FieldLimits {
  const field = schema.properties[key] as
    { minLength?: number; maxLength?: number; pattern?: string; description?: string } | undefined;
  if (!field) throw new Error(`schema has no field ${key}`);
  return { min: field.minLength ?? 0, max: field.maxLength, pattern: field.pattern, description: field.description };
}

/** The longest text `key` takes, for an Input's `maxLength`. */
export const maxLengthOf = <S extends ObjectSchema>(schema: S, key: FieldOf<S>): number | undefined =>
  limitsOf(schema, key).max;

/** How a person is told a pattern is not met. */
const patternPrompts: Record<string, string> = {
  [MOBILE_PATTERN]: '请输入正确的 11 位手机号',
  [SMS_CODE_PATTERN]: '验证码为 6 位数字',
  [ID_PATTERN]: '编号只含数字，不以 0 开头',
  [SAFE_URL_PATTERN]: '请填写站内路径（如 /list）或以 http(s):// 开头的地址',
  [PATH_LIST_PATTERN]: '请填写以逗号分隔的站内路径，如 /,/list',
};

/** Rules for a field as its schema has it; `label` names it in the prompts ("请输入导航标题"). */
export function rulesFor({ min, max, pattern, description }: FieldLimits, label: string): FormRule[] {
  const rules: FormRule[] = [];
  if (min > 0) rules.push({ required: true, whitespace: true, message: `请输入${label}` });
  if (min > 1) rules.push({ min, message: `${label}至少 ${min} 个字` });
  if (max !== undefined) rules.push({ max, message: `${label}最多 ${max} 个字` });
  if (pattern) {
    const prompt = patternPrompts[pattern] ?? description?.split('（')[0] ?? `${label}格式不正确`;
    rules.push({ pattern: ruleRegExp(pattern), message: prompt });
  }
  return rules;
}

/** Only the length rules of `key` ("昵称最多 20 个字"), for forms that word "required" themselves. */
export const lengthRules = <S extends ObjectSchema>(schema: S, key: FieldOf<S>, label: string): FormRule[] => {
  const { min, max } = limitsOf(schema, key);
  return rulesFor({ min: 0, max }, label).concat(min > 1 ? [{ min, message: `${label}至少 ${min} 个字` }] : []);
};

/** `rulesFor(limitsOf(schema, key), label)`. */
export const fieldRules = <S extends ObjectSchema>(schema: S, key: FieldOf<S>, label: string): FormRule[] =>
  rulesFor(limitsOf(schema, key), label);

export const mobileRules: FormRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: ruleRegExp(MOBILE_PATTERN), message: patternPrompts[MOBILE_PATTERN] },
];

export const captchaRules: FormRule[] = [{ required: true, message: '请输入图形验证码' }];

export const smsCodeRules: FormRule[] = [
  { required: true, message: '请输入短信验证码' },
  { pattern: ruleRegExp(SMS_CODE_PATTERN), message: patternPrompts[SMS_CODE_PATTERN] },
];

export const PASSWORD_MAX = PASSWORD_LENGTH.max;
export const newPasswordRules: FormRule[] = [
  { required: true, message: '请输入密码' },
  {
    min: PASSWORD_LENGTH.min,
    max: PASSWORD_LENGTH.max,
    message: `密码长度为 ${PASSWORD_LENGTH.min}–${PASSWORD_LENGTH.max} 位`,
  },
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
