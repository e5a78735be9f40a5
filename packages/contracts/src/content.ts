import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, SafeUrl, StatusId, Text, Yuan } from './common.ts';
import { Adv, AdvListBody, AdvLocationCode, Zone, ZoneListBody } from './course.ts';
import { defineContracts } from './route.ts';
import { LinkTarget } from './system.ts';

/**
 * The content module: adverts, zones (twin of the course module's call), footer navigation
 * articles, VIP sets and the dictionary, and their operator pages. Its URLs sit under `/system`
 * because the spec puts them there (docs/ARCHITECTURE.md maps prefixes to modules).
 */

export const AdvAdmin = Type.Evaluate(
  Type.Intersect([Adv, Type.Object({ platShow: Flag, beginTime: DateTime, endTime: DateTime, statusId: StatusId })]),
);
export type AdvAdmin = Static<typeof AdvAdmin>;
export const AdvSave = Type.Object({
  advTitle: Text(50, 1),
  advImg: SafeUrl(1),
  advUrl: SafeUrl(),
  advTarget: LinkTarget,
  advLocation: AdvLocationCode,
  platShow: Flag,
  beginTime: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
    description: '投放开始 yyyy-MM-dd HH:mm:ss',
  }),
  endTime: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
    description: '投放结束 yyyy-MM-dd HH:mm:ss',
  }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type AdvSave = Static<typeof AdvSave>;
export const AdvUpdate = Type.Evaluate(Type.Intersect([IdBody, AdvSave]));

/** The article behind a footer navigation link (`/view/service?id=` with the link's id). */
export const NavArticle = Type.Object({
  navId: Id,
  navName: Type.String(),
  artTitle: Type.String(),
  artDesc: Type.String({ description: '正文（服务端按白名单净化的 HTML）' }),
  gmtModified: DateTime,
});
export type NavArticle = Static<typeof NavArticle>;
export const NavArticleAdmin = Type.Evaluate(
  Type.Intersect([
    NavArticle,
    Type.Object({ hasArticle: Flag, navStatusId: StatusId }, { description: 'hasArticle 0：尚未编写' }),
  ]),
);
export type NavArticleAdmin = Static<typeof NavArticleAdmin>;
export const NavArticleSave = Type.Object({
  navId: Id,
  artTitle: Text(100, 1),
  artDesc: Text(100000),
});
export type NavArticleSave = Static<typeof NavArticleSave>;

