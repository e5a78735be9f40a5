import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { Code } from '@school/contracts';
import { type Cache, connectRedis, createMemoryCache, createRedisCache } from './core/cache.ts';
import { createCaptchas } from './core/captcha.ts';
import type { Config } from './core/config.ts';
import { AppError } from './core/errors.ts';
import { accessOf, handleApiError, ok, registerUnknownCalls, sendError, tokenOf } from './core/http.ts';
import { createIdGenerator } from './core/ids.ts';
import { createJobQueue } from './core/jobs.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './core/rate-limiter.ts';
import { createLocalStorage, createS3Storage, createStorage } from './core/storage.ts';
import { createPagePolicy, isDownload, registerSecurityHeaders } from './core/security-headers.ts';
import { keepSmallFiles } from './core/kept-files.ts';
import { createSessionStore } from './core/sessions.ts';
import { createSignInGuard } from './core/sign-in-guard.ts';
import { createTenancy } from './core/tenancy.ts';
import { systemClock, type Clock } from './core/time.ts';
import { createPageCache, createPageVersions } from './core/page-cache.ts';
import { isInternalCall, registerPages, registerWeb, type RenderPage } from './core/web.ts';
import type { DatabaseHandle } from './db/database.ts';
import { attachDemoMedia } from './db/seed/demo-lessons.ts';
import { createSystemRepo, createSystemService, registerSystemRoutes } from './modules/system/index.ts';
import { createCommunityModule, registerCommunityRoutes, registerCommunitySearch } from './modules/community/index.ts';
import { createContentRepo, createContentService, registerContentRoutes } from './modules/content/index.ts';
import {
  courseOwners,
  createCourseModule,
  registerCourseRoutes,
  registerCourseSearch,
} from './modules/course/index.ts';
import { createExamModule, registerExamRoutes, registerExamSearch } from './modules/exam/index.ts';
import { createMarketingRepo, createMarketingService, registerMarketingRoutes } from './modules/marketing/index.ts';
import { createSearchService, registerSearchRoutes } from './modules/search/index.ts';
import {
  createDataRepo,
  createDataService,
  createNoteRepo,
  createNoteService,
  createStudyRepo,
  createStudyService,
  registerDataRoutes,
} from './modules/data/index.ts';
import {
  createOrderModule,
  createOrderRepo,
  createOrderService,
  registerOrderRoutes,
  registerSandboxPayPages,
} from './modules/order/index.ts';
import {
  createUploadRepo,
  createUploadService,
  registerUploadRoutes,
  UPLOAD_MAX_BYTES,
} from './modules/upload/index.ts';
import {
  createAccountService,
  createAuthCodeRepo,
  createLecturerRepo,
  createLecturerService,
  createMessageRepo,
  createMessageService,
  createProviders,
  describeProviders,
  createUserRepo,
  createUserService,
  registerWechatPages,
  registerUserRoutes,
} from './modules/user/index.ts';
import {
  createPlayTokens,
  createUploadStaging,
  createVodRepo,
  createVodService,
  findMediaTools,
  loadTokenSecret,
  registerVodRoutes,
} from './modules/vod/index.ts';

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

