import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SmsPurpose } from '@school/contracts';
import type { FastifyInstance } from 'fastify';

import pg from 'pg';
import { buildApp } from '../app.ts';
import { createMemoryCache } from '../core/cache.ts';
import { createPageVersions } from '../core/page-cache.ts';
import type { RenderPage } from '../core/web.ts';
import { loadConfig, type Config } from '../core/config.ts';
import { createIdGenerator } from '../core/ids.ts';
import { createSessionStore } from '../core/sessions.ts';
import { createStorage } from '../core/storage.ts';
import { systemClock, type Clock } from '../core/time.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { DEMO_SITE_ID, demoOperator, demoUsers } from '../db/seed/demo-accounts.ts';

/**
 * A fresh app on a fresh database per test file: SQLite in memory by default, a new PostgreSQL
 * database when TEST_DB=postgres (server at TEST_DATABASE_URL).
 */
export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'school123';
export const OTHER_SITE_ID = 12;
/** The seed's spoken audio, made once for every test file on this machine rather than once per file. */
const SEED_AUDIO_DIR = path.join(os.tmpdir(), 'school-seed-audio');

export async function createTestDatabase(dataDir: string): Promise<DatabaseHandle> {
  if (testEngine === 'sqlite') return openDatabase({ databaseUrl: '', dataDir, sqliteFile: ':memory:' });
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
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
  /** The site's content version the visitor page cache checks (in-memory cache only). */
  pageVersion(siteId?: number): Promise<string>;
  /** An operator's token for a school (the demo school by default), signed in through the API once per app. */
  operatorToken(siteId?: number): Promise<string>;
  /** A POST as the demo school's operator. */
  asAdmin<T = unknown>(url: string, body?: unknown): Promise<CallResult<T>>;
  /**
   * A POST as the second school's own operator, to the second school: a valid console session of
   * another school, so a refusal proves the data is scoped by site, not only the session.
   */
  asOtherAdmin<T = unknown>(url: string, body?: unknown): Promise<CallResult<T>>;
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

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const config: Config = { ...loadConfig({}), dataDir, rateLimitPerMinute: 100000, ...options.config };
  const shared = options.database;
  const database = shared ? shared.database : await createTestDatabase(dataDir);
  const { db } = database;
  const newId = createIdGenerator(shared ? 2 : 1);
  if (!shared) {
    await migrateToLatest(db);
    await seedDemo({
      db,
      storage: createStorage(config),
      newId,
      now: Date.now(),
      password: DEMO_PASSWORD,
      audioCacheDir: SEED_AUDIO_DIR,
      community: false,
      sales: false,
    });
    await seedOtherSite(db, newId);
  }
  const clock = options.clock ?? systemClock;
  // In memory, so tests can read captcha answers; instances configured for Redis share Redis instead.
  const cache = createMemoryCache();
  const app = await buildApp({
    config,
    database,
    clock,
    ...(config.redisUrl ? {} : { cache }),
    ...(options.renderPage ? { renderPage: options.renderPage } : {}),
  });
  await app.ready();
  const sessions = createSessionStore({ db, clock, newId });
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
      const res = await get<{ captchaId: string }>(app, '/user/api/user/captchaImage', { site: siteId });
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
    operatorToken: (siteId = DEMO_SITE_ID) => operatorTokenOf(siteId),
    asAdmin: async <T>(url: string, body?: unknown) =>
      post<T>(app, url, body, { token: await operatorTokenOf(DEMO_SITE_ID) }),
    asOtherAdmin: async <T>(url: string, body?: unknown) =>
      post<T>(app, url, body, { token: await operatorTokenOf(OTHER_SITE_ID), site: OTHER_SITE_ID }),
    async smsCode(mobile, purpose, siteId = DEMO_SITE_ID) {
      const captcha = await testApp.captcha(siteId);
      const res = await post(app, '/user/api/user/send/code', { mobile, purpose, ...captcha }, { site: siteId });
      if (res.code !== 200) throw new Error(`send code failed: ${res.msg}`);
      const code = /验证码为 (\d{6})/.exec((await testApp.lastSms(mobile, siteId)) ?? '')?.[1];
      if (!code) throw new Error('no code in the outbox');
      return code;
    },
    async close() {
      await app.close();
      if (!shared) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/**
 * A second school, so every test can check that nothing crosses between sites: its own learner with
 * the demo learner's mobile, and its own operator with the demo operator's login name and password.
 */
async function seedOtherSite(db: Db, newId: () => number): Promise<void> {
  const now = Date.now();
  const common = { site_id: OTHER_SITE_ID, status_id: 1, gmt_create: now, gmt_modified: now };
  await db
    .insertInto('site')
    .values({ id: OTHER_SITE_ID, name: '第二分校', status_id: 1, gmt_create: now, gmt_modified: now })
    .execute();
  await db
    .insertInto('website_info')
    .values({
      site_id: OTHER_SITE_ID,
      site_name_pc: '第二分校',
      logo: '',
      ico: '',
      keyword: '',
      description: '',
      telephone: '021-0000000',
      address: '',
      wx_code: '',
      service1: '',
      copyright: '',
      icp: '',
      prn: '',
      prn_no: '',
      is_enable_statistics: 0,
      statistics_code: '',
      is_enable_online_service: 0,
      online_service_code: '',
      online_service_pages: '',
      h5_domain: '',
      gmt_modified: now,
    })
    .execute();
  await db
    .insertInto('nav_bar')
    .values({ ...common, id: newId(), nav_title: '分校首页', nav_url: '/', target: '_self', plat_show: 1, sort: 1 })
    .execute();
  await db
    .insertInto('users')
    .values({
      ...common,
      id: newId(),
      mobile: demoUsers[0].mobile,
      nickname: '分校学员',
      head_img_url: '',
      user_type: 1,
      is_vip: 0,
      vip_expire_time: null,
      is_recommended: 0,
      password_hash: '',
      sex: 0,
      remark: '',
      referral_code: 'OTHER001',
      referrer_user_id: null,
      referrer_bound_at: null,
      referral_visit_count: 0,
      face_img_url: '',
    })
    .execute();
  const operator = await db
    .selectFrom('operator')
    .selectAll()
    .where('site_id', '=', DEMO_SITE_ID)
    .where('login_name', '=', demoOperator.loginName)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('operator')
    .values({ ...operator, ...common, id: newId(), nickname: '分校运营' })
    .execute();
}

export interface CallOptions {
  site?: number | string | null;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  raw: string;
}

/** One API call through app.inject; the site defaults to the demo school. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const site = options.site === undefined ? DEMO_SITE_ID : options.site;
  const headers: Record<string, string> = { ...options.headers };
  if (site !== null) headers['site-id'] = String(site);
  if (options.token) headers.token = options.token;
  const response = await app.inject({
    method,
    url: `/apis${url}`,
    headers,
    ...(body === undefined
      ? {}
      : typeof body === 'string'
        ? { payload: body, headers: { ...headers, 'content-type': 'application/json' } }
        : { payload: body as object }),
  });
  const parsed = JSON.parse(response.body) as { code: number; msg: string; data: T };
  return { status: response.statusCode, code: parsed.code, msg: parsed.msg, data: parsed.data, raw: response.body };
}

export const post = <T = unknown>(app: FastifyInstance, url: string, body?: unknown, options?: CallOptions) =>
  call<T>(app, 'POST', url, body, options);
export const get = <T = unknown>(app: FastifyInstance, url: string, options?: CallOptions) =>
  call<T>(app, 'GET', url, undefined, options);

/** Signs an operator in through the real call; `TestApp.operatorToken` keeps one per school. */
export async function operatorToken(app: FastifyInstance, site = DEMO_SITE_ID): Promise<string> {
  const result = await post<{ token: string }>(
    app,
    '/system/api/operator/login',
    { loginName: demoOperator.loginName, password: DEMO_PASSWORD },
    { site },
  );
  if (result.code !== 200) throw new Error(`operator login failed: ${result.msg}`);
  return result.data.token;
}

export { DEMO_SITE_ID, demoUsers };

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
