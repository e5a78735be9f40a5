/**
 * Makes the upgrade test's databases (src/db/upgrade.test.ts) from an earlier revision of the school:
 * `npx tsx apps/server/scripts/make-upgrade-fixtures.ts 3d9baa6`. The revision's own code migrates and
 * seeds the test suite's school (its testing/seeded-template.ts), and the result is kept gzipped in
 * src/db/fixtures/: `<revision>.sqlite.gz` (the database file) and `<revision>.postgres.sql.gz` (a
 * pg_dump with one INSERT per row, which the test replays through node-postgres). Needs git, pg_dump,
 * and PostgreSQL at TEST_DATABASE_URL.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const revision = process.argv[2];
if (!revision) throw new Error('usage: make-upgrade-fixtures.ts <git revision>');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const fixturesDir = path.join(repoRoot, 'apps/server/src/db/fixtures');
const postgresAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const short = execFileSync('git', ['-C', repoRoot, 'rev-parse', '--short=7', revision], { encoding: 'utf8' }).trim();

/** The revision's files, with this checkout's installed packages (its own workspace packages in place of ours). */
function checkOut(dir: string): void {
  execFileSync('sh', ['-c', `git -C "${repoRoot}" archive ${short} | tar -x -C "${dir}"`]);
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@school'), { recursive: true });
  for (const entry of fs.readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@school') fs.symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const [name, folder] of Object.entries({ contracts: 'packages/contracts', server: 'apps/server' })) {
    fs.symlinkSync(path.join(dir, folder), path.join(modules, '@school', name));
  }
  const serverModules = path.join(repoRoot, 'apps/server/node_modules');
  if (fs.existsSync(serverModules)) fs.symlinkSync(serverModules, path.join(dir, 'apps/server/node_modules'));
}

interface Template {
  sqliteImageFile: string;
  postgresDatabase: string;
  filesDir: string;
}

/** Runs the revision's own migrate-and-seed for one engine and says where the school was left. */
function seededSchool(dir: string, engine: 'sqlite' | 'postgres'): Template {
  const program = path.join(dir, 'apps/server/make-fixture.ts');
  fs.writeFileSync(
    program,
    `import { createSeededTemplate } from './src/testing/seeded-template.ts';
const { template } = await createSeededTemplate();
console.log(JSON.stringify(template));\n`,
  );
  const output = execFileSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [program], {
    cwd: path.join(dir, 'apps/server'),
    env: { ...process.env, TEST_DB: engine },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1)!) as Template;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-upgrade-fixture-'));
try {
  checkOut(dir);
  fs.mkdirSync(fixturesDir, { recursive: true });

  const sqlite = seededSchool(dir, 'sqlite');
  const file = path.join(dir, 'school.db');
  const image = new SQLite(fs.readFileSync(sqlite.sqliteImageFile));
  image.exec(`vacuum into '${file}'`);
  image.close();
  fs.writeFileSync(path.join(fixturesDir, `${short}.sqlite.gz`), gzipSync(fs.readFileSync(file), { level: 9 }));
  fs.rmSync(path.dirname(sqlite.filesDir), { recursive: true, force: true });

  const postgres = seededSchool(dir, 'postgres');
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${postgres.postgresDatabase}`;
  try {
    const dump = execFileSync(
      'pg_dump',
      ['--inserts', '--no-owner', '--no-privileges', '--no-comments', url.toString()],
      { encoding: 'utf8', maxBuffer: 1 << 30 },
    );
    // psql's own commands and settings newer servers' dumps add are not SQL every server runs.
    const portable = dump.replace(/^\\(un)?restrict .*\n/gm, '').replace(/^SET transaction_timeout = .*\n/gm, '');
    fs.writeFileSync(path.join(fixturesDir, `${short}.postgres.sql.gz`), gzipSync(portable, { level: 9 }));
  } finally {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${postgres.postgresDatabase} with (force)`);
    await admin.end();
    fs.rmSync(path.dirname(postgres.filesDir), { recursive: true, force: true });
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`wrote ${short}.sqlite.gz and ${short}.postgres.sql.gz to ${path.relative(repoRoot, fixturesDir)}`);
