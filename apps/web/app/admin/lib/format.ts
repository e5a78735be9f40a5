/** Wire codes shown as Chinese text in the console. */

export const USER_TYPES = [
  { value: 1, label: '学员' },
  { value: 2, label: '讲师' },
  { value: 3, label: '机构' },
] as const;

export const userTypeText = (t: number) => USER_TYPES.find((u) => u.value === t)?.label ?? `类型 ${t}`;

export const AUDIT_STATUS = [
  { value: 0, label: '待审核', color: 'processing' },
  { value: 1, label: '已通过', color: 'success' },
  { value: 2, label: '已驳回', color: 'error' },
] as const;

export const auditStatusOf = (s: number) => AUDIT_STATUS.find((a) => a.value === s) ?? AUDIT_STATUS[0];

export const SMS_PURPOSES: Record<string, string> = {
  register: '注册',
  login: '验证码登录',
  reset: '找回密码',
  bind: '扫码绑定手机',
};

export const smsPurposeText = (p: string) => SMS_PURPOSES[p] ?? p;

/** The 6-digit code inside an SMS text, if any (for testers copying it). */
export function smsCodeOf(content: string): string | undefined {
  return /(?<!\d)(\d{6})(?!\d)/.exec(content)?.[1];
}

/** Prices in yuan: "¥99" or "¥99.50". */
export const yuanText = (v: number) => `¥${Number.isInteger(v) ? v : v.toFixed(2)}`;

/** "365 天（约 12 个月）" for durations of whole months or years. */
export function durationText(days: number): string {
  if (days % 365 === 0) return `${days} 天（${days / 365} 年）`;
  if (days % 30 === 0) return `${days} 天（${days / 30} 个月）`;
  return `${days} 天`;
}
