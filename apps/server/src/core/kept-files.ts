import fs from 'node:fs/promises';
import path from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Small public files (logos, avatars, covers) answered from memory (decision 0049). Every page shows
 * them, and `@fastify/static` reads each from disk through libuv's pool, which password hashes share:
 * during a sign-in burst a logo waited behind them. A file is kept after `@fastify/static` served it once
 * and for `ttlMs` at most, as the visitors' page cache keeps pages; then it is read again. Anything else
 * (a range, a larger file, an unusual name, a miss) is `@fastify/static`'s, with the same headers.
 */
export interface KeptFilesOptions {
  root: string;
  prefix: string;
  /** `cache-control: public, max-age` in seconds, as `@fastify/static` sends it. */
  maxAgeSeconds: number;
  /** Extra headers for a file, as `@fastify/static`'s `setHeaders` adds them. */
  headersFor: (filePath: string) => Record<string, string>;
  ttlMs?: number;
  maxFileBytes?: number;
  maxBytes?: number;
  now?: () => number;
}

interface KeptFile {
  body: Buffer;
  headers: Record<string, string>;
  etag: string;
  modified: number;
  expires: number;
}

/** Names made of these characters only, no dot file or `..`: they mean the same file to the disk and to send. */
const PLAIN_NAME = /^[\w\-/.]+$/;

export function keepSmallFiles(app: FastifyInstance, options: KeptFilesOptions) {
  const { root, prefix, maxAgeSeconds, headersFor, now = Date.now } = options;
  const ttlMs = options.ttlMs ?? 10_000;
  const maxFileBytes = options.maxFileBytes ?? 64 * 1024;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const kept = new Map<string, KeptFile>();
  const filling = new Set<string>();
  let bytes = 0;

  function forget(name: string) {
    const file = kept.get(name);
    if (!file) return;
    kept.delete(name);
    bytes -= file.body.length;
  }

  async function fill(name: string) {
    filling.add(name);
    try {
      const filePath = path.join(root, name);
      const stat = await fs.stat(filePath);
      if (!stat.isFile() || stat.size > maxFileBytes) return;
      const body = await fs.readFile(filePath);
      if (body.length !== stat.size) return;
      const type = mime.getType(filePath) ?? 'application/octet-stream';
      // The same validators `@fastify/send` makes, so a browser's copy stays valid across both.
      const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
      const modified = Math.floor(stat.mtime.getTime() / 1000) * 1000;
      forget(name);
      kept.set(name, {
        body,
        etag,
        modified,
        expires: now() + ttlMs,
        headers: {
          'accept-ranges': 'bytes',
          'cache-control': `public, max-age=${maxAgeSeconds}`,
          'last-modified': stat.mtime.toUTCString(),
          etag,
          'content-type': isUtf8MimeType(type) ? `${type}; charset=utf-8` : type,
          ...headersFor(filePath),
        },
      });
      bytes += body.length;
      for (const oldest of kept.keys()) {
        if (bytes <= maxBytes) break;
        forget(oldest);
      }
    } catch {
      // Gone or unreadable: `@fastify/static` answers it.
    } finally {
      filling.delete(name);
    }
  }

  function notModified(request: FastifyRequest, file: KeptFile) {
    const match = request.headers['if-none-match'];
    if (match !== undefined) return match.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*');
    const since = Date.parse(request.headers['if-modified-since'] ?? '');
    return !Number.isNaN(since) && file.modified <= since;
  }

  function answer(request: FastifyRequest, reply: FastifyReply, file: KeptFile) {
    reply.headers(file.headers);
    if (notModified(request, file)) {
      reply.removeHeader('content-type');
      return reply.code(304).send();
    }
    reply.header('content-length', file.body.length);
    return reply.send(request.method === 'HEAD' ? undefined : file.body);
  }

  // Every request passes here: the others go on at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (
      !request.url.startsWith(prefix) ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.headers.range
    )
      return done();
    const url = request.url.split('?', 1)[0]!;
    const name = url.slice(prefix.length);
    if (!PLAIN_NAME.test(name) || name.startsWith('.') || name.includes('/.')) return done();
    const file = kept.get(name);
    if (file && file.expires > now()) return void answer(request, reply, file);
    if (!filling.has(name)) void fill(name);
    done();
  });
}
