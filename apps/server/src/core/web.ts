import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { createRequestListener, type ClientAddress } from '@mjackson/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pLimit from 'p-limit';
import type { ServerBuild } from 'react-router';
import type { PageCache, PageVersions } from './page-cache.ts';
import type { PageReads, WorkerPageReadsOptions } from './page-reads.mjs';
import { createPageHandler } from './page-handlers.mjs';
import { createRenderPool, workerScriptHashes } from './render-pool.ts';
import { ownScriptHashes, type PagePolicy } from './security-headers.ts';
import type { Tenancy } from './tenancy.ts';
import { apiUrl } from '@school/contracts';

/**
 * Serves the built school website from the same process: hashed assets from build/client, every
 * other path through React Router's server rendering, in worker threads (core/render-pool.ts) or,
 * with RENDER_WORKERS=0, in this one. Loaders reach the API in-process through
 * `callApi` in their load context, so a page costs no extra network hop. Pages carry no personal
 * data and go through the page cache (core/page-cache.ts) for every reader, signed in or not.
 */

/** Marks an API call a page made in-process; the key is random per process, so no reader can send it. */
const INTERNAL_CALL_HEADER = 'x-school-internal-call';
const internalCallKey = randomBytes(24).toString('hex');
export const isInternalCall = (headers: Record<string, string | string[] | undefined>) =>
  headers[INTERNAL_CALL_HEADER] === internalCallKey;

export interface CallApiInput {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
}

/** What loaders get as their load context (a type, not an interface, so it fits React Router's). */
export type PageContext = {
  siteId: number;
  /** Marks the inline scripts the page writes itself; their hashes go into its policy (`withPolicy`). */
  nonce: string;
  /**
   * The site's content version, which the page's public reads are kept under where it is rendered
   * (core/page-reads.mjs, decision 0110); absent for a form post, whose calls are made as they come.
   */
  readsVersion?(): Promise<string>;
  callApi(input: CallApiInput): Promise<{ code: number; msg: string; data: unknown }>;
  /**
   * The same call made now, never kept, its answer as the JSON text: what a render worker asks the
   * main thread for (cloning the parsed answer to the worker cost the main thread more than the call;
   * decision 0090). The worker keeps its own page's reads.
   */
  callApiText?(input: CallApiInput): Promise<string>;
};

/** Renders one page: React Router's request handler, or a stand-in in tests. */
export type RenderPage = (request: Request, context: PageContext) => Promise<Response>;

export interface PagesOptions {
  tenancy: Pick<Tenancy, 'siteForHost'>;
  pages: PageCache;
  /** The site's content version, which the page cache and the kept reads are kept under. */
  pageVersions: PageVersions;
  /** The public reads of pages rendered in this thread, kept for a few seconds (core/page-reads.mjs, decision 0102). */
  pageReads: PageReads;
  /** Page requests per minute per client address (the API has its own budget). */
  rateLimitPerMinute: number;
  /** Pages rendered at once; more wait their turn, which bounds the memory a burst of renders takes. */
  renderConcurrency: number;
  /** The page's Content-Security-Policy (core/security-headers.ts, decision 0050). */
  pagePolicy: PagePolicy;
  redis?: Redis;
}

export async function registerWeb(
  app: FastifyInstance,
  {
    buildDir,
    renderWorkers,
    workerReads,
    ...options
  }: PagesOptions & {
    buildDir: string;
    /** Worker threads that render the pages (core/render-pool.ts); 0 renders in this thread. */
    renderWorkers: number;
    /** How each render worker keeps its pages' public reads (decision 0110). */
    workerReads: WorkerPageReadsOptions;
  },
): Promise<void> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn(`网页尚未构建（缺少 ${serverEntry}），请先运行 npm run build`);
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').status(503).send('<h1>网页尚未构建</h1><p>请先运行 npm run build。</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    decorateReply: false,
    index: false,
    // The web build writes .br/.gz copies of its assets (apps/web/scripts/compress-assets.mjs).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'public, max-age=300');
      }
    },
  });

  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  let render: RenderPage;
  if (renderWorkers > 0) {
    // Renders on every core; the build loads in the workers only (core/render-pool.ts, decision 0090).
    const pool = await createRenderPool({
      size: renderWorkers,
      serverEntry: pathToFileURL(serverEntry).href,
      mode,
      pageReads: workerReads,
    });
    app.addHook('onClose', () => pool.close());
    render = pool.render;
  } else {
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    render = createPageHandler(build, mode);
  }
  await registerPages(app, render, options);
}

