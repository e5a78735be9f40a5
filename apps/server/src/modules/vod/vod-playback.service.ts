import { VideoStatus, type PlayInfo, type VideoPlayBody } from '@school/contracts';
import { badRequest, forbidden, notFound, wrongState } from '../../core/errors.ts';
import { parseId } from '../../core/ids.ts';
import { masterPlaylist } from './hls.ts';
import type { SegmentKeep } from './kept-segments.ts';
import type { GrantBasis, PlayGrant } from './play-token.ts';
import type { VodCore } from './vod-core.ts';
import { renditionsOf, toPlayInfo } from './vod.mapper.ts';
import type { BasisCheck, Viewer, VodServiceDeps } from './vod.service.ts';
import type { VodVideoTable } from './vod.tables.ts';

/** Play tokens, the HLS playlists and segments they open, and the segments' key for the entitled viewer. */

/** A play token lasts the video's length plus this, at most MAX_PLAY_TOKEN_MS. */
const PLAY_TOKEN_SLACK_MS = 30 * 60_000;
const MAX_PLAY_TOKEN_MS = 6 * 60 * 60_000;
const RENDITION_NAME = /^\d{3,4}p$/;
const SEGMENT_NAME = /^seg_\d{5}\.ts$/;

export function createPlaybackService(deps: VodServiceDeps, core: VodCore, segments: SegmentKeep) {
  const { vodRepo: repo, sessions, tokens, clock } = deps;
  const { videoPrefix } = core;
  const basisChecks = new Map<GrantBasis['kind'], BasisCheck>();

  function assertPlayable(video: Readonly<VodVideoTable>): void {
    if (video.video_status === VideoStatus.failed) throw wrongState('视频转码失败，暂时无法播放');
    if (video.video_status !== VideoStatus.ready) throw wrongState('视频正在转码，请稍后再试');
  }

  /** Kept (decision 0095): every play, playlist and key asks it. Shared, never change it. */
  async function playableVideo(siteId: number, videoId: number): Promise<Readonly<VodVideoTable>> {
    const video = await repo.findKeptVideo(siteId, videoId);
    if (!video) throw notFound('视频不存在或已被删除');
    assertPlayable(video);
    return video;
  }

  function grantOf(playToken: string): PlayGrant {
    const grant = tokens.read(playToken);
    if (!grant) throw forbidden('播放凭证无效');
    if (grant.expiresAt <= clock.now()) throw forbidden('播放凭证已过期，请重新打开课程');
    return grant;
  }

  async function issuePlayToken(
    siteId: number,
    viewer: Viewer,
    videoId: number,
    basis?: GrantBasis,
  ): Promise<PlayInfo> {
    const video = await playableVideo(siteId, videoId);
    const expiresAt = clock.now() + Math.min(MAX_PLAY_TOKEN_MS, video.duration_ms + PLAY_TOKEN_SLACK_MS);
    return toPlayInfo(
      video,
      tokens.sign({ siteId, videoId, viewer, expiresAt, ...(basis ? { basis } : {}) }),
      expiresAt,
    );
  }

  /** Where a playlist or segment of the token's video is kept; refused for a bad token or file name. */
  function hlsKey(playToken: string, rendition: string, name: string): string {
    const grant = grantOf(playToken);
    if (!RENDITION_NAME.test(rendition) || !(name === 'index.m3u8' || SEGMENT_NAME.test(name)))
      throw notFound('播放文件不存在');
    return `${videoPrefix(grant.siteId, grant.videoId)}hls/${rendition}/${name}`;
  }

  async function hlsFile(playToken: string, rendition: string, name: string) {
    const found = await segments.read(hlsKey(playToken, rendition, name));
    if (!found) throw notFound('播放文件不存在');
    return found;
  }

  return {
    /** `/vod/auth/videoInfo/play`: a play token from the course (learners) or the uploader's own preview. */
    async play(siteId: number, userId: number, body: VideoPlayBody): Promise<PlayInfo> {
      if (body.playToken) {
        const grant = grantOf(body.playToken);
        if (grant.siteId !== siteId || grant.viewer.kind !== 'user' || grant.viewer.id !== userId)
          throw forbidden('播放凭证不属于当前用户');
        if (body.videoId && parseId(body.videoId) !== grant.videoId) throw badRequest('播放凭证与视频不符');
        return toPlayInfo(await playableVideo(siteId, grant.videoId), body.playToken, grant.expiresAt);
      }
      if (!body.videoId) throw badRequest('参数错误：videoId 和 playToken 至少提供一个');
      const video = await repo.findVideo(siteId, parseId(body.videoId));
      if (!video) throw notFound('视频不存在或已被删除');
      if (video.owner_user_id !== userId) throw forbidden('只能预览自己上传的视频，学员请从课程页观看');
      return issuePlayToken(siteId, { kind: 'user', id: userId }, video.id);
    },

    adminPlay: (siteId: number, operatorId: number, videoId: number) =>
      issuePlayToken(siteId, { kind: 'operator', id: operatorId }, videoId),

    async masterPlaylist(playToken: string): Promise<string> {
      const grant = grantOf(playToken);
      return masterPlaylist(renditionsOf(await playableVideo(grant.siteId, grant.videoId)));
    },

    hlsFile,

    /**
     * The same file's bytes when they are in memory, checked as `hlsFile` checks them, without a promise:
     * a player asks for the same few segments many times a second (decision 0087). Undefined otherwise.
     */
    keptHlsFile: (playToken: string, rendition: string, name: string): Buffer | undefined =>
      segments.kept(hlsKey(playToken, rendition, name)),

    /** The segments' AES key: for the token's own viewer, signed in (the cookie or `token` header). */
    async segmentKey(playToken: string, sessionToken: string | undefined): Promise<Buffer> {
      const grant = grantOf(playToken);
      const session = await sessions.resolve(grant.siteId, sessionToken, grant.viewer.kind);
      if (session.subjectId !== grant.viewer.id) throw forbidden('播放密钥只发给获得授权的本人');
      const video = await playableVideo(grant.siteId, grant.videoId);
      // A refund or a changed lesson ends the grant before the token expires.
      const check = grant.basis && basisChecks.get(grant.basis.kind);
      if (grant.basis && !(await check?.(grant.siteId, grant.viewer.id, grant.basis.id, grant.videoId)))
        throw forbidden('您已无权观看此视频（课程可能已退款），请回到课程页查看');
      return Buffer.from(video.aes_key, 'hex');
    },

    /**
     * A play token for a viewer the caller has already judged entitled (the course module after its
     * entitlement check). Refused while the video is not ready. With a basis, the key is given only while
     * that basis's check (checkGrantsWith) still says yes.
     */
    issuePlayToken,

    /** How grants of this basis are checked again when the key is fetched; the course module sets 'lesson'. */
    checkGrantsWith(kind: GrantBasis['kind'], check: BasisCheck): void {
      basisChecks.set(kind, check);
    },
  };
}
