import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { handleApiError, lazyRequestLogger } from './http.ts';

/** A server logging to memory with routes on the lazy request logger, as the HLS routes are. */
async function serverLoggingAt(level: string) {
  const lines: { level: number; reqId?: string; msg?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream } });
  app.setErrorHandler(handleApiError);
  const options = { childLoggerFactory: lazyRequestLogger };
  app.get('/served', options, (_request, reply) => {
    reply.send('bytes');
  });
  app.get('/failed', options, () => {
    throw new Error('the store went away');
  });
  await app.ready();
  const children = vi.spyOn(app.log, 'child');
  return { app, lines, children };
}

describe('the lazy request logger', () => {
  it('makes no child for a request that logs nothing, and logs a failure with its request id', async () => {
    const { app, lines, children } = await serverLoggingAt('warn');
    expect((await app.inject({ method: 'GET', url: '/served' })).body).toBe('bytes');
    expect([lines, children.mock.calls.length]).toEqual([[], 0]);

    const failed = await app.inject({ method: 'GET', url: '/failed' });
    expect([failed.statusCode, children.mock.calls.length]).toEqual([500, 1]);
    expect(lines).toEqual([expect.objectContaining({ level: 50, reqId: expect.any(String), msg: 'unhandled error' })]);
    expect(failed.json<{ msg: string }>().msg).toContain(lines[0]!.reqId);
    await app.close();
  });

  it('writes the request lines with the request id where the level asks for them', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/served' });
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(lines[0]!.reqId).toBeTruthy();
    await app.close();
  });
});
