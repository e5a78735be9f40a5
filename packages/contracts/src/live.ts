import { Type, type Static } from 'typebox';
import { DateTime, Empty, Flag, FlagOf, Id, IdBody, Page, PageQuery, Text } from './common.ts';
import { addContracts } from './all-contracts.ts';
import { defineContracts } from './route.ts';
import { PlayInfo } from './vod.ts';

/**
 * Live lessons (issue 34): the teacher's channel and its broadcasts, the public schedule, and the
 * room's addresses for entitled viewers. Where SPEC is silent the names are ours (decision 0069).
 */

/** GLOSSARY liveStatus: 1 not started, 2 live, 3 ended, 5 replay ready. */
export const LiveStatus = { notStarted: 1, live: 2, ended: 3, replay: 5 } as const;
export type LiveStatus = (typeof LiveStatus)[keyof typeof LiveStatus];

export const LiveRules = {
  /** A push is accepted this long before a lesson's planned start. */
  earlyPushMinutes: 30,
  /** A stopped push ends the lesson after this long, unless it comes back. */
  graceMinutes: 5,
  /** A viewer counts while their player fetched the playlist this recently. */
  viewerSeenSeconds: 30,
  /** How long an HLS address given by getLiveUrl works; the room asks again before it runs out. */
  hlsTokenSeconds: 600,
  /** Wrong channel passwords allowed per viewer and lesson in a minute. */
  passwdTriesPerMinute: 5,
  /** A discarded recording is deleted after this many days. */
  discardedRecordingDays: 7,
} as const;

/** The live HLS addresses under /apis: the token in the path names the school, viewer and broadcast. */
export const LIVE_HLS_PATH = '/course/api/live/hls';

const LiveStatusSchema = Type.Integer({ description: '直播状态：1 未开始，2 直播中，3 已结束，5 可回放' });

export const LiveChannel = Type.Object({
  pushUrl: Type.String({ description: '推流地址（OBS 的“服务器”）' }),
  streamKey: Type.String({ description: '推流密钥：新建或重置时完整显示一次，其余时候打码' }),
  keyShownInFull: Flag,
  channelStatus: Type.Integer({ description: '1 可用，0 已被停用' }),
  isPushing: Flag,
  hasPasswd: Flag,
  viewers: Type.Integer({ description: '当前观看人数（播放器在最近 30 秒内取过直播列表）' }),
});
export type LiveChannel = Static<typeof LiveChannel>;

export const ChannelPasswdBody = Type.Object({
  passwd: Type.String({ maxLength: 20, description: '观看密码，4–20 位；空字符串表示取消密码' }),
});
export type ChannelPasswdBody = Static<typeof ChannelPasswdBody>;

export const LiveLog = Type.Object({
  id: Id,
  periodId: Id,
  periodName: Type.String(),
  courseId: Id,
  courseName: Type.String(),
  liveStatus: LiveStatusSchema,
  beginTime: Type.String({ description: '首次推流时间，未开始为空' }),
  endTime: Type.String({ description: '结束时间，未结束为空' }),
  duration: Type.Integer({ description: '直播时长（秒）' }),
  peakViewers: Type.Integer(),
  totalViewers: Type.Integer(),
  keepReplay: Flag,
  replayStatus: Type.Integer({ description: '回放：0 无，1 处理中，2 可播放，3 处理失败，4 已丢弃' }),
  gmtCreate: DateTime,
});
export type LiveLog = Static<typeof LiveLog>;

export const LiveLogSave = Type.Object({
  id: Type.Optional(Id),
  periodId: Type.Optional(Id),
  isEnd: Type.Optional(Flag),
  keepReplay: Type.Optional(Flag),
});
export type LiveLogSave = Static<typeof LiveLogSave>;

export const LivePlanQuery = Type.Object({
  day: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd；空为今天起 7 天' })),
  categoryId: Type.Optional(Id),
  /** One live course's lessons, all of them (day and past are ignored). */
  courseId: Type.Optional(Id),
  past: Type.Optional(FlagOf('1：近 7 天已到结束时间的课时（回放），最近的在前')),
});
export type LivePlanQuery = Static<typeof LivePlanQuery>;

