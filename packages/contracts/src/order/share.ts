import { Type, type Static } from 'typebox';
import { DateTime, Empty, Id, Mobile, Page, PageQuery } from '../common.ts';
import { defineContracts } from '../route.ts';

/**
 * How paid orders are split (decision 0037): the lecturer's percent (per lecturer, else the default) and
 * the school's referral rate, out of the platform's part. The console's 分成设置.
 */
export const DEFAULT_LECTURER_PERCENT = 70;
export const DEFAULT_REFERRAL_PERCENT = 10;
export const REFERRAL_PERCENT_MAX = 50;

export const ShareSetting = Type.Object({
  referralRate: Type.Integer({ minimum: 0, maximum: REFERRAL_PERCENT_MAX, description: '推荐佣金比例（%）' }),
  lecturerRate: Type.Integer({ description: '讲师默认分成比例（%）' }),
  referralDays: Type.Integer({ description: '推荐关系有效天数' }),
});
export type ShareSetting = Static<typeof ShareSetting>;

export const LecturerProportion = Type.Object({
  lecturerUserId: Id,
  lecturerName: Type.String(),
  mobile: Type.String(),
  proportion: Type.Integer({ minimum: 0, maximum: 100, description: '讲师分成比例（%）' }),
  gmtModified: DateTime,
});
export type LecturerProportion = Static<typeof LecturerProportion>;

export const ProportionSave = Type.Object({
  mobile: Mobile,
  proportion: LecturerProportion.properties.proportion,
});
export type ProportionSave = Static<typeof ProportionSave>;

export const shareAdminContracts = defineContracts({
  adminViewShareSetting: {
    method: 'POST',
    url: '/user/admin/order/setting/view',
    summary: '分成设置：推荐佣金比例、讲师默认比例、推荐关系有效天数',
    response: ShareSetting,
  },
  adminSaveShareSetting: {
    method: 'POST',
    url: '/user/admin/order/setting/save',
    summary: `修改推荐佣金比例（0–${REFERRAL_PERCENT_MAX}%，只影响之后支付的订单）`,
    body: Type.Object({ referralRate: ShareSetting.properties.referralRate }),
    response: ShareSetting,
  },
  adminListProportion: {
    method: 'POST',
    url: '/user/admin/order/proportion/list',
    summary: '单独设置了分成比例的讲师',
    body: PageQuery,
    response: Page(LecturerProportion),
  },
  adminSaveProportion: {
    method: 'POST',
    url: '/user/admin/order/proportion/save',
    summary: '按手机号为讲师单独设置分成比例（只影响之后支付的订单）',
    body: ProportionSave,
    response: LecturerProportion,
  },
  adminDeleteProportion: {
    method: 'POST',
    url: '/user/admin/order/proportion/delete',
    summary: '取消讲师的单独比例，恢复默认',
    body: Type.Object({ lecturerUserId: Id }),
    response: Empty,
  },
});
