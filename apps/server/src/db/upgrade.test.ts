import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import {
  courseContracts,
  courseStudyContracts,
  examContracts,
  systemContracts,
  type BodyOf,
  type DataOf,
  type RouteContract,
  apiUrl,
} from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../core/config.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { collectMigrations, migrateToLatest, migrationSets } from './migrate.ts';
import { DEMO_SITE_ID, demoOperator } from './seed/demo-accounts.ts';
import { adminQuery, DEMO_PASSWORD, OTHER_SITE_ID, postgresUrlOf, testEngine } from '../testing/seeded-template.ts';

/**
 * A school's database made by an earlier revision migrates forward with today's code: its ledger keeps
 * the names it recorded, it ends with the schema a fresh database gets, and its school still reads
 * through the app. The database is the test suite's seeded school as revision 3d9baa6 made it (the last
 * before migrations moved into their modules), kept in fixtures/ by scripts/make-upgrade-fixtures.ts.
 * Runs on the suite's engine (TEST_DB).
 */
const REVISION = '3d9baa6';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'school-upgrade-'));
const postgresDatabases: string[] = [];
const opened: DatabaseHandle[] = [];

const fixture = (suffix: string) =>
  gunzipSync(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', `${REVISION}.${suffix}`)));

async function newPostgresDatabase(): Promise<string> {
  const name = `school_upgrade_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  postgresDatabases.push(name);
  return name;
}

function open(options: { postgresDatabase?: string; sqliteImage?: Buffer }): DatabaseHandle {
  const handle = options.postgresDatabase
    ? openDatabase({ databaseUrl: postgresUrlOf(options.postgresDatabase), dataDir: scratch })
    : openDatabase({ databaseUrl: '', dataDir: scratch, sqliteFile: ':memory:', ...options });
  opened.push(handle);
  return handle;
}

async function emptyDatabase(): Promise<DatabaseHandle> {
  return testEngine === 'postgres' ? open({ postgresDatabase: await newPostgresDatabase() }) : open({});
}

/** The school as revision 3d9baa6 left it. */
async function databaseOfRevision(): Promise<DatabaseHandle> {
  if (testEngine === 'sqlite') return open({ sqliteImage: fixture('sqlite.gz') });
  const name = await newPostgresDatabase();
  const client = new pg.Client({ connectionString: postgresUrlOf(name) });
  await client.connect();
  try {
    await client.query(fixture('postgres.sql.gz').toString('utf8'));
  } finally {
    await client.end();
  }
  return open({ postgresDatabase: name });
}

interface LedgerEntry {
  name: string;
  timestamp: string;
}

async function ledgerOf({ db }: DatabaseHandle): Promise<LedgerEntry[]> {
  const { rows } = await sql<LedgerEntry>`select name, timestamp from kysely_migration`.execute(db);
  return rows.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * Everything the migrations made: on SQLite each object's own CREATE statement; on PostgreSQL the
 * columns in order with their types, nullability and defaults, the indexes, constraints and extensions.
 * Kysely's own ledger tables are left out: they are Kysely's to shape, and the ledger is checked by name.
 */
async function schemaOf({ db, engine }: DatabaseHandle): Promise<unknown> {
  if (engine === 'sqlite') {
    const { rows } = await sql`select type, name, tbl_name, sql from sqlite_master
      where name not like 'sqlite_%' and tbl_name not like 'kysely_%' order by type, name`.execute(db);
    return rows;
  }
  const [columns, indexes, constraints, extensions] = await Promise.all([
    sql`select table_name, column_name, data_type, character_maximum_length, is_nullable, column_default
      from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(db),
    sql`select tablename, indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename not like 'kysely_%' order by tablename, indexname`.execute(db),
    sql`select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
      from pg_constraint
      where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_%'
      order by 1, 2`.execute(db),
    sql`select extname from pg_extension order by extname`.execute(db),
  ]);
  return { columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows, extensions: extensions.rows };
}

/** A visitor's call to the app, as the website makes it. */
async function visit<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  body?: BodyOf<R>,
  site = DEMO_SITE_ID,
): Promise<{ code: number; data: DataOf<R> }> {
  const response = await app.inject({
    method: contract.method,
    url: apiUrl(contract.url),
    headers: { 'site-id': String(site) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return JSON.parse(response.body) as { code: number; data: DataOf<R> };
}

afterAll(async () => {
  for (const handle of opened) await handle.close();
  for (const name of postgresDatabases) await adminQuery(`drop database if exists ${name} with (force)`);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe(`a school's database made by revision ${REVISION} (${testEngine})`, () => {
  let school: DatabaseHandle;
  let recorded: LedgerEntry[];
  beforeAll(async () => {
    school = await databaseOfRevision();
    recorded = await ledgerOf(school);
  });

  it('has the schema today’s migrations of the same names give a fresh database', async () => {
    const today = collectMigrations(migrationSets);
    const names = recorded.map((entry) => entry.name);
    expect(names.filter((name) => !(name in today))).toEqual([]);
    const fresh = await emptyDatabase();
    await migrateToLatest(fresh.db, [
      { name: REVISION, migrations: Object.fromEntries(names.map((name) => [name, today[name]!])) },
    ]);
    expect(await schemaOf(fresh)).toEqual(await schemaOf(school));
  });

  describe('migrated to the latest', () => {
    beforeAll(async () => {
      await migrateToLatest(school.db);
    });

    it('keeps the names and times its ledger recorded and adds the rest', async () => {
      const ledger = await ledgerOf(school);
      expect(ledger.map((entry) => entry.name)).toEqual(Object.keys(collectMigrations(migrationSets)));
      expect(ledger.filter((entry) => recorded.some((old) => old.name === entry.name))).toEqual(recorded);
    });

    it('has the schema of a fresh database', async () => {
      const fresh = await emptyDatabase();
      await migrateToLatest(fresh.db);
      expect(await schemaOf(school)).toEqual(await schemaOf(fresh));
    });

    it('serves its schools through the app', async () => {
      const app = await buildApp({ config: { ...loadConfig({}), dataDir: scratch }, database: school });
      try {
        expect((await visit(app, systemContracts.getWebsiteInfo)).data.siteNamePc).toBe('启航英语网校');
        expect((await visit(app, systemContracts.getWebsiteInfo, undefined, OTHER_SITE_ID)).data.siteNamePc).toBe(
          '第二分校',
        );

        const courses = await visit(app, courseContracts.listCourse, { pageSize: 5 });
        expect(courses.data.totalCount).toBeGreaterThan(0);
        const first = courses.data.list[0]!;
        const course = await visit(app, courseStudyContracts.viewCourse, { id: first.id });
        expect(course).toMatchObject({ code: 200, data: { id: first.id, courseName: first.courseName } });

        expect((await visit(app, examContracts.listPaperInfo, {})).data.totalCount).toBeGreaterThan(0);

        const signIn = await visit(app, systemContracts.loginOperator, {
          loginName: demoOperator.loginName,
          password: DEMO_PASSWORD,
        });
        expect(signIn.code).toBe(200);
        expect(signIn.data.token).toEqual(expect.any(String));
      } finally {
        await app.close();
      }
    });
  });
});
