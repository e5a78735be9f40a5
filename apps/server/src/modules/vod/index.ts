/**
 * The video module (decision 0017). For other modules the service is the interface: the course module,
 * after its own entitlement check, calls `vod.issuePlayToken(siteId, { kind: 'user', id }, videoId,
 * { kind: 'lesson', id })` and returns the play info (and sets the 'lesson' check the key asks again with
 * `checkGrantsWith`); it reads videos with `findVideo`/`findVideos`, hears of finished transcodes
 * through `onVideoReady`, and the seed ingests demo lessons with `ingestDemoLesson` (any local file
 * with `ingestFile`).
 */
export {
  TRANSCODE_JOB,
  type BasisCheck,
  type VideoReadyEvent,
  type VideoRecord,
  type Viewer,
  type VodService,
} from './vod.service.ts';
export { findMediaTools, type MediaTools } from './media-tools.ts';
export type { DocumentReceiver } from './vod-upload.service.ts';
export { loadTokenSecret, type GrantBasis } from './play-token.ts';
export type { DemoLesson } from './demo-media.ts';
export type { VodTables } from './vod.tables.ts';
export { vod } from './vod.module.ts';
