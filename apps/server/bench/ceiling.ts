import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { Limits } from '@school/contracts';
import Fastify from 'fastify';

/** The ceiling: a bare Fastify JSON route on this machine, with nothing of ours in the way. */
const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ code: 200, msg: '成功', data: { hello: 'world' } }));

// For large bodies (video segments and chunks): the same bytes from memory, and an upload read and dropped.
const bodies = new Map<number, Buffer>();
app.get<{ Querystring: { size?: string } }>('/ceiling/bytes', async (request, reply) => {
  const size = Math.min(16 * 1024 * 1024, Math.max(0, Number(request.query.size) || 0));
  if (!bodies.has(size)) bodies.set(size, Buffer.alloc(size, 7));
  return reply.type('application/octet-stream').send(bodies.get(size));
});
await app.register(async (bare) => {
  bare.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null));
  });
  bare.post('/ceiling/drain', async () => ({ code: 200, msg: '成功', data: null }));
});

/**
 * The least a server on our stack must do to keep a chunk (decision 0028): read the form with the
 * school's multipart library, write the `file` part at its place in one file per `identifier` and
 * flush it. No session, no table, no chunk map, no checks. Files go under KEEP_DIR.
 */
const keepDir = process.env.KEEP_DIR ?? '';
const { O_WRONLY, O_CREAT } = fs.constants;
await app.register(async (keeping) => {
  await keeping.register(fastifyMultipart, { limits: { fileSize: Limits.uploadChunkBytes } });
  keeping.post('/ceiling/keep', async (request) => {
    const fields: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else {
        // Opened without truncating (the chunks in flight share the file); flushed, then closed, by the stream.
        const fd = await fs.promises.open(path.join(keepDir, String(fields.identifier)), O_WRONLY | O_CREAT);
        const start = (Number(fields.chunkNumber) - 1) * Limits.uploadChunkBytes;
        await pipeline(part.file, fs.createWriteStream('', { fd, start, flush: true, highWaterMark: 1024 * 1024 }));
      }
    }
    return { code: 200, msg: '成功', data: null };
  });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
