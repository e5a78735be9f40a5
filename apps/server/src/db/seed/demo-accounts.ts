import type { Db } from '../schema.ts';

/**
 * Who the demo school's accounts are, apart from the seed itself (demo.ts), so that start-up and the
 * sandbox sign-in can name them without loading the seed's content.
 */
export const DEMO_SITE_ID = 11;
/** The WeChat identity the sandbox scan page offers for the demo learner. */
export const SANDBOX_DEMO_OPENID = 'sandbox-openid-13800000001';

export interface DemoAccount {
  role: string;
  login: string;
  password: string;
}

export const demoUsers = [
  { role: '学员', mobile: '13800000001', nickname: '英语学习者小李', userType: 1, isVip: 1, isRecommended: 1 },
  { role: '讲师', mobile: '13800000002', nickname: '王老师', userType: 2, isVip: 0, isRecommended: 0 },
  { role: '机构', mobile: '13800000003', nickname: '启航教育机构', userType: 3, isVip: 0, isRecommended: 0 },
  { role: '班级管理员', mobile: '13800000004', nickname: '班主任陈老师', userType: 1, isVip: 0, isRecommended: 0 },
] as const;
export const demoOperator = { loginName: 'admin', nickname: '运营管理员' };

export const demoAccounts = (password: string): DemoAccount[] => [
  ...demoUsers.map((user) => ({ role: user.role, login: user.mobile, password })),
  { role: '运营（/admin）', login: demoOperator.loginName, password },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('site').select('id').limit(1).executeTakeFirst();
  return !row;
}
