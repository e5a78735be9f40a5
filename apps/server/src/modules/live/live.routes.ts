import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LIVE_HLS_PATH, liveContracts } from '@school/contracts';
import { notFound } from '../../core/errors.ts';
import { bindRoutes, lazyRequestLogger } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { LiveService } from './live.service.ts';

/** Playlists and segments need only the signed token (no site-id header) and stay out of the per-address budget. */
const hlsConfig = { access: 'visitor' as const, siteFromToken: true, rateLimit: false as const };

const hlsReply = (reply: FastifyReply, file: string) =>
  file.endsWith('.m3u8')
    ? reply.type('application/vnd.apple.mpegurl').header('cache-control', 'no-cache')
    : reply.type('video/mp2t').header('cache-control', 'private, max-age=60');

export function registerLiveRoutes(app: FastifyInstance, live: LiveService): void {
  // The chat's mutes are bound with the chat (chat/chat.routes.ts).
  const { adminListMutes: _mutes, adminDeleteMute: _unmute, ...calls } = liveContracts;
  bindRoutes(app, calls, {
    viewChannel: ({ siteId, user }) => live.viewChannel(siteId, user),
    resetChannelToken: ({ siteId, user }) => live.resetToken(siteId, user),
    updateChannelPasswd: ({ siteId, user, body }) => live.updatePasswd(siteId, user, body.passwd),
    saveLiveLog: ({ siteId, user, body }) => live.saveLog(siteId, user, body),
    listLiveLogs: ({ siteId, user, body }) => live.listLogs(siteId, user, body),
    viewLiveLog: ({ siteId, user, body }) => live.viewLog(siteId, user, parseId(body.id)),
    listLivePlans: ({ siteId, body }) => live.plans(siteId, body),
    getLiveUrl: ({ siteId, user, body }) => live.liveUrl(siteId, user, parseId(body.periodId)),
    getPlaybackUrl: ({ siteId, user, body }) => live.playbackUrl(siteId, user, parseId(body.periodId)),
    checkChannelPasswd: ({ siteId, user, body }) => live.checkPasswd(siteId, user, parseId(body.periodId), body.passwd),
    adminListChannels: ({ siteId, body }) => live.adminListChannels(siteId, body),
    adminDisableChannel: ({ siteId, body }) => live.adminSetChannelStatus(siteId, parseId(body.id), body.channelStatus),
    adminCutChannel: ({ siteId, body }) => live.adminCutChannel(siteId, parseId(body.id)),
    adminResetChannelToken: ({ siteId, body }) => live.adminResetToken(siteId, parseId(body.id)),
    adminListBroadcasts: ({ siteId, body }) => live.adminListBroadcasts(siteId, body),
    adminPreviewBroadcast: ({ siteId, body }) => live.adminPreview(siteId, parseId(body.id)),
    adminSaveReplay: ({ siteId, body }) => live.adminSaveReplay(siteId, parseId(body.id), body.keepReplay),
  });

  // The newest files from memory (live-segments.ts); a segment the playlist no longer lists streams from disk.
  app.get<{ Params: { token: string; file: string } }>(
    `${LIVE_HLS_PATH}/:token/:file`,
    { schema: { hide: true }, config: hlsConfig, childLoggerFactory: lazyRequestLogger },
    async (request, reply) => {
      const { token, file } = request.params;
      const found = await live.hlsFile(token, file);
      if ('body' in found) return hlsReply(reply, file).send(found.body);
      const stat = await fs.stat(found.file).catch(() => undefined);
      if (!stat) throw notFound('直播文件不存在');
      return hlsReply(reply, file)
        .header('content-length', stat.size)
        .send(createReadStream(found.file, { highWaterMark: 64 * 1024 }));
    },
  );
}
