import { Type, type Static } from 'typebox';
import { DateTime, Flag, Page, PageQuery, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { REFERRAL_CODE_MAX } from '../rules.ts';

/** Someone who registered through my link, and the commission their purchases brought me. */
export const Referee = Type.Object({
  nickname: Type.String(),
  mobile: Type.String({ description: '脱敏手机号' }),
  headImgUrl: Type.String(),
  gmtCreate: DateTime,
  commission: Type.Number({ description: '其订单带来的推荐佣金（元，含退款期内，不含已冲回）' }),
});
export type Referee = Static<typeof Referee>;

export const RefereePage = Type.Evaluate(
  Type.Intersect([
    Page(Referee),
    Type.Object({ totalCommission: Type.Number({ description: '我的推荐佣金合计（元，不含已冲回）' }) }),
  ]),
);
export type RefereePage = Static<typeof RefereePage>;

export const ReferralCodeBody = Type.Object({ referralCode: Text(REFERRAL_CODE_MAX, 1) });
export type ReferralCodeBody = Static<typeof ReferralCodeBody>;

/** What a visit with a referral code found: whose code it is, and whether it just became my referrer. */
export const ReferralCodeCheck = Type.Object({
  isValid: Flag,
  nickname: Type.String({ description: '推荐人昵称；推荐码无效为空' }),
  isBound: Flag,
});
export type ReferralCodeCheck = Static<typeof ReferralCodeCheck>;

/** A referral code binds a referrer for this long; commission is paid on purchases within it. */
export const REFERRAL_DAYS = 365;
/** The browser keeps a code from a link this long before registering. */
export const REFERRAL_CODE_KEEP_DAYS = 30;

export const referralContracts = defineContracts({
  checkReferralCode: {
    method: 'POST',
    url: '/system/api/website/referral/code',
    summary: `检查链接带来的推荐码并记一次访问；已登录、尚无推荐人且没有付费订单的用户就此绑定推荐人（不能是自己，绑定后不变）`,
    body: ReferralCodeBody,
    response: ReferralCodeCheck,
  },
  listReferee: {
    method: 'POST',
    url: '/user/auth/user/recommended/list',
    summary: '我推荐的用户（注册时间倒序）与各自带来的佣金',
    body: PageQuery,
    response: RefereePage,
  },
});
