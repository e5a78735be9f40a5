import path from 'node:path';
import { defineModule } from '../../core/module.ts';
import { course } from '../course/index.ts';
import { user } from '../user/index.ts';
import { findMediaTools, loadTokenSecret, vod } from '../vod/index.ts';
import { startIngest, type Ingest } from './live-ingest.ts';
import { createLiveTokens } from './live-hls.ts';
import { createLiveSegments } from './live-segments.ts';
import { createMemoryViewers, createRedisViewers } from './live-viewers.ts';
import { migrations } from './migrations/index.ts';
import { createLiveRepo } from './live.repo.ts';
import { registerLiveRoutes } from './live.routes.ts';
import { registerLiveChat } from './chat/chat.routes.ts';
import { createLiveService } from './live.service.ts';

/** Some 20 channels' whole playlists of 720p segments. */
const KEPT_LIVE_BYTES = 64 * 1024 * 1024;
/** How stale a viewer's playlist may be (ffmpeg adds a segment every 2 s). */
const PLAYLIST_READ_MS = 500;
/** How often an instance tells Redis again that a user still watches (a viewer counts for 30 s). */
const VIEWER_REFRESH_MS = 10_000;
/** How long Redis keeps a broadcast's viewers after the last was seen (its total is read from them). */
const VIEWERS_KEPT_MS = 24 * 60 * 60_000;

/** live: teachers' channels, the RTMP ingest, broadcasts and their replays, the schedule (decision 0069). */
export const live = defineModule({
  name: 'live',
  migrations,
  create(ctx) {
    const { config } = ctx;
    let ingest: Ingest | undefined;
    let sweeper: NodeJS.Timeout | undefined;
    const liveRoot = ctx.media.localPath('live') ?? path.join(config.dataDir, 'live');
    const viewers = config.redisUrl
      ? createRedisViewers(config.redisUrl, VIEWERS_KEPT_MS, VIEWER_REFRESH_MS)
      : createMemoryViewers();
    const service = createLiveService({
      liveRepo: createLiveRepo(ctx.db),
      lessons: ctx.use(course).liveLessons,
      lecturers: ctx.use(user).lecturers,
      users: ctx.use(user).users,
      vod: ctx.use(vod),
      cache: ctx.cache,
      limiter: ctx.limiter,
      tokens: createLiveTokens(loadTokenSecret(config.vod.tokenSecret, config.dataDir)),
      segments: createLiveSegments({
        maxBytes: KEPT_LIVE_BYTES,
        playlistMs: PLAYLIST_READ_MS,
        now: () => ctx.clock.now(),
      }),
      viewers,
      clock: ctx.clock,
      newId: ctx.newId,
      liveRoot,
      pushUrl: config.live.rtmpPublicUrl || `rtmp://localhost:${config.live.rtmpPort || 1935}/live`,
      cutPush: (broadcastId) => ingest?.cut(broadcastId),
      log: ctx.log,
    });

    /** Starts the RTMP ingest on the given port (0: any free one); tests call it with their own port. */
    function runIngest(port: number): Ingest {
      ingest = startIngest({
        port,
        ffmpegPath: findMediaTools(config.vod).ffmpeg,
        accept: (app, key) => service.acceptPush(app, key),
        stopped: (target) => service.pushStopped(target),
        log: ctx.log,
      });
      ingest.listening.catch((err: unknown) => ctx.log.error({ err, port }, 'the RTMP ingest could not listen'));
      return ingest;
    }

    return {
      service: { ...service, runIngest },
      routes(api) {
        registerLiveRoutes(api, service);
        registerLiveChat(api, ctx, service);
        api.addHook('onClose', async () => {
          clearInterval(sweeper);
          await ingest?.close();
          await viewers.close();
        });
      },
      onReady() {
        if (config.live.rtmpPort) runIngest(config.live.rtmpPort);
        sweeper = setInterval(() => {
          service.sweep().catch((err: unknown) => ctx.log.error({ err }, 'the live sweep failed'));
          if (ingest)
            service
              .stalePushes(ingest.pushes())
              .then((stale) => stale.forEach((id) => ingest?.cut(id)))
              .catch((err: unknown) => ctx.log.error({ err }, 'checking the live pushes failed'));
        }, config.live.sweepMs);
        sweeper.unref();
      },
    };
  },
});
