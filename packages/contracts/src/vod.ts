import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { DateTime, Id, Limits, Page, PageQuery, Text } from './common.ts';
import { defineContracts } from './route.ts';

/**
 * Video on demand (点播): resumable chunked upload, transcoding to encrypted HLS, protected playback
 * (decision 0017). Chunk numbers start at 1; every chunk but the last is `Limits.uploadChunkBytes` long.
 */

/** 1 waiting for transcoding, 2 transcoding, 3 ready to play, 4 failed (see failReason). */
export const VideoStatus = { waiting: 1, transcoding: 2, ready: 3, failed: 4 } as const;
export type VideoStatus = (typeof VideoStatus)[keyof typeof VideoStatus];

/** The state of a transcoding job as the operator sees it (core job queue). */
export const JobState = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type JobState = Static<typeof JobState>;

export const MD5_PATTERN = '^[0-9a-fA-F]{32}$';

/** How many chunks a file of this size is sent in. */
export const chunkCountOf = (totalSize: number): number => Math.max(1, Math.ceil(totalSize / Limits.uploadChunkBytes));

/**
 * Form fields of `/vod/auth/videoInfo/upload` (multipart; also accepted as a JSON body for the check call).
 * They travel as text and are read as numbers. Without a `file` part the call is the check: it answers
 * which chunks the server already has. Unknown fields (e.g. `relativePath`) are ignored.
 */
export const VideoUploadFields = Type.Object({
  identifier: Type.String({ pattern: MD5_PATTERN, description: '整个文件的 MD5（32 位十六进制）' }),
  filename: Text(200, 1),
  totalSize: Type.Integer({ minimum: 1, description: '文件总字节数' }),
  totalChunks: Type.Integer({ minimum: 1, description: '分片总数 = ceil(totalSize / 2048000)' }),
  chunkNumber: Type.Optional(Type.Integer({ minimum: 1, description: '本分片序号（从 1 开始）；不带文件时省略' })),
  chunkSize: Type.Optional(Type.Integer({ description: '客户端的分片大小，须为 2048000' })),
  currentChunkSize: Type.Optional(Type.Integer({ minimum: 0, description: '本分片字节数（可选，用于核对）' })),
  uploadStatusId: Type.Optional(Id),
  periodId: Type.Optional(Id),
  isDoc: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1, description: '1 上传的是文档（资源、文库课时，最大 2 GB）' }),
  ),
});
export type VideoUploadFields = Static<typeof VideoUploadFields>;

/** SPEC §3 upload response. */
export const VideoUploadResult = Type.Object({
  state: Type.String({ description: '上传时带的课时编号（periodId），没有则为空' }),
  videoId: Type.String({ description: '文件完整并校验通过后为视频编号，否则为空' }),
  uploadStatusId: Id,
  uploads: Type.Array(Type.Integer(), { description: '服务器已有的分片序号' }),
  videoStatus: Type.Integer({ description: '0 文件尚未完整；1 排队转码，2 转码中，3 可播放，4 转码失败' }),
  documentId: Type.Optional(
    Type.String({ description: '上传文档时：文件完整后为文档编号（见 /resource/auth/document/view）' }),
  ),
});
export type VideoUploadResult = Static<typeof VideoUploadResult>;

export const VideoInfo = Type.Object({
  id: Id,
  videoName: Type.String(),
  fileSize: Type.Integer(),
  /** Seconds, to the millisecond. */
  duration: Type.Number(),
  width: Type.Integer(),
  height: Type.Integer(),
  coverUrl: Type.String({ description: '封面帧地址，转码完成前为空' }),
  videoStatus: Type.Integer({ description: '1 排队转码，2 转码中，3 可播放，4 转码失败' }),
  failReason: Type.String(),
  renditions: Type.Array(Type.String(), { description: '清晰度，如 360p、720p' }),
  gmtCreate: DateTime,
});
export type VideoInfo = Static<typeof VideoInfo>;

export const VideoListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ videoName: Type.Optional(Text(100)) })]),
);
export type VideoListBody = Static<typeof VideoListBody>;