export const LivePlan = Type.Object({
  periodId: Id,
  periodName: Type.String(),
  courseId: Id,
  courseName: Type.String(),
  courseLogo: Type.String(),
  categoryId: Id,
  startTime: DateTime,
  endTime: DateTime,
  liveStatus: LiveStatusSchema,
  viewers: Type.Integer(),
});
export type LivePlan = Static<typeof LivePlan>;

export const LivePeriodBody = Type.Object({ periodId: Id, isPc: Type.Optional(Flag) });
export type LivePeriodBody = Static<typeof LivePeriodBody>;

export const LiveUrl = Type.Object({
  periodId: Id,
  periodName: Type.String(),
  courseId: Id,
  liveStatus: LiveStatusSchema,
  startTime: DateTime,
  endTime: DateTime,
  hlsUrl: Type.String({ description: '直播中且已通过密码时的 HLS 地址（短时有效），否则为空' }),
  hlsExpireTime: Type.String(),
  chatUrl: Type.String({ description: '聊天室 WebSocket 地址' }),
  needsPassword: Flag,
  isTeacher: Flag,
});
export type LiveUrl = Static<typeof LiveUrl>;

export const LivePasswdCheck = Type.Object({ periodId: Id, passwd: Text(20, 1) });
export type LivePasswdCheck = Static<typeof LivePasswdCheck>;

export const AdminChannel = Type.Object({
  id: Id,
  userId: Id,
  lecturerName: Type.String({ description: '讲师昵称（无昵称时为打码的手机号）' }),
  channelStatus: Type.Integer(),
  isPushing: Flag,
  viewers: Type.Integer(),
  gmtCreate: DateTime,
});
export type AdminChannel = Static<typeof AdminChannel>;

/** Which broadcasts the console lists (1 live or about to be, 2 ended with a recording). */
export const AdminBroadcastScope = { live: 1, recordings: 2 } as const;

export const AdminBroadcastQuery = Type.Object({
  ...PageQuery.properties,
  scope: Type.Union([Type.Literal(1), Type.Literal(2)], { description: '1 未结束的直播，2 已结束且有录像的直播' }),
});
export type AdminBroadcastQuery = Static<typeof AdminBroadcastQuery>;

export const AdminBroadcast = Type.Object({
  ...LiveLog.properties,
  channelId: Id,
  userId: Id,
  lecturerName: Type.String(),
  isPushing: Flag,
  viewers: Type.Integer(),
});
export type AdminBroadcast = Static<typeof AdminBroadcast>;

export const AdminReplayBody = Type.Object({ id: Id, keepReplay: Flag });
export type AdminReplayBody = Static<typeof AdminReplayBody>;

export const LivePreview = Type.Object({
  hlsUrl: Type.String({ description: '运营预览的 HLS 地址（短时有效，不计入观看人数）' }),
  hlsExpireTime: DateTime,
});
export type LivePreview = Static<typeof LivePreview>;

export const AdminMute = Type.Object({
  periodId: Id,
  periodName: Type.String(),
  courseName: Type.String(),
  userId: Id,
  nickname: Type.String(),
  gmtCreate: DateTime,
});
export type AdminMute = Static<typeof AdminMute>;

export const AdminMuteKey = Type.Object({ periodId: Id, userId: Id });
export type AdminMuteKey = Static<typeof AdminMuteKey>;

