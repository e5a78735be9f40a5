import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { API_DOCS_PATH, API_PREFIX, type WebsiteInfo } from '@school/contracts';
import { SCRIPT_ELEMENT, scriptHash } from './script-hashes.mjs';

export { ownScriptHashes } from './script-hashes.mjs';

/**
 * Response headers for everything the server answers (decisions 0019 and 0050). Set on the raw
 * response at `onRequest`, so pages, which hand the raw response to React Router, carry them too.
 *
 * - every response: `X-Content-Type-Options: nosniff`, a referrer policy, no Flash/PDF cross-domain
 *   policies (helmet's defaults);
 * - the site's pages: a Content-Security-Policy whose scripts are the site's own files, the inline
 *   scripts the page itself wrote (listed by hash, `pagePolicy`) and the operator's statistics and
 *   online-service snippets (their inline code by hash, the hosts they name); framed by the site only;
 * - the console (`/admin`): the same without the snippets, and never framed;
 * - the API documentation (`/apis/docs`): Swagger UI's own files only;
 * - uploaded files (`/files/**`): no script at all (`sandbox`), loadable by the mobile site.
 */

/** Directives shared by the site and the console. */
const common = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

type Directives = Record<string, string[]>;

/** The site's pages; `scriptSrc` gets the page's own inline scripts and the snippets' sources (`pagePolicy`). */
const sitePolicy = (extraOrigins: string[]): Directives => ({
  ...common,
  scriptSrc: ["'self'"],
  // antd writes some styles inline.
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraOrigins],
  mediaSrc: ["'self'", 'blob:', 'https:', ...extraOrigins],
  fontSrc: ["'self'", 'data:', 'https:'],
  // The snippets' vendors report and chat over https and sockets.
  connectSrc: ["'self'", 'https:', 'wss:'],
  // Customer-service chat windows and WeChat's sign-in QR page.
  frameSrc: ["'self'", 'https:'],
  workerSrc: ["'self'", 'blob:'],
  frameAncestors: ["'self'"],
});

const consolePolicy = (extraOrigins: string[]): Directives => ({
  ...common,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Operators preview pictures by address (a CDN, the bucket).
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraOrigins],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
});

/** Swagger UI: its bundle, stylesheet and initializer are files; it writes some styles inline. */
const docsPolicy: Directives = {
  ...common,
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

const filesPolicy: Directives = {
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

/**
 * The headers a policy sets, recorded once: every policy here is made of fixed values. (helmet also
 * removes `X-Powered-By`, which Fastify never sets.)
 */
function recorded(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => (headers[name] = String(value)), removeHeader() {} };
  let failure: unknown;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

const isConsoleUrl = (url: string) => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?');

/** Uploads kept in a bucket are linked under its public address; pages must be allowed to show them. */
const filesOrigins = (publicFilesUrl: string) => (publicFilesUrl ? [new URL(publicFilesUrl).origin] : []);

export function registerSecurityHeaders(app: FastifyInstance, { publicFilesUrl }: { publicFilesUrl: string }): void {
  const extra = filesOrigins(publicFilesUrl);
  const withPolicy = (directives: Directives, frame: 'sameorigin' | 'deny') =>
    helmet({
      ...baseline,
      contentSecurityPolicy: { useDefaults: false, directives },
      xFrameOptions: { action: frame },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
  // A page replaces this policy with its own (`pagePolicy`); what else the site answers runs no inline
  // script, the sandbox's stand-in pages (`/sandbox/**`, decision 0020) included: their script is a file.
  const site = withPolicy(sitePolicy(extra), 'sameorigin');
  const console = withPolicy(consolePolicy(extra), 'deny');
  const docs = withPolicy(docsPolicy, 'deny');
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
    if (url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`) || url.startsWith(`${API_DOCS_PATH}?`))
      return docs;
    if (url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX) return api;
    if (url.startsWith('/files/')) return files;
    if (isConsoleUrl(url)) return console;
    return site;
  };

  // Every API answer goes out through Fastify's reply (none writes to the raw response), so the API's
  // headers go on the reply and are written with its own in one go: setting each on the raw response
  // first cost a kept video segment some 4% more (decision 0087).
  const apiHeaders = recorded(api);
  app.addHook('onRequest', (request, reply, done) => {
    const middleware = middlewareFor(request.url);
    if (middleware === api) {
      reply.headers(apiHeaders);
      done();
      return;
    }
    middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' '))
    .join('; ');

/** A host a snippet names: `https://hm.baidu.com/…`, `//s4.cnzz.com/…` (in a tag or in its code). */
const NAMED_HOST = /(?:https?:)?\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?)/gi;

export type SnippetSettings = Pick<
  WebsiteInfo,
  'isEnableStatistics' | 'statisticsCode' | 'isEnableOnlineService' | 'onlineServiceCode'
>;

/**
 * What the operator's switched-on snippets need in `script-src`: the hash of each inline script, as
 * the browser runs it (components/script-snippet.tsx runs the parser's text of each), and
 * every host the snippet names, so the vendor scripts its code loads (Baidu Tongji's `hm.js`) may
 * run. Hosts go in without a scheme: the page's own scheme (https in production) applies.
 */
export function snippetSources(settings: SnippetSettings): string[] {
  const codes = [
    settings.isEnableStatistics === 1 ? settings.statisticsCode : '',
    settings.isEnableOnlineService === 1 ? settings.onlineServiceCode : '',
  ];
  const sources = new Set<string>();
  for (const snippet of codes) {
    for (const [, attributes, code] of snippet.matchAll(SCRIPT_ELEMENT)) {
      if (/\ssrc\s*=/i.test(` ${attributes!}`) || !code!.trim()) continue;
      sources.add(scriptHash(code!));
    }
    for (const [, host] of snippet.matchAll(NAMED_HOST)) sources.add(host!.toLowerCase());
  }
  return [...sources];
}

export interface PagePolicyOptions {
  publicFilesUrl: string;
  /** The site's settings, for its snippets (the system module's cached read). */
  snippetSettings(siteId: number): Promise<SnippetSettings>;
}

/** The Content-Security-Policy of one rendered page, given the hashes of its own inline scripts. */
export function createPagePolicy({ publicFilesUrl, snippetSettings }: PagePolicyOptions) {
  const extra = filesOrigins(publicFilesUrl);
  return async ({ pagePath, siteId, scriptHashes }: { pagePath: string; siteId: number; scriptHashes: string[] }) => {
    // The snippets never run in the console (features/system/components/site-snippets.tsx).
    if (isConsoleUrl(pagePath)) {
      const policy = consolePolicy(extra);
      return serialize({ ...policy, scriptSrc: [...policy.scriptSrc!, ...scriptHashes] });
    }
    const policy = sitePolicy(extra);
    // A site whose settings cannot be read gets an error page, which runs no snippet.
    const settings = await snippetSettings(siteId).catch(() => undefined);
    const snippets = settings ? snippetSources(settings) : [];
    return serialize({ ...policy, scriptSrc: [...policy.scriptSrc!, ...scriptHashes, ...snippets] });
  };
}

export type PagePolicy = ReturnType<typeof createPagePolicy>;

/** Pictures open in the browser; every other uploaded file (documents) downloads. */
const INLINE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.ico']);
export const isDownload = (filePath: string) => !INLINE_EXTENSIONS.has(path.extname(filePath).toLowerCase());
