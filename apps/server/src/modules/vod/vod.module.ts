import { createVersions } from '../../core/cache.ts';
import { defineModule } from '../../core/module.ts';
import { findMediaTools } from './media-tools.ts';
import { createPlayTokens, loadTokenSecret } from './play-token.ts';
import { createUploadStaging } from './upload-staging.ts';
import { createVodRepo } from './vod.repo.ts';
import { registerVodRoutes } from './vod.routes.ts';
import { createVodService } from './vod.service.ts';

/** Video on demand: chunked uploads, transcoding jobs, play tokens; `onVideoReady` tells of finished videos. */
export const vod = defineModule({
  name: 'vod',
  create(ctx) {
    const { config, log } = ctx;
    const vodService = createVodService({
      db: ctx.db,
      vodRepo: createVodRepo(ctx.db, { versions: createVersions(ctx.cache, ctx.clock), clock: ctx.clock }),
      jobs: ctx.jobs,
      sessions: ctx.sessions,
      media: ctx.media,
      files: ctx.storage,
      staging: createUploadStaging(config.dataDir),
      tools: findMediaTools(config.vod),
      tokens: createPlayTokens(loadTokenSecret(config.vod.tokenSecret, config.dataDir)),
      clock: ctx.clock,
      newId: ctx.newId,
      log,
      dataDir: config.dataDir,
      demoCacheDir: config.demoCacheDir,
      transcode: {
        concurrency: config.vod.transcodeConcurrency,
        attempts: config.vod.transcodeAttempts,
        retryMs: config.vod.transcodeRetrySeconds * 1000,
      },
    });
    return {
      service: vodService,
      routes: (api) => registerVodRoutes(api, vodService),
      onReady() {
        if (!config.runJobs) return;
        vodService.sweep().catch((err: unknown) => log.error({ err }, 'sweeping old video uploads failed'));
      },
    };
  },
});
