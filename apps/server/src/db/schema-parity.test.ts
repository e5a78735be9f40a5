import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { postgresAdminUrl } from '../testing/test-app.ts';

/** Both engines must reach the same tables, columns, nullability and column families. */

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const family = (dataType: string): string => {
  const type = dataType.toLowerCase();
  if (/int/.test(type)) return 'integer';
  if (/char|text/.test(type)) return 'text';
  return type;
};

async function describeSchema(handle: DatabaseHandle) {
  const tables = await handle.db.introspection.getTables();
  return Object.fromEntries(
    tables
      // The search index is engine-specific (SQLite FTS5 tables; a GIN index on PostgreSQL): decision 0008.
      .filter((table) => !table.name.startsWith('kysely_') && !/_fts(_|$)/.test(table.name))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((table) => [
        table.name,
        Object.fromEntries(
          table.columns
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((column) => [column.name, `${family(column.dataType)}${column.isNullable ? ' null' : ''}`]),
        ),
      ]),
  );
}

const reachable = await postgresReachable();
if (!reachable) console.warn(`PostgreSQL is not reachable at ${postgresAdminUrl}; the schema parity test is skipped.`);

describe.runIf(reachable)('schema parity', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-parity-'));
  const databaseName = `school_parity_${process.pid}`;
  let sqlite: DatabaseHandle;
  let postgres: DatabaseHandle;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${databaseName}`;
    sqlite = openDatabase({ databaseUrl: '', dataDir, sqliteFile: ':memory:' });
    postgres = openDatabase({ databaseUrl: url.toString(), dataDir });
    await migrateToLatest(sqlite.db);
    await migrateToLatest(postgres.db);
  });

  afterAll(async () => {
    await sqlite.close();
    await postgres.close();
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  it('SQLite and PostgreSQL reach the same schema', async () => {
    const onSqlite = await describeSchema(sqlite);
    expect(Object.keys(onSqlite).length).toBeGreaterThan(5);
    expect(await describeSchema(postgres)).toEqual(onSqlite);
  });
});
