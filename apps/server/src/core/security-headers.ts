import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Response headers for everything the server answers (decision 0019). Set on the raw response at
 * `onRequest`, so pages, which hand the raw response to React Router, carry them too.
 *
 * - every response: `X-Content-Type-Options: nosniff`, a referrer policy, no Flash/PDF cross-domain
 *   policies (helmet's defaults);
 * - the site's pages: a Content-Security-Policy the operator's statistics and online-service
 *   snippets live with (their code is inline and their scripts come from any https host), framed by
 *   the site itself only;
 * - the console (`/admin`): a tighter policy (its own scripts only) and never framed;
 * - uploaded files (`/files/**`): no script at all (`sandbox`), loadable by the mobile site.
 */

/** Directives shared by the site and the console. */
const common = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export function sitePolicy(extraOrigins: string[] = []) {
  return {
    ...common,
    // React Router's hydration data is inline; the operator's snippets are inline code and https scripts.
    scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
    // antd writes some styles inline.
    styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraOrigins],
    mediaSrc: ["'self'", 'blob:', 'https:', ...extraOrigins],
    fontSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https:', 'wss:'],
    // Customer-service chat windows and WeChat's sign-in QR page.
    frameSrc: ["'self'", 'https:'],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'self'"],
  };
}

const consolePolicy = (extraOrigins: string[]) => ({
  ...common,
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Operators preview pictures by address (a CDN, the bucket).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraOrigins],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
});

const filesPolicy = {
  defaultSrc: ["'none'"],
  imgSrc: ["'self'"],
  styleSrc: ["'unsafe-inline'"],
  sandbox: [],
  frameAncestors: ["'self'"],
};

const baseline = {
  // TLS ends at the reverse proxy, which is where Strict-Transport-Security belongs.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginOpenerPolicy: false,
};

type Middleware = ReturnType<typeof helmet>;

export function registerSecurityHeaders(app: FastifyInstance, { publicFilesUrl }: { publicFilesUrl: string }): void {
  // Uploads kept in a bucket are linked under its public address; pages must be allowed to show them.
  const extra = publicFilesUrl ? [new URL(publicFilesUrl).origin] : [];
  const site = helmet({
    ...baseline,
    contentSecurityPolicy: { useDefaults: false, directives: sitePolicy(extra) },
    xFrameOptions: { action: 'sameorigin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const console = helmet({
    ...baseline,
    contentSecurityPolicy: { useDefaults: false, directives: consolePolicy(extra) },
    xFrameOptions: { action: 'deny' },
  });
  const files = helmet({
    ...baseline,
    contentSecurityPolicy: { useDefaults: false, directives: filesPolicy },
    xFrameOptions: { action: 'sameorigin' },
    // The mobile site (h5Domain) shows the same pictures.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  const api = helmet({
    ...baseline,
    contentSecurityPolicy: false,
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  const middlewareFor = (url: string): Middleware => {
    if (url.startsWith('/apis/') || url === '/apis') return api;
    if (url.startsWith('/files/')) return files;
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return console;
    return site;
  };

  app.addHook('onRequest', (request, reply, done) => {
    middlewareFor(request.url)(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/** Pictures open in the browser; every other uploaded file (documents) downloads. */
const INLINE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.ico']);
export const isDownload = (filePath: string) => !INLINE_EXTENSIONS.has(path.extname(filePath).toLowerCase());
