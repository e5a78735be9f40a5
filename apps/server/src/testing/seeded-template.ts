import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../core/config.ts';
import { createIdGenerator } from '../core/ids.ts';
import { createStorage } from '../core/storage.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { DEMO_SITE_ID, demoOperator, demoUsers } from '../db/seed/demo-accounts.ts';

/**
 * The seeded school every test app starts from. Migrating and seeding took 2.6 s per app on SQLite and
 * 6 s on PostgreSQL, about eighty times a run; the global setup (vitest.config.ts) does it once and each
 * app copies the result: SQLite's serialized image, or `create database … template` on PostgreSQL,
 * with the seed's uploaded files copied beside it.
 */
export interface SeededTemplate {
  engine: 'sqlite' | 'postgres';
  /** The serialized SQLite database (engine sqlite). */
  sqliteImageFile: string;
  /** The template database's name (engine postgres). */
  postgresDatabase: string;
  /** The seed's uploads (DATA_DIR/files), copied into each app's data folder. */
  filesDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
export const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
export const DEMO_PASSWORD = 'school123';
export const OTHER_SITE_ID = 12;
/** The seed's spoken audio, made once for every run on this machine rather than once per run. */
const SEED_AUDIO_DIR = path.join(os.tmpdir(), 'school-seed-audio');

export async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export const postgresUrlOf = (name: string) => {
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Migrates and seeds the template; the returned function removes it. */
export async function createSeededTemplate(): Promise<{ template: SeededTemplate; remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-template-'));
  const postgresDatabase = testEngine === 'postgres' ? `school_template_${randomBytes(6).toString('hex')}` : '';
  if (postgresDatabase) await adminQuery(`create database ${postgresDatabase}`);
  const database = openDatabase(
    postgresDatabase
      ? { databaseUrl: postgresUrlOf(postgresDatabase), dataDir: dir }
      : { databaseUrl: '', dataDir: dir, sqliteFile: ':memory:' },
  );
  const newId = createIdGenerator(1);
  try {
    await migrateToLatest(database.db);
    await seedDemo({
      db: database.db,
      storage: createStorage({ ...loadConfig({}), dataDir: dir }),
      newId,
      now: Date.now(),
      password: DEMO_PASSWORD,
      audioCacheDir: SEED_AUDIO_DIR,
      community: false,
      sales: false,
    });
    await seedOtherSite(database.db, newId);
    if (!postgresDatabase) fs.writeFileSync(path.join(dir, 'school.image'), database.serialize!());
  } finally {
    await database.close();
  }
  fs.mkdirSync(path.join(dir, 'files'), { recursive: true });
  return {
    template: {
      engine: testEngine,
      sqliteImageFile: postgresDatabase ? '' : path.join(dir, 'school.image'),
      postgresDatabase,
      filesDir: path.join(dir, 'files'),
    },
    async remove() {
      if (postgresDatabase) await adminQuery(`drop database if exists ${postgresDatabase} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
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
