import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { API_DOCS_PATH, API_PREFIX, Code, UploadRules } from '@school/contracts';
import { type Cache, connectRedis, createMemoryCache, createRedisCache } from './core/cache.ts';
import { createCaptchas } from './core/captcha.ts';
import type { Config } from './core/config.ts';
import { tooOften } from './core/errors.ts';
import { accessOf, handleApiError, ok, registerUnknownCalls, sendError, tokenOf } from './core/http.ts';
import { createIdGenerator } from './core/ids.ts';
import { buildModules, offeredByOne } from './core/module.ts';
import { createJobQueue } from './core/jobs.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './core/rate-limiter.ts';
import { createLocalStorage, createS3Storage, createStorage } from './core/storage.ts';
import { createPagePolicy, isDownload, registerSecurityHeaders } from './core/security-headers.ts';
import { keepSmallFiles } from './core/kept-files.ts';
import { trimWhenQuiet } from './core/memory-trim.ts';
import { createSessionStore } from './core/sessions.ts';
import { createTenancy } from './core/tenancy.ts';
import { systemClock, type Clock } from './core/time.ts';
import { createPageCache, createPageVersions } from './core/page-cache.ts';
import { createPageReads, PAGE_READS_MB, PAGE_READS_SECONDS } from './core/page-reads.mjs';
import { isInternalCall, registerPages, registerWeb, type RenderPage } from './core/web.ts';
import type { DatabaseHandle } from './db/database.ts';
import { modules } from './modules/index.ts';

/** The largest file any call takes in one part (video uploads come in chunks with their own limit). */
const MULTIPART_MAX_BYTES = Math.max(...Object.values(UploadRules).map((rule) => rule.maxBytes));

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built website too (off in API tests). */
  web?: boolean;
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Tests pass their own to look inside (captcha answers); otherwise in-process or Redis by config. */
  cache?: Cache;
  /** Serves pages with this renderer instead of the built website (tests of the page path). */
  renderPage?: RenderPage;
  /** Gives the demo lessons their videos once ready (`npm start`; tests seed without media). */
  demoMedia?: boolean;
}

