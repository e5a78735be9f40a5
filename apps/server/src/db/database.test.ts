import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAdminUrl, testEngine } from '../testing/test-app.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';

describe.runIf(testEngine === 'postgres')('a PostgreSQL connection ended by the server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-db-'));
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase(dataDir);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is replaced on the next query instead of ending the process', async () => {
    const backend = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db);
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [backend.rows[0]!.pid]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(again.rows[0]!.one).toBe(1);
  });
});

describe.runIf(testEngine === 'sqlite')('the SQLite file checkpointed by a worker thread (decision 0083)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-wal-'));
  const file = path.join(dataDir, 'school.db');
  const bytesOf = (name: string) => fs.statSync(name, { throwIfNoEntry: false })?.size ?? 0;
  const MB = 1024 * 1024;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({ databaseUrl: '', dataDir, walBoundBytes: MB });
    await sql`create table page (id integer primary key, body blob not null)`.execute(database.db);
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Waits up to 10 s for `done`; a stalled worker fails the test here. */
  async function until(done: () => boolean) {
    for (let waited = 0; !done() && waited < 10_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done()).toBe(true);
  }

  it('copies the WAL into the database file and keeps the WAL under its bound while the school writes', async () => {
    // The school's own connection never checkpoints: only the worker can move pages into the file.
    const written = 12 * MB;
    for (let batch = 0; batch < 6; batch++) {
      await database.db.transaction().execute(async (trx) => {
        for (let row = 0; row < 32; row++)
          await sql`insert into page (body) values (${Buffer.alloc(64 * 1024, batch)})`.execute(trx);
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await until(() => bytesOf(file) >= written && bytesOf(`${file}-wal`) <= MB);
  });

  it('stops the worker and leaves an empty WAL when it closes', async () => {
    await sql`delete from page`.execute(database.db);
    // Another connection reading the file keeps SQLite's own checkpoint of a last connection from running.
    const other = new SQLite(file);
    const count = other.prepare('select count(*) as n from page');
    try {
      expect(count.get()).toEqual({ n: 0 });
      await database.close();
      expect(bytesOf(`${file}-wal`)).toBe(0);
      expect(count.get()).toEqual({ n: 0 });
    } finally {
      other.close();
    }
  });

  it('lets a script that opens and closes the file end by itself', () => {
    // The worker does not hold the process open, yet closing waits for it: the waiting must hold it.
    const script = `import { openDatabase } from ${JSON.stringify(new URL('./database.ts', import.meta.url).pathname)};
      const handle = openDatabase({ databaseUrl: '', dataDir: ${JSON.stringify(dataDir)}, sqliteFile: 'script.db' });
      await handle.close();
      console.log('closed');`;
    const ended = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect({ status: ended.status, out: ended.stdout.trim() }).toEqual({ status: 0, out: 'closed' });
  });
});

describe.runIf(testEngine === 'sqlite')(
  'a transaction while another connection holds the write lock (decision 0114)',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lock-'));
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = openDatabase({ databaseUrl: '', dataDir });
      await sql`create table note (id integer primary key, body text not null)`.execute(database.db);
    });
    afterAll(async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Another thread's connection takes the write lock, says so, and lets go `holdMs` later (as the checkpoint worker does). */
    async function holdWriteLock(holdMs: number) {
      const holder = new Worker(
        `const { parentPort, workerData } = require('node:worker_threads');
       const other = new (require(workerData.sqlite))(workerData.file);
       other.exec('begin immediate');
       parentPort.postMessage('held');
       setTimeout(() => { other.exec('commit'); other.close(); }, workerData.holdMs);`,
        {
          eval: true,
          workerData: {
            file: path.join(dataDir, 'school.db'),
            holdMs,
            sqlite: createRequire(import.meta.url).resolve('better-sqlite3'),
          },
        },
      );
      await once(holder, 'message');
      return holder;
    }

    it('waits for the lock instead of failing at its first write after a read', async () => {
      const holder = await holdWriteLock(300);
      const exited = once(holder, 'exit');
      const written = await database.db.transaction().execute(async (tx) => {
        const before = await sql<{ n: number }>`select count(*) as n from note`.execute(tx);
        await sql`insert into note (body) values (${'after a read'})`.execute(tx);
        return before.rows[0]!.n;
      });
      await exited;
      expect(written).toBe(0);
      const rows = await sql<{ body: string }>`select body from note`.execute(database.db);
      expect(rows.rows).toEqual([{ body: 'after a read' }]);
    });
  },
);
