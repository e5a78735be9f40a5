import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants as zlib, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { isMobileUserAgent, isSignInPath, Limits } from '@school/contracts';
import type { Cache } from './cache.ts';
import {
  BROTLI_FIRST_QUALITY,
  BROTLI_KEPT_QUALITY,
  brotliOptions,
  COMPRESSIBLE,
  readerEncoding,
} from './page-encoding.mjs';

/**
 * The page cache (decisions 0011 and 0016). The server renders no personal data: every reader of
 * a site, signed in or not, gets the same page, and the browser fills in the reader's own parts.
 * So a page rendered once (or its `.data` navigation payload) is kept for a few seconds and sent to
 * the next reader without rendering again.
 *
 * A page is kept under its host, the reader's device class (phones may be sent to the mobile site),
 * its address and, on pages only signed-in readers may open (`isSignInPath`), whether the reader
 * has the token cookie (without it such a page is a redirect to sign in, which is never kept);
 * together with the site's content version: an operator's change moves the version, so the next
 * reader gets a fresh render at once. Changes made by users reach the kept pages when they expire.
 *
 * A page whose keep ran out by time (its version still current) is still served, at once and marked
 * `STALE`, for as long again, while one render made in the background replaces it; no reader waits for
 * a popular page's render (decision 0100). A page whose version moved is never served stale.
 *
 * Pages and payloads go out compressed (brotli or gzip) when the reader accepts it. A page is kept in
 * the encoding its first reader asked for (brotli for a browser); another encoding is made from it the
 * first time a reader asks for that one and kept beside it (within the same bound), so a miss
 * compresses once, not once per encoding (decision 0097).
 */

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const decompressGzip = promisify(gunzip);
const decompressBrotli = promisify(brotliDecompress);
const TOKEN_COOKIE = new RegExp(`(?:^|;\\s*)${Limits.tokenCookie}=[^;\\s]`);

/** The page a request stands for: a client navigation's `/x.data` is the page `/x`. */
const pagePathOf = (pathname: string) => (pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname);

/** The content version of each site, shared by every instance through the cache (Redis when set). */
export interface PageVersions {
  current(siteId: number): Promise<string>;
  bump(siteId: number): Promise<void>;
}

