import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { HASH_CONCURRENCY, hashingQueue } from './passwords.ts';

/**
 * Password hashing shares libuv's thread pool with file reads. A burst of sign-ins must not make
 * static files wait: this runs the real server on a port, sends 200 sign-ins at once and reads a
 * file from /files while they are being checked.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(path.join(t.config.dataDir, 'files'), { recursive: true });
  fs.writeFileSync(path.join(t.config.dataDir, 'files', 'burst.txt'), 'static file under a sign-in burst');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** Another reader's browser: its own connection, not one of the 200 signing in. */
const readFile = (url: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
afterAll(() => t.close());

describe('a burst of sign-ins', () => {
  it('leaves static files answering within a second while 200 passwords are checked', async () => {
    // Hashes never hold more than half of libuv's pool: the other half reads files.
    expect(HASH_CONCURRENCY * 2).toBeLessThanOrEqual(Number(process.env.UV_THREADPOOL_SIZE) || 4);
    const signIns = Array.from({ length: 200 }, (_, i) =>
      fetch(`${base}/apis/user/api/user/login/password`, {
        method: 'POST',
        headers: { 'site-id': '11', 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: `139${String(i).padStart(8, '0')}`, password: 'wrong-password' }),
      }).then(async (response) => (await response.json()) as { code: number }),
    );
    // Measure once the burst is being hashed: most sign-ins wait in the queue.
    const deadline = Date.now() + 5000;
    while (hashingQueue().waiting < 150 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const waits: number[] = [];
    let pending = 0;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      expect(await readFile(`${base}/files/burst.txt`)).toBe('static file under a sign-in burst');
      waits.push(performance.now() - started);
      pending = (await Promise.race([Promise.all(signIns).then(() => 0), Promise.resolve(1)])) as number;
    }
    // The reads happened while sign-ins were still waiting for their turn.
    expect(pending).toBe(1);
    console.info(`static file waits during the burst: ${waits.map((ms) => Math.round(ms)).join(', ')} ms`);
    expect(Math.max(...waits)).toBeLessThan(1000);
    const codes = (await Promise.all(signIns)).map((reply) => reply.code);
    expect(new Set(codes)).toEqual(new Set([400]));
  }, 300_000);
});
