import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestListener } from '@mjackson/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageCache } from './page-cache.ts';
import type { Tenancy } from './tenancy.ts';

/**
 * Serves the built school website from the same process: hashed assets from build/client, every
 * other path through React Router's server rendering. Loaders reach the API in-process through
 * `callApi` in their load context, so a page costs no extra network hop. Visitors' pages go through
 * the page cache (core/page-cache.ts).
 */
export interface CallApiInput {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
}

export interface WebOptions {
  buildDir: string;
  tenancy: Pick<Tenancy, 'siteForHost'>;
  pages: PageCache;
}

export async function registerWeb(app: FastifyInstance, { buildDir, tenancy, pages }: WebOptions): Promise<void> {
  const serverEntry = path.join(buildDir, 'server/index.js');
  if (!fs.existsSync(serverEntry)) {
    app.log.warn(`网页尚未构建（缺少 ${serverEntry}），请先运行 npm run build`);
    app.get('/', (_request, reply) =>
      reply.type('text/html; charset=utf-8').status(503).send('<h1>网页尚未构建</h1><p>请先运行 npm run build。</p>'),
    );
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

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

  await app.register(async (scope) => {
    // React Router reads form posts itself from the raw request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const render = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
    const handle = createRequestListener(async (request, client) => {
      const siteId = await tenancy.siteForHost(new URL(request.url).host);
      const context = {
        siteId,
        async callApi({ method, url, body, query, token }: CallApiInput) {
          const response = await app.inject({
            method,
            url: `/apis${url}`,
            query,
            remoteAddress: client.address,
            headers: { 'site-id': String(siteId), ...(token ? { token } : {}) },
            ...(body === undefined ? {} : { payload: body as object }),
          });
          return response.json<{ code: number; msg: string; data: unknown }>();
        },
      };
      return pages.serve(request, siteId, () => render(request, context));
    });

    scope.all('/*', (request, reply) => {
      reply.hijack();
      void handle(request.raw, reply.raw);
    });
  });
}
