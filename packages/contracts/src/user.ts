import { Type, type Static } from 'typebox';
import { Flag, Id } from './common.ts';
import { defineContracts } from './route.ts';

/** The signed-in user as the shell sees it (SPEC §3 "User"). Sign-in and profile calls come with the accounts module. */
export const UserInfo = Type.Object({
  id: Id,
  nickname: Type.String(),
  mobile: Type.String({ description: '脱敏手机号' }),
  headImgUrl: Type.String(),
  userType: Type.Integer({ description: '1 学员，2 讲师，3 机构' }),
  isVip: Flag,
  isRecommended: Flag,
});
export type UserInfo = Static<typeof UserInfo>;

export const userContracts = defineContracts({
  viewUserExt: { method: 'POST', url: '/user/auth/user/ext/view', summary: '当前用户信息', response: UserInfo },
});
