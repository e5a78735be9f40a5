import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresAdminUrl, testEngine } from '../testing/test-app.ts';
import type { DatabaseHandle } from './database.ts';

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