/** A short page of our own for when no page can be rendered: a heading and a way home. */
function notice(heading: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>
<body style="font-family:sans-serif;text-align:center;padding:80px 0;color:#333">
<h1 style="font-size:22px">${heading}</h1><p><a href="/">返回首页</a></p></body></html>`;
}
const tooManyPages = notice('访问过于频繁，请稍后再试');
const pageFailed = notice('服务器开小差了，请稍后再试');

/** Why a render was not made: its reader went away while it waited for its turn. */
const READER_GONE = 'the reader went away before the page was rendered';

/**
 * Every path the static files do not answer is a page. Its loaders' API calls run in-process and
 * carry the process's internal-call key, so the API's per-address budget counts the reader's own
 * calls only; pages have a budget of their own.
 */
export async function registerPages(
  app: FastifyInstance,
  render: RenderPage,
  { tenancy, pages, pageVersions, pageReads, rateLimitPerMinute, renderConcurrency, pagePolicy, redis }: PagesOptions,
): Promise<void> {
  const renderSlot = pLimit(renderConcurrency);
  await app.register(async (scope) => {
    // React Router reads form posts itself from the raw request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    await scope.register(fastifyRateLimit, {
      max: rateLimitPerMinute,
      timeWindow: '1 minute',
      nameSpace: 'school-pages-',
      ...(redis ? { redis } : {}),
    });
    scope.setErrorHandler((error: { statusCode?: number }, request, reply) => {
      if (error.statusCode === 429) return reply.status(429).type('text/html; charset=utf-8').send(tooManyPages);
      request.log.error(error);
      return reply.status(500).type('text/html; charset=utf-8').send(pageFailed);
    });

    const servePage = async (request: Request, client: ClientAddress) => {
      const { host, pathname } = new URL(request.url);
      const siteId = await tenancy.siteForHost(host);
      const nonce = randomBytes(16).toString('hex');
      const inject = async ({ method, url, body, query, token }: CallApiInput) => {
        const response = await app.inject({
          method,
          url: apiUrl(url),
          query,
          remoteAddress: client.address,
          headers: {
            'site-id': String(siteId),
            [INTERNAL_CALL_HEADER]: internalCallKey,
            ...(token ? { token } : {}),
          },
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return response.payload;
      };
      // A loader's reads are kept and shared; an action's calls (a form post) are made as they come.
      let version: Promise<string> | undefined;
      const readsVersion =
        request.method === 'GET' || request.method === 'HEAD'
          ? () => (version ??= pageVersions.current(siteId))
          : undefined;
      const context: PageContext = {
        siteId,
        nonce,
        ...(readsVersion ? { readsVersion } : {}),
        callApi: async (input) =>
          (await pageReads.read(siteId, await readsVersion?.(), input, () => inject(input))) as Awaited<
            ReturnType<PageContext['callApi']>
          >,
        callApiText: inject,
      };
      // The policy is made with the page and kept with it, so a kept page goes out with its own. The
      // page cache passes the request to render: this one, or a copy for a stale page's background render.
      const renderWithPolicy = async (toRender: Request) => {
        const page = await render(toRender, context);
        return withPolicy(page, nonce, (scriptHashes) => pagePolicy({ pagePath: pathname, siteId, scriptHashes }));
      };
      return pages.serve(
        request,
        siteId,
        // A reader who went away while the render waited for its turn costs no render.
        (toRender) =>
          renderSlot(() =>
            toRender.signal.aborted ? Promise.reject(new Error(READER_GONE)) : renderWithPolicy(toRender),
          ),
        (error, url) => app.log.error({ err: error, url }, '页面后台刷新失败，继续提供旧页面'),
      );
    };
    // A render that fails outside React Router (its error pages are pages) gets our page and the log,
    // unless its reader has gone: nobody waits for that answer, and a server shutting down aborts them.
    const handle = createRequestListener(async (request, client) => {
      try {
        return await servePage(request, client);
      } catch (error) {
        if (!request.signal.aborted) app.log.error({ err: error, url: request.url }, '页面渲染失败');
        return new Response(pageFailed, {
          status: 500,
          headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
        });
      }
    });

    scope.all('/*', (request, reply) => {
      reply.hijack();
      void sendPage(request.raw, reply.raw);
    });
    const sendPage = async (request: IncomingMessage, response: ServerResponse) => {
      if (request.method === 'GET') {
        // The address node-fetch-server would make of the request, so the page's key is the same.
        const encrypted = 'encrypted' in request.socket && request.socket.encrypted;
        const url = new URL(
          request.url ?? '/',
          `${encrypted ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`,
        );
        const sent = await tenancy
          .siteForHost(url.host)
          .then((siteId) => pages.sendIfKept(request, response, url, siteId))
          .catch(() => false);
        if (sent) return;
      }
      await handle(request, response);
    };
  });
}

/** An HTML page with the Content-Security-Policy that lets its own inline scripts (those with the nonce) run. */
async function withPolicy(
  page: Response,
  nonce: string,
  policyFor: (scriptHashes: string[]) => Promise<string>,
): Promise<Response> {
  if (!page.body || !/^text\/html/i.test(page.headers.get('content-type') ?? '')) return page;
  // A worker's page comes with its scripts' hashes: its bytes are not read here (decision 0097).
  const hashed = workerScriptHashes(page);
  if (hashed) {
    page.headers.set('content-security-policy', await policyFor(hashed));
    return page;
  }
  const bytes = new Uint8Array(await page.arrayBuffer());
  const headers = new Headers(page.headers);
  headers.set('content-security-policy', await policyFor(ownScriptHashes(bytes, nonce)));
  return new Response(bytes, { status: page.status, statusText: page.statusText, headers });
}