export const VipSet = Type.Object({
  id: Id,
  setName: Type.String(),
  setPrice: Type.Number({ description: '售价（元）' }),
  rulingPrice: Type.Number({ description: '原价（元）' }),
  durationDays: Type.Integer({ description: '有效天数' }),
  benefits: Type.String({ description: '会员权益，每行一条' }),
  sort: Type.Integer(),
});
export type VipSet = Static<typeof VipSet>;
export const VipSetList = Type.Object({
  vipSetList: Type.Array(VipSet),
  isVip: Flag,
  vipExpireTime: Type.String({ description: '当前用户会员到期时间，非会员或游客为空' }),
});
export type VipSetList = Static<typeof VipSetList>;
export const VipSetAdmin = Type.Evaluate(Type.Intersect([VipSet, Type.Object({ statusId: StatusId })]));
export type VipSetAdmin = Static<typeof VipSetAdmin>;
export const VipSetSave = Type.Object({
  setName: Text(30, 1),
  setPrice: Yuan,
  rulingPrice: Yuan,
  durationDays: Type.Integer({ minimum: 1, maximum: 3660 }),
  benefits: Text(1000),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type VipSetSave = Static<typeof VipSetSave>;
export const VipSetUpdate = Type.Evaluate(Type.Intersect([IdBody, VipSetSave]));

/**
 * Dictionary types: `problemKind` holds the school's problem kinds (词汇与语法, 阅读理解 …; the error notebook
 * groups by them) and `examSubject` the subjects of papers (decision 0024). Problem types are fixed codes.
 */
export const DictType = Type.String({
  pattern: '^[a-zA-Z][a-zA-Z0-9_]{0,29}$',
  description: '字母开头，只含字母、数字或 _，最多 30 位（字典类型，例如 problemKind）',
});
export const DictItem = Type.Object({
  id: Id,
  dictType: Type.String(),
  dictLabel: Type.String(),
  dictValue: Type.String(),
  sort: Type.Integer(),
});
export type DictItem = Static<typeof DictItem>;
export const DictAdmin = Type.Evaluate(
  Type.Intersect([DictItem, Type.Object({ remark: Type.String(), statusId: StatusId })]),
);
export type DictAdmin = Static<typeof DictAdmin>;
export const DictSave = Type.Object({
  dictType: DictType,
  dictLabel: Text(50, 1),
  dictValue: Text(50, 1),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
  remark: Text(200),
});
export type DictSave = Static<typeof DictSave>;
export const DictUpdate = Type.Evaluate(Type.Intersect([IdBody, DictSave]));

export const contentContracts = defineContracts({
  listAdv: {
    method: 'POST',
    url: '/system/api/adv/list',
    summary: '广告列表（只含投放期内的）',
    body: AdvListBody,
    response: Type.Array(Adv),
  },
  listZone: {
    method: 'POST',
    url: '/system/api/zone/list',
    summary: '专区列表',
    body: ZoneListBody,
    response: Type.Array(Zone),
  },
  getNavArticle: {
    method: 'POST',
    url: '/system/api/website/nav/article/get',
    summary: '底部导航文章（关于我们、协议等）',
    body: IdBody,
    response: NavArticle,
  },
  listVipSet: {
    method: 'POST',
    url: '/system/api/vip/set/list',
    summary: '会员套餐及当前用户的会员状态',
    response: VipSetList,
  },
  listDict: {
    method: 'GET',
    url: '/system/api/dict/list/:dictType',
    summary: '字典（如 problemKind 题目分类、examSubject 试卷科目）',
    params: Type.Object({ dictType: DictType }),
    response: Type.Array(DictItem),
  },

  adminListAdv: {
    method: 'POST',
    url: '/system/admin/adv/list',
    summary: '广告列表（含停用和不在投放期的）',
    response: Type.Array(AdvAdmin),
  },
  saveAdv: { method: 'POST', url: '/system/admin/adv/save', summary: '新增广告', body: AdvSave, response: AdvAdmin },
  updateAdv: {
    method: 'POST',
    url: '/system/admin/adv/update',
    summary: '修改广告',
    body: AdvUpdate,
    response: AdvAdmin,
  },
  deleteAdv: { method: 'POST', url: '/system/admin/adv/delete', summary: '删除广告', body: IdBody, response: Empty },
  viewNavArticle: {
    method: 'POST',
    url: '/system/admin/website/nav/article/view',
    summary: '底部导航文章（编辑用，未编写时正文为空）',
    body: IdBody,
    response: NavArticleAdmin,
  },
  saveNavArticle: {
    method: 'POST',
    url: '/system/admin/website/nav/article/save',
    summary: '保存底部导航文章（正文按白名单净化）',
    body: NavArticleSave,
    response: NavArticleAdmin,
  },
  adminListVipSet: {
    method: 'POST',
    url: '/system/admin/vip/set/list',
    summary: '会员套餐列表（含停用）',
    response: Type.Array(VipSetAdmin),
  },
  saveVipSet: {
    method: 'POST',
    url: '/system/admin/vip/set/save',
    summary: '新增会员套餐',
    body: VipSetSave,
    response: VipSetAdmin,
  },
  updateVipSet: {
    method: 'POST',
    url: '/system/admin/vip/set/update',
    summary: '修改会员套餐',
    body: VipSetUpdate,
    response: VipSetAdmin,
  },
  deleteVipSet: {
    method: 'POST',
    url: '/system/admin/vip/set/delete',
    summary: '删除会员套餐',
    body: IdBody,
    response: Empty,
  },
  adminListDict: {
    method: 'POST',
    url: '/system/admin/dict/list',
    summary: '字典列表（含停用，可按类型）',
    body: Type.Object({ dictType: Type.Optional(DictType) }),
    response: Type.Array(DictAdmin),
  },
  saveDict: {
    method: 'POST',
    url: '/system/admin/dict/save',
    summary: '新增字典项',
    body: DictSave,
    response: DictAdmin,
  },
  updateDict: {
    method: 'POST',
    url: '/system/admin/dict/update',
    summary: '修改字典项',
    body: DictUpdate,
    response: DictAdmin,
  },
  deleteDict: {
    method: 'POST',
    url: '/system/admin/dict/delete',
    summary: '删除字典项',
    body: IdBody,
    response: Empty,
  },
});

/** This file's tables in `allContracts`. */
export const contentContractGroups = addContracts({ content: contentContracts });
type ContentContractGroups = typeof contentContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends ContentContractGroups {}
}
