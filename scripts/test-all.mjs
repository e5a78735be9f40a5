// `npm test`: the server suite on SQLite and on PostgreSQL, the web unit tests, then the browser journeys.
// PostgreSQL (TEST_DATABASE_URL), Redis, Chromium (/usr/bin/chromium) and redis-server are used
// when present; CI sets REQUIRE_POSTGRES=1, REQUIRE_REDIS=1 and REQUIRE_E2E=1 so their absence fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✗ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function skip(what, why, requiredBy) {
  if (process.env[requiredBy] === '1') {
    console.error(`✗ ${what} is required here but ${why}`);
    process.exit(1);
  }
  console.warn(`\n⚠ ${what} skipped: ${why}`);
}

run('server API tests on SQLite', 'npm', ['run', 'test', '--workspace', 'apps/server'], { TEST_DB: 'sqlite' });
if (await reachable(postgresUrl)) {
  run('server API tests on PostgreSQL', 'npm', ['run', 'test', '--workspace', 'apps/server'], {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: postgresUrl,
  });
} else {
  skip('server API tests on PostgreSQL', `nothing listens at ${postgresUrl}`, 'REQUIRE_POSTGRES');
}
run('web unit tests', 'npm', ['run', 'test', '--workspace', 'apps/web']);
// The sign-in journeys read image-captcha answers from a scratch Redis (e2e/support/redis.ts).
const redisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!fs.existsSync(chromium)) {
  skip('browser journeys', `${chromium} is not installed (apt-get install chromium fonts-noto-cjk)`, 'REQUIRE_E2E');
} else if (!redisServer) {
  skip('browser journeys', 'redis-server is not installed (apt-get install redis-server)', 'REQUIRE_E2E');
} else {
  run('web build', 'npm', ['run', 'build', '--workspace', 'apps/web']);
  run('browser journeys (Playwright + Chromium)', 'npm', ['run', 'test', '--workspace', 'e2e'], {
    CHROMIUM_PATH: chromium,
  });
}
console.log('\n✓ all tests passed');
