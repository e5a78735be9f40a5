import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { postgresAdminUrl, testEngine } from '../testing/test-app.ts';
import { createIdGenerator } from './ids.ts';
import { createJobQueue, type JobQueue } from './jobs.ts';

/**
 * The job queue on a real database file (SQLite) or database (PostgreSQL) that a second process can
 * open too, so a test can kill that process in the middle of a job.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-jobs-'));
let databaseUrl = '';
let database: DatabaseHandle;
const queues: JobQueue[] = [];
const warnings: string[] = [];
const newId = createIdGenerator(3);

function queue(owner: string, pollMs = 20): JobQueue {
  const created = createJobQueue({
    db: database.db,
    newId,
    owner,
    pollMs,
    log: { warn: (_details, message) => warnings.push(message), error: () => {} },
  });
  queues.push(created);
  return created;
}

const job = (id: number) => database.db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`gave up waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

beforeAll(async () => {
  if (testEngine === 'postgres') {
    const name = `school_jobs_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  database = openDatabase({ databaseUrl, dataDir, sqliteFile: 'jobs.db' });
  await migrateToLatest(database.db);
});

afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
});

afterAll(async () => {
  await database.close();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.end();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the job queue', () => {
  it('runs a job with its payload and records it done', async () => {
    const seen: unknown[] = [];
    const q = queue('a');
    q.define<{ videoId: string }>('test.echo', {
      concurrency: 1,
      maxAttempts: 3,
      run: async (payload, running) => {
        seen.push({ payload, siteId: running.siteId, attempt: running.attempt });
      },
    });
    q.start();
    const id = await q.enqueue('test.echo', 11, { videoId: '42' });
    const row = await waitFor(
      () => job(id),
      (r) => r.state === 'done',
    );
    expect(seen).toEqual([{ payload: { videoId: '42' }, siteId: 11, attempt: 1 }]);
    expect(row).toMatchObject({ attempts: 1, lease_owner: '', last_error: '' });
  });

  it('waits for run_after before starting a job', async () => {
    const q = queue('a');
    let ran = false;
    q.define('test.later', { concurrency: 1, maxAttempts: 1, run: async () => void (ran = true) });
    q.start();
    const id = await q.enqueue('test.later', 11, {}, { runAfter: Date.now() + 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([ran, (await job(id)).state]).toEqual([false, 'waiting']);
  });

  it('retries a failing job after growing delays, then fails it once with the last error', async () => {
    const starts: number[] = [];
    const failures: string[] = [];
    const q = queue('a');
    q.define('test.flaky', {
      concurrency: 1,
      maxAttempts: 3,
      retryDelayMs: (attempt) => attempt * 100,
      run: async (_payload, running) => {
        starts.push(Date.now());
        throw new Error(`磁盘已满（第 ${running.attempt} 次）`);
      },
      onFailed: async (_payload, error) => void failures.push(error),
    });
    q.start();
    const id = await q.enqueue('test.flaky', 11, {});
    const row = await waitFor(
      () => job(id),
      (r) => r.state === 'failed',
    );
    expect(row).toMatchObject({ attempts: 3, last_error: '磁盘已满（第 3 次）' });
    expect(failures).toEqual(['磁盘已满（第 3 次）']);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(100);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(200);
  });

  it('succeeds on a later attempt', async () => {
    const q = queue('a');
    q.define('test.second-time', {
      concurrency: 1,
      maxAttempts: 3,
      retryDelayMs: () => 10,
      run: async (_payload, running) => {
        if (running.attempt === 1) throw new Error('暂时失败');
      },
    });
    q.start();
    const id = await q.enqueue('test.second-time', 11, {});
    expect(
      await waitFor(
        () => job(id),
        (r) => r.state === 'done',
      ),
    ).toMatchObject({
      attempts: 2,
      last_error: '暂时失败',
    });
  });

  it('runs at most `concurrency` jobs of a kind at once, other kinds beside them', async () => {
    const q = queue('a');
    const release = gate();
    let now = 0;
    let most = 0;
    let otherRan = false;
    q.define('test.heavy', {
      concurrency: 2,
      maxAttempts: 1,
      run: async () => {
        most = Math.max(most, ++now);
        await release.opened;
        now--;
      },
    });
    q.define('test.light', { concurrency: 1, maxAttempts: 1, run: async () => void (otherRan = true) });
    q.start();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await q.enqueue('test.heavy', 11, { i }));
    await waitFor(
      async () => now,
      (value) => value === 2,
    );
    await q.enqueue('test.light', 11, {});
    await waitFor(
      async () => otherRan,
      (value) => value,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(most).toBe(2);
    release.open();
    for (const id of ids)
      await waitFor(
        () => job(id),
        (r) => r.state === 'done',
      );
    expect(most).toBe(2);
  });

  it('a clean stop aborts the running job and hands it back without using up an attempt', async () => {
    const first = queue('first');
    const started = gate();
    first.define('test.stoppable', {
      concurrency: 1,
      maxAttempts: 1,
      run: (_payload, running) =>
        new Promise<void>((_resolve, reject) => {
          started.open();
          running.signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    first.start();
    const id = await first.enqueue('test.stoppable', 11, {});
    await started.opened;
    await first.stop();
    expect(await job(id)).toMatchObject({ state: 'waiting', attempts: 0, lease_owner: '' });

    const second = queue('second');
    second.define('test.stoppable', { concurrency: 1, maxAttempts: 1, run: async () => {} });
    second.start();
    expect(
      await waitFor(
        () => job(id),
        (r) => r.state === 'done',
      ),
    ).toMatchObject({ attempts: 1 });
  });

  it('a job asked for inside a transaction that rolls back never exists', async () => {
    const q = queue('a');
    q.define('test.tx', { concurrency: 1, maxAttempts: 1, run: async () => {} });
    let id = 0;
    await expect(
      database.db.transaction().execute(async (tx) => {
        id = await q.enqueue('test.tx', 11, {}, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await database.db.selectFrom('job').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });

  it('puts a failed job back on retry, only for its own school', async () => {
    const q = queue('a');
    let fixed = false;
    q.define('test.fixable', {
      concurrency: 1,
      maxAttempts: 1,
      run: async () => {
        if (!fixed) throw new Error('源文件缺失');
      },
    });
    q.start();
    const id = await q.enqueue('test.fixable', 11, {});
    await waitFor(
      () => job(id),
      (r) => r.state === 'failed',
    );
    expect(await q.retry(12, id)).toBe(false);
    expect((await job(id)).state).toBe('failed');
    fixed = true;
    expect(await q.retry(11, id)).toBe(true);
    expect(
      await waitFor(
        () => job(id),
        (r) => r.state === 'done',
      ),
    ).toMatchObject({ attempts: 1 });
    expect(await q.retry(11, id)).toBe(false);
    const listed = await q.list(11, { kind: 'test.fixable', offset: 0, limit: 10 });
    expect(listed.rows.map((row) => row.id)).toContain(id);
    expect((await q.list(12, { kind: 'test.fixable', offset: 0, limit: 10 })).total).toBe(0);
  });

  it('the process died mid-job: a new instance takes it over once the lease runs out', async () => {
    const survivorRuns: number[] = [];
    const survivor = queue('survivor', 50);
    survivor.define('test.long', {
      concurrency: 1,
      maxAttempts: 3,
      leaseMs: 600,
      run: async (_payload, running) => void survivorRuns.push(running.attempt),
    });
    const id = await survivor.enqueue('test.long', 11, { lesson: 1 });

    const worker = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'jobs.test-worker.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('the worker never claimed the job')), 20000);
      worker.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes(`claimed ${id}`)) {
          clearTimeout(timeout);
          resolve();
        }
      });
    });
    expect(await job(id)).toMatchObject({ state: 'running', lease_owner: 'doomed-worker', attempts: 1 });
    worker.kill('SIGKILL');
    await exited;

    survivor.start();
    const row = await waitFor(
      () => job(id),
      (r) => r.state === 'done',
    );
    expect(row).toMatchObject({ attempts: 2, lease_owner: '' });
    expect(survivorRuns).toEqual([2]);
  });
});