/** Builds the whole server: core plugins → the modules of modules/index.ts, each built once → website. */
export async function buildApp({
  config,
  database,
  web = false,
  logger = false,
  clock = systemClock,
  cache: givenCache,
  renderPage,
  demoMedia = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // A page is logged once; the API calls its loaders make in-process are not logged again.
    logController: new LogController({ disableRequestLogging: (request) => isInternalCall(request.headers) }),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: true, useDefaults: true, allErrors: false } },
  });

  const publicFilesUrl = config.s3.bucket ? config.s3.publicUrl : '';
  registerSecurityHeaders(app, { publicFilesUrl });

  trimWhenQuiet(app);

  const { db } = database;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const cache: Cache = givenCache ?? (redis ? createRedisCache(redis) : createMemoryCache());
  const newId = createIdGenerator(config.nodeId, () => clock.now());
  const sessions = createSessionStore({ db, clock, newId, cache });
  const tenancy = createTenancy({ db, cache, defaultSiteId: config.defaultSiteId });
  const pageVersions = createPageVersions(cache);

  const storage = createStorage(config);
  // Video sources and segments stay private: served only through the video module's token checks.
  const media = config.s3.bucket
    ? createS3Storage({ ...config.s3, bucket: config.s3.mediaBucket || config.s3.bucket, publicUrl: '' })
    : createLocalStorage(config.dataDir, { folder: 'media', publicPath: null });
  // Leases and retry times follow the real clock even when a test moves the app's clock.
  const jobs = createJobQueue({ db, newId, log: app.log });
  const built = buildModules(modules, {
    config,
    database,
    db,
    transact: database.transaction,
    cache,
    clock,
    newId,
    log: app.log,
    jobs,
    sessions,
    tenancy,
    captchas: createCaptchas(cache),
    limiter: redis ? createRedisRateLimiter(redis, clock) : createMemoryRateLimiter(clock),
    storage,
    media,
    // Users' pictures must come from our own storage: the public bucket with S3, /files on disk.
    ownImages: { bases: config.s3.bucket ? [config.s3.publicUrl] : ['/files'] },
    mediaPrefixes: [
      '/files/',
      ...(config.s3.bucket && config.s3.publicUrl ? [`${config.s3.publicUrl.replace(/\/$/, '')}/`] : []),
    ],
    demoMedia,
  });
  const sessionUser = offeredByOne(built, 'sessionUser');
  const pageSnippets = offeredByOne(built, 'pageSnippets');

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '在线学校接口',
        version: '1.0.0',
        description:
          '所有接口在 /apis 下，请求头 site-id 为站点编号（演示学校 11），登录后请求头 token 为会话令牌。返回 {code, msg, data}，成功 code 为 200。',
      },
    },
  });

  await app.register(
    async (api) => {
      api.setErrorHandler(handleApiError);
      api.setNotFoundHandler((_request, reply) => sendError(reply, Code.notFound, '接口不存在'));
      registerUnknownCalls(api);

      await api.register(fastifyRateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: '1 minute',
        // A page's own calls count in the page budget, not again here.
        allowList: (request) => isInternalCall(request.headers),
        ...(redis ? { redis } : {}),
        errorResponseBuilder: (_request, context) => tooOften(context.ttl),
      });

      api.get('/health', { schema: { hide: true }, config: { siteless: true } }, async () => {
        await sql`select 1`.execute(db);
        return ok({ status: 'ok', engine: database.engine });
      });

      api.addHook('onRequest', async (request) => {
        request.viewer = null;
        request.operator = null;
        const { url, config } = request.routeOptions;
        if (!url || config.siteless || config.siteFromToken) return;
        request.siteId = await tenancy.siteFromHeader(request.headers['site-id']);
        const access = config.access ?? accessOf(url.slice(API_PREFIX.length));
        const token = tokenOf(request);
        if (access === 'operator') {
          const session = await sessions.resolve(request.siteId, token, 'operator');
          request.operator = { id: session.subjectId };
        } else if (access === 'user') {
          const session = await sessions.resolve(request.siteId, token, 'user');
          request.viewer = await sessionUser(request.siteId, session.subjectId);
        } else if (token) {
          // Public calls still know a signed-in reader; a stale token just reads as a visitor.
          try {
            const session = await sessions.resolve(request.siteId, token, 'user');
            request.viewer = await sessionUser(request.siteId, session.subjectId);
          } catch {
            request.viewer = null;
          }
        }
      });

      // An operator's change reaches visitors at once: their kept pages are of an older version now.
      api.addHook('onSend', async (request, reply, payload) => {
        if (request.operator && request.method !== 'GET' && reply.statusCode === 200) {
          await pageVersions.bump(request.siteId);
        }
        return payload;
      });

      await api.register(fastifyMultipart, { limits: { fileSize: MULTIPART_MAX_BYTES, files: 1, fields: 5 } });

      for (const module of built) module.routes?.(api);
    },
    { prefix: API_PREFIX },
  );

  await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH });
  for (const module of built) module.pages?.(app);

  const filesRoot = path.join(config.dataDir, 'files');
  // Uploaded documents download instead of opening on the site's origin.
  const fileHeaders = (filePath: string): Record<string, string> =>
    isDownload(filePath) ? { 'content-disposition': `attachment; filename="${path.basename(filePath)}"` } : {};
  keepSmallFiles(app, {
    root: filesRoot,
    prefix: '/files/',
    maxAgeSeconds: 3600,
    headersFor: fileHeaders,
    now: () => clock.now(),
  });
  await app.register(fastifyStatic, {
    root: filesRoot,
    prefix: '/files/',
    decorateReply: false,
    maxAge: '1h',
    setHeaders: (reply, filePath) => reply.headers(fileHeaders(filePath)),
  });

  if (web || renderPage) {
    const pageReadsOptions = {
      ttlMs: Math.min(config.pageCacheSeconds, PAGE_READS_SECONDS) * 1000,
      maxBytes: PAGE_READS_MB * 1024 * 1024,
    };
    const options = {
      tenancy,
      pages: createPageCache({
        versions: pageVersions,
        ttlSeconds: config.pageCacheSeconds,
        maxBytes: config.pageCacheMb * 1024 * 1024,
      }),
      pageVersions,
      pageReads: createPageReads({ ...pageReadsOptions, now: () => clock.now() }),
      rateLimitPerMinute: config.rateLimitPerMinute,
      renderConcurrency: config.renderConcurrency,
      pagePolicy: createPagePolicy({ publicFilesUrl, snippetSettings: pageSnippets }),
      ...(redis ? { redis } : {}),
    };
    if (renderPage) await registerPages(app, renderPage, options);
    else {
      await registerWeb(app, {
        buildDir: config.webBuildDir,
        renderWorkers: config.renderWorkers,
        workerReads: pageReadsOptions,
        ...options,
      });
    }
  }

  if (config.runJobs) app.addHook('onReady', async () => jobs.start());
  app.addHook('onReady', async () => {
    for (const module of built) module.onReady?.();
  });

  app.addHook('onClose', async () => {
    await jobs.stop();
    await cache.close();
  });

  return app;
}