export const VideoPlayBody = Type.Object({
  videoId: Type.Optional(Id),
  playToken: Type.Optional(Text(600, 1)),
});
export type VideoPlayBody = Static<typeof VideoPlayBody>;

export const PlayInfo = Type.Object({
  videoId: Id,
  videoName: Type.String(),
  /** HLS master playlist; the play token is part of the address. */
  playUrl: Type.String(),
  playToken: Type.String(),
  expireTime: DateTime,
  duration: Type.Number(),
  width: Type.Integer(),
  height: Type.Integer(),
  coverUrl: Type.String(),
});
export type PlayInfo = Static<typeof PlayInfo>;

export const TranscodeJob = Type.Object({
  id: Id,
  videoId: Id,
  videoName: Type.String(),
  ownerUserId: Type.String({ description: '上传者的用户编号；视频已删除时为 "0"' }),
  state: JobState,
  videoStatus: Type.Integer(),
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  lastError: Type.String(),
  runAfter: DateTime,
  gmtCreate: DateTime,
  gmtModified: DateTime,
});
export type TranscodeJob = Static<typeof TranscodeJob>;

export const TranscodeJobListBody = Type.Evaluate(
  Type.Intersect([PageQuery, Type.Object({ state: Type.Optional(JobState) })]),
);
export type TranscodeJobListBody = Static<typeof TranscodeJobListBody>;

/**
 * HLS addresses (relative to `/apis`). They carry the play token in the path so the playlists' relative
 * links (variants, segments, `../key`) keep it; no site-id header is needed (the token names the site).
 */
export const VOD_HLS_PATH = '/vod/api/hls';
export const hlsMasterPath = (playToken: string) => `${VOD_HLS_PATH}/${playToken}/master.m3u8`;

const uploadSummary =
  '视频分片上传（multipart：identifier、filename、totalSize、totalChunks、chunkNumber、file；不带 file 即查询已上传分片）';

export const vodContracts = defineContracts({
  uploadVideo: {
    method: 'POST',
    url: '/vod/auth/videoInfo/upload',
    summary: uploadSummary,
    multipart: true,
    response: VideoUploadResult,
  },
  uploadVideoPolyv: {
    method: 'POST',
    url: '/system/auth/upload/polyv',
    summary: `${uploadSummary}；与 /vod/auth/videoInfo/upload 相同`,
    multipart: true,
    response: VideoUploadResult,
  },
  viewVideo: {
    method: 'POST',
    url: '/vod/auth/videoInfo/view',
    summary: '我上传的视频（含转码状态）',
    body: Type.Object({ id: Id }),
    response: VideoInfo,
  },
  listVideos: {
    method: 'POST',
    url: '/vod/auth/videoInfo/list',
    summary: '我上传的视频列表',
    body: VideoListBody,
    response: Page(VideoInfo),
  },
  playVideo: {
    method: 'POST',
    url: '/vod/auth/videoInfo/play',
    summary: '播放信息：带 playToken（课程授权所得）或 videoId（本人上传的视频预览）',
    body: VideoPlayBody,
    response: PlayInfo,
  },
  adminListTranscodeJobs: {
    method: 'POST',
    url: '/vod/admin/job/list',
    summary: '转码任务列表',
    body: TranscodeJobListBody,
    response: Page(TranscodeJob),
  },
  adminRetryTranscodeJob: {
    method: 'POST',
    url: '/vod/admin/job/retry',
    summary: '重试失败的转码任务',
    body: Type.Object({ id: Id }),
    response: TranscodeJob,
  },
  adminPlayVideo: {
    method: 'POST',
    url: '/vod/admin/video/play',
    summary: '运营预览任意视频',
    body: Type.Object({ videoId: Id }),
    response: PlayInfo,
  },
});

/** This file's tables in `allContracts`. */
export const vodContractGroups = addContracts({ vod: vodContracts });
type VodContractGroups = typeof vodContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends VodContractGroups {}
}