/** Builds the whole server: core plugins → API modules → website. The one place everything is wired. */
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

  const { db } = database;
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  const cache: Cache = givenCache ?? (redis ? createRedisCache(redis) : createMemoryCache());
  const newId = createIdGenerator(config.nodeId, () => clock.now());
  const sessions = createSessionStore({ db, clock, newId });
  const tenancy = createTenancy({ db, cache, defaultSiteId: config.defaultSiteId });
  const pageVersions = createPageVersions(cache);

  const transact = database.transaction;
  const captchas = createCaptchas(cache);
  // Failed sign-ins are the user module's rows; the guard also stands before operators' sign-in.
  const authCodeRepo = createAuthCodeRepo(db);
  const signInGuard = createSignInGuard({ failures: authCodeRepo, captchas, clock, newId });

  // Modules in the order they depend on each other; each reaches another only through its index.ts.
  const systemService = createSystemService({
    systemRepo: createSystemRepo(db),
    cache,
    clock,
    newId,
    sessions,
    signInGuard,
  });
  const storage = createStorage(config);
  // Video sources and segments stay private: served only through the video module's token checks.
  const media = config.s3.bucket
    ? createS3Storage({ ...config.s3, bucket: config.s3.mediaBucket || config.s3.bucket, publicUrl: '' })
    : createLocalStorage(config.dataDir, { folder: 'media', publicPath: null });
  // Leases and retry times follow the real clock even when a test moves the app's clock.
  const jobs = createJobQueue({ db, newId, log: app.log });
  const vodStaging = createUploadStaging(config.dataDir);
  const vodService = createVodService({
    db,
    vodRepo: createVodRepo(db),
    jobs,
    sessions,
    media,
    files: storage,
    staging: vodStaging,
    tools: findMediaTools(config.vod),
    tokens: createPlayTokens(loadTokenSecret(config.vod.tokenSecret, config.dataDir)),
    clock,
    newId,
    log: app.log,
    dataDir: config.dataDir,
    demoCacheDir: config.demoCacheDir,
    transcode: {
      concurrency: config.vod.transcodeConcurrency,
      attempts: config.vod.transcodeAttempts,
      retryMs: config.vod.transcodeRetrySeconds * 1000,
    },
  });
  const uploadService = createUploadService({ uploadRepo: createUploadRepo(db), storage, clock, newId });
  const userRepo = createUserRepo(db);
  // Users' pictures must come from our own storage: the public bucket with S3, /files on disk.
  const ownImages = { bases: config.s3.bucket ? [config.s3.publicUrl] : ['/files'] };
  const providers = createProviders(config, { authCodeRepo, newId, clock, log: app.log });
  app.log.info(`外部服务 / providers: ${describeProviders(config)}`);
  const userService = createUserService({
    transact,
    userRepo,
    sessions,
    faceMatcher: providers.faceMatcher,
    readOwnUpload: uploadService.readOwned,
    ownImages,
    clock,
    newId,
  });
  const messageService = createMessageService({ transact, messageRepo: createMessageRepo(db), userRepo, clock, newId });
  const accountService = createAccountService({
    transact,
    userRepo,
    authCodeRepo,
    sessions,
    captchas,
    signInGuard,
    clock,
    newId,
    smsCaps: config.smsCaps,
    log: app.log,
    smsSender: providers.smsSender,
    wechat: providers.wechat,
    siteName: async (siteId) => (await systemService.getWebsiteInfo(siteId)).siteNamePc,
  });
  const lecturerService = createLecturerService({
    transact,
    lecturerRepo: createLecturerRepo(db),
    userRepo,
    messages: messageService,
    ownImages,
    clock,
    newId,
  });
  const orderService = createOrderService({ transact, orderRepo: createOrderRepo(db), clock, newId });
  // The course pages show the reader's study records, which the data module keeps and fills from the
  // course module's lessons: the course module reaches them through calls made once both exist.
  const course = createCourseModule({
    database,
    cache,
    clock,
    newId,
    lecturers: lecturerService,
    users: userService,
    messages: messageService,
    orders: orderService,
    vod: vodService,
    uploads: uploadService,
    media,
    linkSecret: loadTokenSecret(config.vod.tokenSecret, config.dataDir),
    ownImages,
    study: {
      courseStates: (...args) => studyService.courseStates(...args),
      periodStates: (...args) => studyService.periodStates(...args),
    },
  });
  vodService.onVideoReady((event) => course.videoReady(event));
  const studyService = createStudyService({
    transact,
    studyRepo: createStudyRepo(db),
    courses: course.study,
    users: userService,
    clock,
    newId,
  });
  const noteService = createNoteService({ noteRepo: createNoteRepo(db), courses: course.study, clock, newId });
  const searchService = createSearchService();
  registerCourseSearch(searchService, course.courses);
  const contentService = createContentService({
    contentRepo: createContentRepo(db),
    system: systemService,
    users: userService,
    cache,
    clock,
    newId,
  });
  const marketingService = createMarketingService({
    marketingRepo: createMarketingRepo(db),
    courses: course.courses,
    clock,
    newId,
  });
  const exam = createExamModule({
    db,
    transact,
    dictionary: contentService,
    isOwnAudio: uploadService.isAudio,
    videos: vodService,
    messages: messageService,
    users: userService,
    courses: courseOwners(course),
    orders: orderService,
    jobs,
    mediaPrefixes: [
      '/files/',
      ...(config.s3.bucket && config.s3.publicUrl ? [`${config.s3.publicUrl.replace(/\/$/, '')}/`] : []),
    ],
    clock,
    newId,
  });
  // People's actions (posts, comments, likes) are counted where every instance sees them.
  const limiter = redis ? createRedisRateLimiter(redis, clock) : createMemoryRateLimiter(clock);
  const community = createCommunityModule({
    database,
    cache,
    limiter,
    jobs,
    users: userService,
    messages: messageService,
    ownImages,
    clock,
    newId,
  });
  registerCommunitySearch(searchService, community);
  registerExamSearch(searchService, exam);
  const dataService = createDataService({
    transact,
    dataRepo: createDataRepo(db),
    messages: messageService,
    users: userService,
    ownImages,
    clock,
    newId,
  });

  const orders = createOrderModule({
    db,
    transact,
    jobs,
    products: {
      findCourse: (siteId, id) => course.courses.findCourse(siteId, id),
      findPaper: (siteId, id) => exam.papers.findPublished(siteId, id),
      findVipSet: (siteId, id) => contentService.findVipSet(siteId, id),
    },
    users: userService,
    codes: accountService,
    messages: messageService,
    lecturers: lecturerService,
    secret: loadTokenSecret(config.vod.tokenSecret, config.dataDir),
    sandbox: config.sandbox,
    wechatPay: config.wechatPay,
    alipay: config.alipay,
    log: app.log,
    clock,
    newId,
  });

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
        errorResponseBuilder: () => new AppError(Code.tooManyRequests, '请求过于频繁，请稍后再试'),
      });

      api.get('/health', { schema: { hide: true }, config: { siteless: true } }, async () => {
        await sql`select 1`.execute(db);
        return ok({ status: 'ok', engine: database.engine });
      });

      api.addHook('onRequest', async (request) => {
        request.viewer = null;
        request.operator = null;
        const url = request.routeOptions.url;
        const { siteless, siteFromToken } = request.routeOptions.config;
        if (!url || siteless || siteFromToken) return;
        request.siteId = await tenancy.siteFromHeader(request.headers['site-id']);
        const access = request.routeOptions.config.access ?? accessOf(url.slice('/apis'.length));
        const token = tokenOf(request);
        if (access === 'operator') {
          const session = await sessions.resolve(request.siteId, token, 'operator');
          request.operator = { id: session.subjectId };
        } else if (access === 'user') {
          const session = await sessions.resolve(request.siteId, token, 'user');
          request.viewer = await userService.sessionUser(request.siteId, session.subjectId);
        } else if (token) {
          // Public calls still know a signed-in reader; a stale token just reads as a visitor.
          try {
            const session = await sessions.resolve(request.siteId, token, 'user');
            request.viewer = await userService.sessionUser(request.siteId, session.subjectId);
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

      await api.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });

      registerSystemRoutes(api, systemService);
      registerContentRoutes(api, contentService);
      registerCourseRoutes(api, course);
      registerMarketingRoutes(api, marketingService);
      registerSearchRoutes(api, searchService);
      registerUserRoutes(api, {
        accounts: accountService,
        users: userService,
        lecturers: lecturerService,
        messages: messageService,
      });
      registerDataRoutes(api, { data: dataService, study: studyService, notes: noteService });
      registerCommunityRoutes(api, community);
      registerUploadRoutes(api, uploadService);
      registerVodRoutes(api, vodService);
      registerExamRoutes(api, exam);
      registerOrderRoutes(api, orders);
    },
    { prefix: '/apis' },
  );

  await app.register(fastifySwaggerUi, { routePrefix: '/apis/docs' });
  registerWechatPages(app, accountService, tenancy, { sandbox: config.sandbox, wechat: config.wechat !== null });
  if (orders.sandbox) registerSandboxPayPages(app, orders.sandbox);

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
    const options = {
      tenancy,
      pages: createPageCache({
        versions: pageVersions,
        ttlSeconds: config.pageCacheSeconds,
        maxBytes: config.pageCacheMb * 1024 * 1024,
      }),
      rateLimitPerMinute: config.rateLimitPerMinute,
      renderConcurrency: config.renderConcurrency,
      pagePolicy: createPagePolicy({ publicFilesUrl, snippetSettings: systemService.getWebsiteInfo }),
      ...(redis ? { redis } : {}),
    };
    if (renderPage) await registerPages(app, renderPage, options);
    else await registerWeb(app, { buildDir: config.webBuildDir, ...options });
  }

  if (config.runJobs) {
    app.addHook('onReady', async () => {
      jobs.start();
      community.jobs.ensureAll().catch((err: unknown) => app.log.error({ err }, 'starting the community jobs failed'));
      vodService.sweep().catch((err: unknown) => app.log.error({ err }, 'sweeping old video uploads failed'));
    });
  }
  if (demoMedia) {
    app.addHook('onReady', async () => {
      attachDemoMedia({ db, vod: vodService, media, log: app.log }).catch((err: unknown) =>
        app.log.error({ err }, 'making the demo lesson videos failed'),
      );
    });
  }

  app.addHook('onClose', async () => {
    await jobs.stop();
    await cache.close();
  });

  return app;
}
