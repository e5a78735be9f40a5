import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, Id, IdBody, Page, PageQuery, StatusId, Text } from '../common.ts';
import { defineContracts } from '../route.ts';
import { CommunityLimitDefaults, CommunityRules } from '../rules.ts';
import { Label, LabelListBody } from './blog.ts';
import { Blogger } from './blogger.ts';
import { RecommendBody } from './console.ts';

/** The operator's console: bloggers, labels, zones, sensitive words and the anti-spam limits. */

export const AdminBlogger = Type.Object({
  ...Blogger.properties,
  mutedUntil: Type.String({ description: '禁言到期时间，未禁言为空' }),
  statusId: StatusId,
});
export type AdminBlogger = Static<typeof AdminBlogger>;
export const AdminBloggerListBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(50)),
  isRecommend: Type.Optional(Flag),
});
export const BloggerMuteBody = Type.Object({
  id: Id,
  days: Type.Integer({ minimum: 0, maximum: CommunityRules.muteDaysMax, description: '禁言天数；0 解除禁言' }),
});

export const LabelAdmin = Type.Object({ ...Label.properties, statusId: StatusId, useCount: Type.Integer() });
export type LabelAdmin = Static<typeof LabelAdmin>;
export const LabelSave = Type.Object({
  labelName: Text(CommunityRules.labelNameMax, 1),
  labelType: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 博客，2 问答' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type LabelSave = Static<typeof LabelSave>;
export const LabelUpdate = Type.Object({ labelNo: Id, ...LabelSave.properties });
export type LabelUpdate = Static<typeof LabelUpdate>;
export const LabelIdBody = Type.Object({ labelNo: Id });

export const ArticleZoneAdmin = Type.Object({
  zoneId: Id,
  zoneName: Type.String(),
  zoneDesc: Type.String(),
  zoneLocation: Type.Integer(),
  sort: Type.Integer(),
  statusId: StatusId,
  articleCount: Type.Integer(),
});
export type ArticleZoneAdmin = Static<typeof ArticleZoneAdmin>;
export const ArticleZoneSave = Type.Object({
  zoneName: Text(CommunityRules.zoneNameMax, 1),
  zoneDesc: Text(CommunityRules.zoneDescMax),
  zoneLocation: Type.Integer({ minimum: 1, maximum: 9, description: '1 PC 首页 / 资讯页' }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type ArticleZoneSave = Static<typeof ArticleZoneSave>;
export const ArticleZoneUpdate = Type.Object({ zoneId: Id, ...ArticleZoneSave.properties });
export type ArticleZoneUpdate = Static<typeof ArticleZoneUpdate>;
export const ArticleZoneIdBody = Type.Object({ zoneId: Id });

export const SensitiveWord = Type.Object({ id: Id, word: Type.String(), gmtCreate: DateTime });
export type SensitiveWord = Static<typeof SensitiveWord>;
export const WordListBody = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Text(CommunityRules.sensitiveWordMax)),
});
export const WordSaveBody = Type.Object({
  words: Type.Array(Text(CommunityRules.sensitiveWordMax, 1), {
    minItems: 1,
    maxItems: CommunityRules.sensitiveWordsPerSave,
    description: '要加入的词（不区分大小写；已有的忽略）',
  }),
});
export const WordSaveResult = Type.Object({ added: Type.Integer({ description: '新加入的词数' }) });

/** 防刷限制（运营可按学校修改）；新注册不足 newAccountHours 小时的账号各项次数减半、评论间隔加倍。 */
export const CommunityLimits = Type.Object({
  postsPerHour: Type.Integer({
    minimum: 1,
    maximum: 1000,
    description: `每小时发文 + 提问数（默认 ${CommunityLimitDefaults.postsPerHour}）`,
  }),
  commentIntervalSeconds: Type.Integer({
    minimum: 0,
    maximum: 3600,
    description: `两次评论 / 回答的最短间隔秒数（默认 ${CommunityLimitDefaults.commentIntervalSeconds}）`,
  }),
  commentsPerDay: Type.Integer({
    minimum: 1,
    maximum: 10000,
    description: `每天评论 + 回答数（默认 ${CommunityLimitDefaults.commentsPerDay}）`,
  }),
  actionsPerMinute: Type.Integer({
    minimum: 1,
    maximum: 10000,
    description: `每分钟点赞、收藏、关注次数（默认 ${CommunityLimitDefaults.actionsPerMinute}）`,
  }),
  maxExternalLinks: Type.Integer({
    minimum: 0,
    maximum: 100,
    description: `外链超过这个数的文章进入审核（默认 ${CommunityLimitDefaults.maxExternalLinks}）`,
  }),
  newAccountHours: Type.Integer({
    minimum: 0,
    maximum: 720,
    description: `新账号的时长（默认 ${CommunityLimitDefaults.newAccountHours} 小时）`,
  }),
  duplicateHours: Type.Integer({
    minimum: 0,
    maximum: 720,
    description: `这么多小时内同一用户的相同内容被拒绝（默认 ${CommunityLimitDefaults.duplicateHours}）`,
  }),
});
export type CommunityLimits = Static<typeof CommunityLimits>;

export const communitySettingsContracts = defineContracts({
  // Console: bloggers
  adminListBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/list',
    summary: '博主管理',
    body: AdminBloggerListBody,
    response: Page(AdminBlogger),
  },
  adminRecommendBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/recommend',
    summary: '推荐 / 取消推荐博主',
    body: RecommendBody,
    response: AdminBlogger,
  },
  adminMuteBlogger: {
    method: 'POST',
    url: '/community/admin/blogger/mute',
    summary: '禁言博主 N 天（0 解除）；禁言期间不能发文、提问、评论',
    body: BloggerMuteBody,
    response: AdminBlogger,
  },

  // Console: labels, zones, words, limits
  adminListLabel: {
    method: 'POST',
    url: '/community/admin/label/list',
    summary: '标签（含停用）',
    body: LabelListBody,
    response: Type.Array(LabelAdmin),
  },
  adminSaveLabel: {
    method: 'POST',
    url: '/community/admin/label/save',
    summary: '新增标签',
    body: LabelSave,
    response: LabelAdmin,
  },
  adminUpdateLabel: {
    method: 'POST',
    url: '/community/admin/label/update',
    summary: '修改标签',
    body: LabelUpdate,
    response: LabelAdmin,
  },
  adminDeleteLabel: {
    method: 'POST',
    url: '/community/admin/label/delete',
    summary: '删除标签（还有文章或问题使用时拒绝，可改为停用）',
    body: LabelIdBody,
    response: Empty,
  },
  adminListZone: {
    method: 'POST',
    url: '/community/admin/zone/list',
    summary: '文章专区（含停用）',
    response: Type.Array(ArticleZoneAdmin),
  },
  adminSaveZone: {
    method: 'POST',
    url: '/community/admin/zone/save',
    summary: '新增专区',
    body: ArticleZoneSave,
    response: ArticleZoneAdmin,
  },
  adminUpdateZone: {
    method: 'POST',
    url: '/community/admin/zone/update',
    summary: '修改专区',
    body: ArticleZoneUpdate,
    response: ArticleZoneAdmin,
  },
  adminDeleteZone: {
    method: 'POST',
    url: '/community/admin/zone/delete',
    summary: '删除专区（文章留在原处，只是不再属于这个专区）',
    body: ArticleZoneIdBody,
    response: Empty,
  },
  adminListWord: {
    method: 'POST',
    url: '/community/admin/word/list',
    summary: '敏感词',
    body: WordListBody,
    response: Page(SensitiveWord),
  },
  adminSaveWord: {
    method: 'POST',
    url: '/community/admin/word/save',
    summary: '添加敏感词（含这些词的文章、问题、评论进入审核）',
    body: WordSaveBody,
    response: WordSaveResult,
  },
  adminDeleteWord: {
    method: 'POST',
    url: '/community/admin/word/delete',
    summary: '删除敏感词',
    body: IdBody,
    response: Empty,
  },
  adminViewLimit: {
    method: 'POST',
    url: '/community/admin/limit/view',
    summary: '防刷限制',
    response: CommunityLimits,
  },
  adminUpdateLimit: {
    method: 'POST',
    url: '/community/admin/limit/update',
    summary: '修改防刷限制',
    body: CommunityLimits,
    response: CommunityLimits,
  },
});
