import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, Mobile, Page, PageQuery, Text } from './common.ts';
import { defineContracts } from './route.ts';

/** Enrolment enquiries (咨询) from `/onlineRegistration`, and the operator's follow-up. */

export const CounselSave = Type.Object({
  name: Text(30, 1),
  mobile: Mobile,
  courseId: Type.Optional(Id),
  courseName: Type.Optional(Text(100)),
  message: Text(500),
});
export type CounselSave = Static<typeof CounselSave>;

export const CounselAdmin = Type.Object({
  id: Id,
  name: Type.String(),
  mobile: Type.String({ description: '完整手机号（仅运营可见）' }),
  courseId: Type.String({ description: '意向课程编号，无则 "0"' }),
  courseName: Type.String(),
  message: Type.String(),
  userId: Type.String({ description: '提交时已登录的用户编号，游客为 "0"' }),
  followStatus: Flag,
  followRemark: Type.String(),
  gmtFollow: Type.String({ description: '跟进时间，未跟进为空' }),
  gmtCreate: DateTime,
});
export type CounselAdmin = Static<typeof CounselAdmin>;
export const CounselAdminListBody = Type.Evaluate(
  Type.Intersect([
    PageQuery,
    Type.Object({
      followStatus: Type.Optional(Flag),
      mobile: Type.Optional(Type.String({ pattern: '^\\d{1,11}$', description: '按手机号（前缀）筛选' })),
    }),
  ]),
);
export type CounselAdminListBody = Static<typeof CounselAdminListBody>;
export const CounselFollow = Type.Object({ id: Id, followRemark: Text(500, 1) });

export const marketingContracts = defineContracts({
  saveCounsel: {
    method: 'POST',
    url: '/marketing/api/act/counsel/save',
    summary: '在线报名咨询（游客可提交，按手机号和 IP 限频）',
    body: CounselSave,
    response: Empty,
  },
  adminListCounsel: {
    method: 'POST',
    url: '/marketing/admin/act/counsel/list',
    summary: '报名咨询列表',
    body: CounselAdminListBody,
    response: Page(CounselAdmin),
  },
  followCounsel: {
    method: 'POST',
    url: '/marketing/admin/act/counsel/follow',
    summary: '标记咨询已跟进并记录备注',
    body: CounselFollow,
    response: CounselAdmin,
  },
});

/** This file's tables in `allContracts`. */
export const marketingContractGroups = addContracts({ marketing: marketingContracts });
type MarketingContractGroups = typeof marketingContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends MarketingContractGroups {}
}
