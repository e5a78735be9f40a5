import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemContracts, userContracts, type SmsPurpose } from '@school/contracts';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';

import { buildApp } from '../app.ts';
import {
  type Cache,
  connectRedis,
  createMemoryCache,
  createRedisCache,
  createVersions,
  type Versions,
} from '../core/cache.ts';
import { createPageVersions } from '../core/page-cache.ts';
import type { RenderPage } from '../core/web.ts';
import { loadConfig, type Config } from '../core/config.ts';
import { createIdGenerator } from '../core/ids.ts';
import { createSessionStore } from '../core/sessions.ts';
import { systemClock, type Clock } from '../core/time.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import type { Db } from '../db/schema.ts';
import { DEMO_SITE_ID, demoOperator, demoUsers } from '../db/seed/demo-accounts.ts';
import { caller, send, type ContractCall } from './call.ts';
import { adminQuery, DEMO_PASSWORD, OTHER_SITE_ID, postgresUrlOf, testEngine } from './seeded-template.ts';

export { DEMO_PASSWORD, OTHER_SITE_ID, postgresAdminUrl, testEngine } from './seeded-template.ts';

/**
 * A fresh app on a fresh copy of the seeded school per test file (testing/seeded-template.ts): SQLite
 * in memory by default, a new PostgreSQL database when TEST_DB=postgres (server at TEST_DATABASE_URL).
 */
let sqliteImage: Buffer | undefined;

