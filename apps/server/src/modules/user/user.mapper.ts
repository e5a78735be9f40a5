import type { UserInfo } from '@school/contracts';
import type { UsersTable } from '../../db/schema.ts';

/** 13800138000 → 138****8000; the full number is never sent back. */
export const maskMobile = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export const toUserInfo = (row: UsersTable, now: number): UserInfo => ({
  id: String(row.id),
  nickname: row.nickname,
  mobile: maskMobile(row.mobile),
  headImgUrl: row.head_img_url,
  userType: row.user_type,
  isVip: row.is_vip === 1 && (row.vip_expire_time === null || row.vip_expire_time > now) ? 1 : 0,
  isRecommended: row.is_recommended === 1 ? 1 : 0,
});