export function createPageVersions(cache: Cache): PageVersions {
  const key = (siteId: number) => `page-version:${siteId}`;
  return {
    current: async (siteId) => (await cache.get<string>(key(siteId))) ?? 'initial',
    bump: (siteId) => cache.set(key(siteId), randomBytes(8).toString('hex'), 7 * 24 * 3600),
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

interface Kept {
  version: string;
  /** When it was rendered (the cache's clock, milliseconds). */
  keptAt: number;
  /** A background render of it failed: it is served stale until its grace ends, not rendered again before. */
  refreshFailed?: boolean;
  /** Its brotli copy was made quickly for its first reader; the first reader after them has a better one made. */
  quickBrotli?: boolean;
  status: number;
  headers: [string, string][];
  /** The page in each encoding readers have asked for so far; at least one. */
  bodies: Partial<Record<Encoding, Buffer>>;
  /** Bytes of the page unpacked. */
  size: number;
}

export interface PageCacheOptions {
  versions: PageVersions;
  /**
   * How long a kept page is served as it is; 0 turns the cache off (compression stays). For as long
   * again it is served stale while it is rendered anew.
   */
  ttlSeconds: number;
  maxBytes: number;
  /** Milliseconds for expiry; tests pass their own. */
  now?: () => number;
}

export type PageCacheStatus = 'HIT' | 'STALE' | 'MISS' | 'BYPASS';

/** Renders the page for this request: the reader's own, or a copy of it for a render in the background. */
export type RenderFor = (request: Request) => Promise<Response>;

export function createPageCache({ versions, ttlSeconds, maxBytes, now }: PageCacheOptions) {
  const clock = now ?? (() => performance.now());
  const freshMs = Math.max(ttlSeconds, 1) * 1000;
  const isFresh = (page: Kept) => clock() - page.keptAt < freshMs;
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (page) => Object.values(page.bodies).reduce((sum, body) => sum + body.length, 1),
    // Fresh for the keep time, then stale (served while it is rendered again) for as long again.
    ttl: 2 * freshMs,
    // An expired page is dropped when it expires, not when the cache next runs out of room: pages of
    // addresses nobody asks for again would otherwise hold their memory until the cache is full.
    ttlAutopurge: true,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  /** Renders under way and the version each renders for, so a burst of visitors to one page renders it once. */
  const rendering = new Map<string, { version: string; page: Promise<Kept | undefined> }>();

  /** The key a page is kept under, or undefined when this request is not for keeping. */
  const keyOf = ({ method, url, userAgent, cookie }: KeyParts): string | undefined => {
    if (ttlSeconds <= 0 || method !== 'GET') return undefined;
    if (url.pathname.startsWith('/admin')) return undefined;
    const device = isMobileUserAgent(userAgent) ? 'm' : 'd';
    const reader = !isSignInPath(pagePathOf(url.pathname)) ? 'all' : TOKEN_COOKIE.test(cookie ?? '') ? 'token' : 'none';
    return `${url.host}|${device}|${reader}|${url.pathname}${url.search}`;
  };
  const keyOfRequest = (request: Request) =>
    keyOf({
      method: request.method,
      url: new URL(request.url),
      userAgent: request.headers.get('user-agent'),
      cookie: request.headers.get('cookie'),
    });

  async function keep(
    version: string,
    response: Response,
    encoding: Encoding,
    brotliQuality = BROTLI_FIRST_QUALITY,
  ): Promise<Kept | undefined> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || response.headers.has('set-cookie') || !COMPRESSIBLE.test(type)) return undefined;
    const identity = Buffer.from(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !/^(content-length|content-encoding)$/i.test(name));
    const made = madeFor(response, encoding);
    const body = made ?? (await encoded(identity, encoding, brotliQuality));
    return {
      version,
      keptAt: clock(),
      status: response.status,
      headers,
      bodies: { [encoding]: body },
      size: identity.length,
      quickBrotli: encoding === 'br' && (made !== undefined || brotliQuality === BROTLI_FIRST_QUALITY),
    };
  }

  /**
   * A page read again gets a brotli copy made at the kept quality, off the reader's path (the pool's
   * threads), in place of the quick one its first reader got (decision 0103). Once per kept page; a
   * page replaced meanwhile keeps its own copy.
   */
  function compressWell(key: string, page: Kept) {
    if (!page.quickBrotli) return;
    page.quickBrotli = false;
    unpacked(page)
      .then((identity) => encoded(identity, 'br', BROTLI_KEPT_QUALITY))
      .then(
        (body) => {
          // The same render (its quick copy), perhaps with another encoding's copy kept beside it meanwhile.
          const current = kept.peek(key);
          if (current && current.bodies.br === page.bodies.br)
            kept.set(key, { ...current, bodies: { ...current.bodies, br: body } }, { noUpdateTTL: true });
        },
        // The quick copy stays; it is a whole, correct page.
        () => {},
      );
  }

  /**
   * Renders a stale page again without a reader waiting: from a copy of the request without the
   * reader's abort signal, which ends when the reader's reply (the stale page) is sent. A render that
   * fails leaves the stale page to the end of its grace; one that is not a page to keep (the address
   * is now a redirect or a 404) drops it, so the next reader gets what the address now is.
   */
  function refresh(key: string, request: Request, version: string, stale: Kept, render: RenderFor, log: RefreshLog) {
    if (stale.refreshFailed || rendering.has(key)) return;
    // Nobody waits for this render, so the worker makes no quick copy (no accept-encoding): the page is
    // compressed here, well, once (decision 0103).
    const headers = new Headers(request.headers);
    headers.delete('accept-encoding');
    const copy = new Request(request.url, { method: request.method, headers });
    const page = (async () => {
      const response = await render(copy);
      if (response.status >= 500) {
        await response.body?.cancel();
        throw new Error(`HTTP ${response.status}`);
      }
      const rendered = await keep(version, response, encodingFor(request), BROTLI_KEPT_QUALITY);
      if (!rendered) await response.body?.cancel();
      return rendered;
    })();
    rendering.set(key, { version, page });
    // The stale page may have been replaced meanwhile by a copy with another encoding beside it (or,
    // its version moved, by a render for the new version, which must stay).
    const stillStale = () => {
      const current = kept.peek(key);
      return current?.keptAt === stale.keptAt ? current : undefined;
    };
    page
      .then(
        (rendered) => {
          if (rendered && (stillStale() || !kept.has(key))) kept.set(key, rendered);
          else if (!rendered && stillStale()) kept.delete(key);
        },
        (error: unknown) => {
          const current = stillStale();
          if (current) current.refreshFailed = true;
          log(error, request.url);
        },
      )
      .finally(() => {
        if (rendering.get(key)?.page === page) rendering.delete(key);
      });
  }

  /** A kept page as this reader takes it; an encoding not made yet is made now and kept with the page. */
  async function sendKept(request: Request, key: string, page: Kept, status: PageCacheStatus): Promise<Response> {
    if (request.method === 'HEAD') return withBody(request, page, status, page.size, undefined);
    if (status === 'HIT') compressWell(key, page);
    const encoding = encodingFor(request);
    const ready = page.bodies[encoding];
    if (ready) return withBody(request, page, status, ready, encoding);
    const body = await encoded(await unpacked(page), encoding, BROTLI_KEPT_QUALITY);
    // A new entry, so that its size counts the copy; it expires when the page would have.
    const current = kept.peek(key);
    if (current === page && !current.bodies[encoding]) {
      kept.set(key, { ...current, bodies: { ...current.bodies, [encoding]: body } }, { noUpdateTTL: true });
    }
    return withBody(request, page, status, body, encoding);
  }

  return {
    /**
     * A kept page written straight onto Node's response, before a web Request is made for it: around
     * a kept page's ready bytes, the Request, its abort signal and the Response cost more than the
     * write itself (decision 0096). Only a GET whose page is kept, current and ready in the reader's
     * encoding, and fresh or already being rendered again (or no longer, its render having failed);
     * anything else answers false and goes through `serve`, which sends the same headers (and, for the
     * first reader of a stale page, starts its background render).
     */
    async sendIfKept(request: IncomingMessage, response: ServerResponse, url: URL, siteId: number): Promise<boolean> {
      const { headers } = request;
      const key = keyOf({
        method: request.method ?? 'GET',
        url,
        userAgent: headers['user-agent'] ?? null,
        cookie: headers.cookie ?? null,
      });
      const hit = key === undefined ? undefined : kept.get(key);
      if (!hit) return false;
      const fresh = isFresh(hit);
      if (!fresh && !hit.refreshFailed && !rendering.has(key!)) return false;
      const encoding = readerEncoding(headers['accept-encoding'] ?? null);
      const body = hit.bodies[encoding];
      if (!body || hit.version !== (await versions.current(siteId))) return false;
      response.writeHead(hit.status, sentHeaders(hit.headers, fresh ? 'HIT' : 'STALE', body.length, encoding).flat());
      response.end(body);
      if (fresh) compressWell(key!, hit);
      return true;
    },

    /**
     * The page for this request: kept, or rendered by `render` (and kept when it may be). A stale
     * page is sent at once and rendered again in the background; `log` hears of such a render failing.
     */
    async serve(request: Request, siteId: number, render: RenderFor, log: RefreshLog): Promise<Response> {
      const key = keyOfRequest(request);
      if (!key) return compressed(request, await render(request), 'BYPASS');
      const version = await versions.current(siteId);
      const hit = kept.get(key);
      if (hit?.version === version) {
        if (isFresh(hit)) return sendKept(request, key, hit, 'HIT');
        refresh(key, request, version, hit, render, log);
        return sendKept(request, key, hit, 'STALE');
      }

      const pending = rendering.get(key);
      if (pending?.version === version) {
        const page = await pending.page.catch(() => undefined);
        if (page) return sendKept(request, key, page, 'HIT');
      }

      let response: Response | undefined;
      const page = (async () => {
        response = await render(request);
        return keep(version, response, encodingFor(request));
      })();
      rendering.set(key, { version, page });
      try {
        const rendered = await page;
        if (rendered) {
          kept.set(key, rendered);
          return sendKept(request, key, rendered, 'MISS');
        }
      } finally {
        if (rendering.get(key)?.page === page) rendering.delete(key);
      }
      return compressed(request, response!, 'MISS');
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** Told of a background render that failed (the stale page stays until its grace ends). */
export type RefreshLog = (error: unknown, url: string) => void;

/** What a page's key is made of. */
interface KeyParts {
  method: string;
  url: URL;
  userAgent: string | null;
  cookie: string | null;
}

/** The bytes as a plain Uint8Array without copying them. */
const view = (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);

const encodingFor = (request: Request): Encoding => readerEncoding(request.headers.get('accept-encoding'));

/** Copies a render worker made of its page for the reader's encoding, so they are not made again here. */
const encodedByRenderer = new WeakMap<Response, { encoding: Encoding; body: Buffer }>();
export const offerEncoded = (page: Response, encoding: Encoding, body: Buffer) =>
  encodedByRenderer.set(page, { encoding, body });
const madeFor = (response: Response, encoding: Encoding) => {
  const made = encodedByRenderer.get(response);
  return made?.encoding === encoding ? made.body : undefined;
};

const encoded = (identity: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> =>
  encoding === 'br'
    ? compressBrotli(identity, brotliOptions(identity.length, brotliQuality))
    : encoding === 'gzip'
      ? compressGzip(identity)
      : Promise.resolve(identity);

/** The page's bytes from any copy kept, unpacked into one block of its size rather than 16 KiB pieces joined. */
async function unpacked(page: Kept): Promise<Buffer> {
  const { identity, br, gzip: gz } = page.bodies;
  if (identity) return identity;
  const chunkSize = Math.max(zlib.Z_MIN_CHUNK, page.size);
  return br ? decompressBrotli(br, { chunkSize }) : decompressGzip(gz!, { chunkSize });
}

/** A response that is not kept still goes out compressed when it is a page or a payload. */
async function compressed(request: Request, response: Response, status: PageCacheStatus): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  const encoding = encodingFor(request);
  if (
    encoding === 'identity' ||
    !response.body ||
    !COMPRESSIBLE.test(type) ||
    response.headers.has('content-encoding')
  ) {
    const headers = new Headers(response.headers);
    headers.set('x-page-cache', status);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body =
    madeFor(response, encoding) ??
    (await encoded(Buffer.from(await response.arrayBuffer()), encoding, BROTLI_FIRST_QUALITY));
  return withBody(request, response, status, body, encoding);
}

/** A page's own headers, then those that describe the bytes this reply sends; names in lower case, as kept. */
function sentHeaders(
  own: Iterable<[string, string]>,
  status: PageCacheStatus,
  length: number,
  encoding: Encoding | undefined,
): [string, string][] {
  const headers: [string, string][] = [];
  let vary = 'accept-encoding';
  for (const [name, value] of own) {
    if (name === 'vary') vary = `${value}, accept-encoding`;
    else if (!/^(content-length|content-encoding|x-page-cache)$/.test(name)) headers.push([name, value]);
  }
  headers.push(['vary', vary], ['x-page-cache', status], ['content-length', String(length)]);
  if (encoding && encoding !== 'identity') headers.push(['content-encoding', encoding]);
  return headers;
}

/** The reply with its bytes, as encoded, and the headers that describe them. */
function withBody(
  request: Request,
  from: { status: number; statusText?: string; headers: Headers | [string, string][] },
  status: PageCacheStatus,
  /** The bytes, or only their number for a HEAD request. */
  body: Buffer | number,
  encoding: Encoding | undefined,
): Response {
  const headers = sentHeaders(from.headers, status, typeof body === 'number' ? body : body.length, encoding);
  return new Response(request.method === 'HEAD' || typeof body === 'number' ? null : view(body), {
    status: from.status,
    ...(from.statusText ? { statusText: from.statusText } : {}),
    headers,
  });
}