export async function createTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  const template = inject('seededTemplate');
  if (template.engine !== testEngine)
    throw new Error(`the seeded template is ${template.engine}, the run ${testEngine}`);
  fs.cpSync(template.filesDir, path.join(dataDir, 'files'), { recursive: true });
  if (testEngine === 'sqlite') {
    sqliteImage ??= fs.readFileSync(template.sqliteImageFile);
    return openDatabase({ databaseUrl: '', dataDir, sqliteImage });
  }
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template.postgresDatabase}`);
  const handle = openDatabase({ databaseUrl: postgresUrlOf(name), dataDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  db: Db;
  config: Config;
  newId: () => number;
  /** Starts a user session directly (sign-in itself is tested in the accounts module). */
  tokenFor(mobile: string, siteId?: number): Promise<string>;
  /** A fresh image captcha and its answer, as a person would read it. */
  captcha(siteId?: number): Promise<{ captchaId: string; captchaCode: string }>;
  /** Asks for an SMS code and reads it from the sandbox outbox. */
  smsCode(mobile: string, purpose: SmsPurpose, siteId?: number): Promise<string>;
  /** The latest code text the sandbox sent to a mobile, if any. */
  lastSms(mobile: string, siteId?: number): Promise<string | undefined>;
  /** The site's content version the visitor page cache checks. */
  pageVersion(siteId?: number): Promise<string>;
  /** The versions kept reads are checked against: a test that writes a table directly moves its module's. */
  versions: Versions;
  /** An operator's token for a school (the demo school by default), signed in through the API once per app. */
  operatorToken(siteId?: number): Promise<string>;
  /** A call by contract entry: `t.call(contract, input, { as: 'operator' })` (testing/call.ts). */
  call: ContractCall;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  clock?: Clock;
  /** A second instance on the same database (its owner closes the database). */
  database?: TestApp;
  /** Serve pages through this stand-in renderer (tests of the page path). */
  renderPage?: RenderPage;
}

/**
 * TEST_REDIS_URL runs every test app on Redis (cache and limits), as a school with REDIS_URL runs.
 * Each worker takes its own Redis database (the worker's number), emptied when the worker opens its
 * first app, so files running side by side or one after another do not see each other's entries.
 */
const testRedisUrl = process.env.TEST_REDIS_URL ?? '';
let openApps = 0;

function workerRedisUrl(): string {
  if (!testRedisUrl) return '';
  const url = new URL(testRedisUrl);
  url.pathname = `/${Number(process.env.VITEST_POOL_ID ?? 1)}`;
  return url.toString();
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const base = loadConfig({});
  const config: Config = {
    ...base,
    live: { ...base.live, rtmpPort: 0 },
    dataDir,
    demoCacheDir: dataDir,
    rateLimitPerMinute: 100000,
    redisUrl: workerRedisUrl(),
    ...options.config,
  };
  const shared = options.database;
  const database = shared ? shared.database : await createTestDatabase(dataDir);
  const { db } = database;
  const newId = createIdGenerator(shared ? 2 : 1);
  const clock = options.clock ?? systemClock;
  // In memory, so tests can read captcha answers; instances configured for Redis share Redis instead,
  // and the tests read it there.
  let cache: Cache = createMemoryCache();
  if (config.redisUrl) {
    const redis = await connectRedis(config.redisUrl);
    if (openApps === 0 && config.redisUrl === workerRedisUrl()) await redis.flushdb();
    cache = createRedisCache(redis);
  }
  openApps++;
  const app = await buildApp({
    config,
    database,
    clock,
    ...(config.redisUrl ? {} : { cache }),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
  });
  await app.ready();
  const sessions = createSessionStore({ db, clock, newId, cache });
  const operatorTokens = new Map<number, Promise<string>>();
  const operatorTokenOf = (siteId: number) => {
    let token = operatorTokens.get(siteId);
    if (!token) {
      token = operatorToken(app, siteId);
      operatorTokens.set(siteId, token);
    }
    return token;
  };

  const testApp: TestApp = {
    app,
    database,
    db,
    config,
    newId,
    async tokenFor(mobile, siteId = DEMO_SITE_ID) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      return sessions.start({ siteId, subjectKind: 'user', subjectId: user.id, clientType: 1 }, { single: true });
    },
    async captcha(siteId = DEMO_SITE_ID) {
      const res = await send(app, userContracts.getCaptchaImage, undefined, { site: siteId });
      const captchaCode = await cache.get<string>(`captcha:${siteId}:${res.data.captchaId}`);
      if (!captchaCode) throw new Error('captcha answer not found');
      return { captchaId: res.data.captchaId, captchaCode };
    },
    async lastSms(mobile, siteId = DEMO_SITE_ID) {
      const row = await db
        .selectFrom('sms_outbox')
        .select('content')
        .where('site_id', '=', siteId)
        .where('mobile', '=', mobile)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.content;
    },
    pageVersion: (siteId = DEMO_SITE_ID) => createPageVersions(cache).current(siteId),
    versions: createVersions(cache, clock),
    operatorToken: (siteId = DEMO_SITE_ID) => operatorTokenOf(siteId),
    async smsCode(mobile, purpose, siteId = DEMO_SITE_ID) {
      const captcha = await testApp.captcha(siteId);
      const res = await send(app, userContracts.sendCode, { mobile, purpose, ...captcha }, { site: siteId });
      if (res.code !== 200) throw new Error(`send code failed: ${res.msg}`);
      const code = /验证码为 (\d{6})/.exec((await testApp.lastSms(mobile, siteId)) ?? '')?.[1];
      if (!code) throw new Error('no code in the outbox');
      return code;
    },
    call: (contract, ...args) => callByContract(contract, ...args),
    async close() {
      openApps--;
      await app.close();
      if (config.redisUrl) await cache.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const callByContract = caller(testApp);
  return testApp;
}

export interface CallResult<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: string;
}

/** Signs an operator in through the real call; `TestApp.operatorToken` keeps one per school. */
export async function operatorToken(app: FastifyInstance, site = DEMO_SITE_ID): Promise<string> {
  const result = await send(
    app,
    systemContracts.loginOperator,
    { loginName: demoOperator.loginName, password: DEMO_PASSWORD },
    { site },
  );
  if (result.code !== 200) throw new Error(`operator login failed: ${result.msg}`);
  return result.data.token;
}

export { DEMO_SITE_ID, demoUsers };

/** The second school's address for page tests: pages know their school by the host (tenancy). */
export const SECOND_SCHOOL_HOST = 'second.school.local';

export async function giveSecondSchoolItsHost(t: TestApp): Promise<void> {
  await t.db
    .insertInto('site_domain')
    .values({ id: t.newId(), site_id: OTHER_SITE_ID, domain: SECOND_SCHOOL_HOST, gmt_create: Date.now() })
    .execute();
}

/** An operator's change of the demo school's name (PC site name), as the console saves it. */
export async function renameSchool(t: TestApp, siteNamePc: string): Promise<CallResult> {
  const { siteId: _siteId, ...info } = (await t.call(systemContracts.getWebsiteInfo)).data;
  return t.call(systemContracts.updateWebsiteInfo, { ...info, siteNamePc }, { as: 'operator' });
}

/** A clock the test moves by hand (code expiry, send intervals, lockouts). */
export function createFakeClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}
