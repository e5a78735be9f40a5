import type { AdminUser, UserInfo } from '@school/contracts';
import { formatDateTime } from '../../core/time.ts';
import type { UsersTable } from './user.tables.ts';

/** 13800138000 → 138****8000; the full number is never sent back to users. */
export const maskMobile = (mobile: string) =>
  mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

export const isVipNow = (row: Pick<UsersTable, 'is_vip' | 'vip_expire_time'>, now: number) =>
  row.is_vip === 1 && (row.vip_expire_time === null || row.vip_expire_time > now);

export const toUserInfo = (row: UsersTable, now: number): UserInfo => ({
  id: String(row.id),
  nickname: row.nickname,
  mobile: maskMobile(row.mobile),
  headImgUrl: row.head_img_url,
  userType: row.user_type,
  isVip: isVipNow(row, now) ? 1 : 0,
  vipExpireTime: isVipNow(row, now) && row.vip_expire_time !== null ? formatDateTime(row.vip_expire_time) : '',
  isRecommended: row.is_recommended === 1 ? 1 : 0,
  sex: row.sex,
  remark: row.remark,
  referralCode: row.referral_code,
  gmtCreate: formatDateTime(row.gmt_create),
});

export const toAdminUser = (row: UsersTable, now: number): AdminUser => ({
  id: String(row.id),
  mobile: row.mobile,
  nickname: row.nickname,
  userType: row.user_type,
  isVip: isVipNow(row, now) ? 1 : 0,
  statusId: row.status_id === 1 ? 1 : 0,
  isRecommended: row.is_recommended === 1 ? 1 : 0,
  gmtCreate: formatDateTime(row.gmt_create),
});