export const liveContracts = defineContracts({
  viewChannel: {
    method: 'POST',
    url: '/course/auth/live/channel/view',
    summary: '我的直播频道（推流地址、打码的密钥、状态、观看人数）',
    response: LiveChannel,
  },
  resetChannelToken: {
    method: 'POST',
    url: '/course/auth/live/channel/token',
    summary: '重置推流密钥（旧密钥立即失效，正在用它推的流被切断）',
    response: LiveChannel,
  },
  updateChannelPasswd: {
    method: 'POST',
    url: '/course/auth/course/update/channel/passwd',
    summary: '设置或取消频道的观看密码',
    body: ChannelPasswdBody,
    response: LiveChannel,
  },
  saveLiveLog: {
    method: 'POST',
    url: '/course/auth/live/channel/log/save',
    summary: '开播（periodId）、结束直播（id, isEnd）或保留/丢弃回放（id, keepReplay）',
    body: LiveLogSave,
    response: LiveLog,
  },
  listLiveLogs: {
    method: 'POST',
    url: '/course/auth/live/channel/log/list',
    summary: '我的直播记录（分页）',
    body: PageQuery,
    response: Page(LiveLog),
  },
  viewLiveLog: {
    method: 'POST',
    url: '/course/auth/live/channel/log/view',
    summary: '一次直播的记录',
    body: IdBody,
    response: LiveLog,
  },
  listLivePlans: {
    method: 'POST',
    url: '/marketing/api/act/live/plan/list',
    summary: '直播计划：正在直播和即将开始的课时（按天、按分类）',
    body: LivePlanQuery,
    response: Type.Array(LivePlan),
  },
  getLiveUrl: {
    method: 'POST',
    url: '/course/auth/course/getLiveUrl',
    summary: '进入直播间：状态、开始时间、短时有效的 HLS 地址、聊天地址、是否需要密码',
    body: LivePeriodBody,
    response: LiveUrl,
  },
  getPlaybackUrl: {
    method: 'POST',
    url: '/course/auth/course/getPlaybackUrl',
    summary: '直播回放的播放信息（经点播的加密 HLS）',
    body: LivePeriodBody,
    response: PlayInfo,
  },
  checkChannelPasswd: {
    method: 'POST',
    url: '/course/auth/course/channel/passwd/check',
    summary: '输入频道观看密码（本站自定，每分钟最多 5 次）',
    body: LivePasswdCheck,
    response: Empty,
  },
  adminListChannels: {
    method: 'POST',
    url: '/course/admin/live/channel/page',
    summary: '全部直播频道（分页，运营后台）',
    body: PageQuery,
    response: Page(AdminChannel),
  },
  adminDisableChannel: {
    method: 'POST',
    url: '/course/admin/live/channel/disable',
    summary: '停用或启用频道（停用时切断正在推的流）',
    body: Type.Object({ id: Id, channelStatus: Flag }),
    response: AdminChannel,
  },
  adminCutChannel: {
    method: 'POST',
    url: '/course/admin/live/channel/cut',
    summary: '切断频道正在推的流（讲师可重新推流；要阻止请停用频道或重置密钥）',
    body: IdBody,
    response: AdminChannel,
  },
  adminResetChannelToken: {
    method: 'POST',
    url: '/course/admin/live/channel/token',
    summary: '重置频道的推流密钥（旧密钥失效并切断推流；新密钥只有讲师本人能看到）',
    body: IdBody,
    response: AdminChannel,
  },
  adminListBroadcasts: {
    method: 'POST',
    url: '/course/admin/live/broadcast/page',
    summary: '直播记录（分页）：未结束的直播，或已结束且有录像的直播',
    body: AdminBroadcastQuery,
    response: Page(AdminBroadcast),
  },
  adminPreviewBroadcast: {
    method: 'POST',
    url: '/course/admin/live/broadcast/preview',
    summary: '预览正在进行的直播（短时有效的 HLS 地址）',
    body: IdBody,
    response: LivePreview,
  },
  adminSaveReplay: {
    method: 'POST',
    url: '/course/admin/live/broadcast/replay',
    summary: '保留或丢弃一次直播的录像（丢弃的录像 7 天后删除）',
    body: AdminReplayBody,
    response: AdminBroadcast,
  },
  adminListMutes: {
    method: 'POST',
    url: '/course/admin/live/mute/page',
    summary: '直播聊天的禁言（分页，最新的在前）',
    body: PageQuery,
    response: Page(AdminMute),
  },
  adminDeleteMute: {
    method: 'POST',
    url: '/course/admin/live/mute/delete',
    summary: '解除一位学员在一节直播课的禁言',
    body: AdminMuteKey,
    response: Empty,
  },
});

/** This file's tables in `allContracts`. */
export const liveContractGroups = addContracts({ live: liveContracts });
type LiveContractGroups = typeof liveContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends LiveContractGroups {}
}
