// `npm test`: the server's timing check on a quiet machine, then the build and the browser journeys in
// the foreground, while the server suites on SQLite and PostgreSQL, the web unit tests and the server's
// engine-free checks (apps/server/vitest.config.ts) run beside them, one after another, at the lowest CPU
// priority (`nice -n 19`): the journeys leave about a quarter of the machine idle while they wait on the
// browser, and the priority keeps the background out of their way (decisions 0044 and 0056).
// PostgreSQL (TEST_DATABASE_URL), Redis (TEST_REDIS_URL), Chromium (/usr/bin/chromium) and redis-server
// are used when present; CI sets REQUIRE_POSTGRES=1, REQUIRE_REDIS=1 and REQUIRE_E2E=1 so their absence
// fails. The run ends with a summary of what ran, what was skipped and why, so that a green local run
// cannot hide a suite that never ran.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One line of the summary per suite: passed, failed, skipped (with the reason) or not run. */
const results = [];
let failed = false;

const stripColours = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Counts from the runners' own closing lines (Vitest: "Tests  12 passed | 2 skipped (14)"). */
function countsOf(output) {
  const text = stripColours(output);
  const tests = /^\s*Tests\s+(.+)$/m.exec(text)?.[1];
  const files = /^\s*Test Files\s+.*\((\d+)\)\s*$/m.exec(text)?.[1];
  if (tests) return `${tests.replace(/\s+/g, ' ').trim()}${files ? ` in ${files} files` : ''}`;
  const passed = /(\d+) passed/.exec(text)?.[1];
  return passed ? `${passed} passed` : '';
}

/**
 * Runs one suite and records its line of the summary (in the order the suites were started). A
 * background suite runs under `nice` and its output is kept until `printBackground()`, so that it does
 * not interleave with the foreground's.
 */
function run(title, command, args, env = {}, { background = false } = {}) {
  const result = { title, status: 'not run', detail: 'an earlier suite failed' };
  results.push(result);
  if (failed) return Promise.resolve();
  if (!background) console.log(`\n▶ ${title}`);
  return new Promise((resolve) => {
    let output = '';
    const [program, programArgs] = background ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(program, programArgs, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env },
    });
    const show = (stream) => (chunk) => {
      output += chunk;
      if (!background) stream.write(chunk);
    };
    child.stdout.on('data', show(process.stdout));
    child.stderr.on('data', show(process.stderr));
    child.on('close', (code) => {
      const ok = code === 0;
      if (!ok) failed = true;
      Object.assign(result, {
        status: ok ? 'passed' : 'failed',
        detail: countsOf(output),
        failures: ok ? [] : failuresOf(output),
      });
      if (background) backgroundOutput.push(`\n▶ ${title} (ran beside the journeys)\n${output}`);
      resolve();
    });
  });
}

/**
 * The failing tests and the first lines of their errors (Vitest's "FAIL  file > test" blocks), repeated
 * under the summary: CI keeps only the end of a long log.
 */
function failuresOf(output) {
  const lines = stripColours(output).split('\n');
  const kept = [];
  lines.forEach((line, index) => {
    if (!/^\s*FAIL\s/.test(line)) return;
    const error = lines.slice(index + 1, index + 12).filter((next) => next.trim() !== '');
    kept.push(line.trim(), ...error.slice(0, 6).map((next) => `    ${next.trim()}`));
  });
  return kept.slice(0, 60);
}

const backgroundOutput = [];
const printBackground = () => process.stdout.write(backgroundOutput.splice(0).join(''));

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function skip(title, why, requiredBy) {
  if (process.env[requiredBy] === '1') {
    failed = true;
    results.push({ title, status: 'failed', detail: `required here (${requiredBy}=1) but ${why}` });
    return;
  }
  results.push({ title, status: 'skipped', detail: why });
}

const postgres = await reachable(postgresUrl, 5432);
const redis = await reachable(redisUrl, 6379);

await run(
  'server timing check on a quiet machine (sign-in burst)',
  'npm',
  ['run', 'test', '--workspace', 'apps/server'],
  {
    TEST_DB: 'sqlite',
    SERVER_SUITE: 'quiet',
  },
);
// These run inside the server suites and skip themselves; say so here too.
if (!redis) {
  skip(
    'shared cache and limits across instances (core/cache.test.ts)',
    `nothing answers at ${redisUrl} (apt-get install redis-server)`,
    'REQUIRE_REDIS',
  );
}

let backgroundDone = false;
const background = (async () => {
  await run(
    'server API tests on SQLite',
    'npm',
    ['run', 'test', '--workspace', 'apps/server'],
    { TEST_DB: 'sqlite', SERVER_SUITE: 'database' },
    { background: true },
  );
  if (postgres) {
    await run(
      'server API tests on PostgreSQL',
      'npm',
      ['run', 'test', '--workspace', 'apps/server'],
      { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
      { background: true },
    );
  } else {
    skip('server API tests on PostgreSQL', `nothing answers at ${postgresUrl}`, 'REQUIRE_POSTGRES');
  }
  await run('web unit tests', 'npm', ['run', 'test', '--workspace', 'apps/web'], {}, { background: true });
  await run(
    'server checks without a database (scaffolder, captcha attack, start-up)',
    'npm',
    ['run', 'test', '--workspace', 'apps/server'],
    { TEST_DB: 'sqlite', SERVER_SUITE: 'engine-free' },
    { background: true },
  );
  backgroundDone = true;
})();

// The sign-in journeys read image-captcha answers from a scratch Redis (e2e/support/redis.ts).
const redisServer = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!fs.existsSync(chromium)) {
  skip('browser journeys', `${chromium} is not installed (apt-get install chromium fonts-noto-cjk)`, 'REQUIRE_E2E');
} else if (!redisServer) {
  skip('browser journeys', 'redis-server is not installed (apt-get install redis-server)', 'REQUIRE_E2E');
} else {
  await run('build (website and server)', 'node', ['scripts/build.mjs']);
  await run('browser journeys (Playwright + Chromium)', 'npm', ['run', 'test', '--workspace', 'e2e'], {
    CHROMIUM_PATH: chromium,
  });
}
if (!backgroundDone) console.log('\n(waiting for the suites running beside the journeys)');
await background;
printBackground();

// The summary: the last thing on the screen.
const colour = process.stdout.isTTY ? (code, text) => `\x1b[${code}m${text}\x1b[0m` : (_code, text) => text;
const marks = {
  passed: colour('32', '✓ passed '),
  failed: colour('31;1', '✗ FAILED '),
  skipped: colour('33;1', '⚠ SKIPPED'),
  'not run': colour('33;1', '⚠ NOT RUN'),
};
const width = Math.max(...results.map((result) => result.title.length));
const rule = '═'.repeat(78);
const skipped = results.filter((result) => result.status === 'skipped' || result.status === 'not run');
console.log(`\n${rule}\n npm test: what ran\n${rule}`);
for (const result of results) {
  console.log(` ${marks[result.status]}  ${result.title.padEnd(width)}  ${result.detail}`);
}
console.log(rule);
for (const result of results.filter((each) => each.failures?.length)) {
  console.log(` ${result.title}: what failed\n${result.failures.map((line) => `   ${line}`).join('\n')}`);
  console.log(rule);
}
if (failed) {
  console.log(colour('41;97;1', ' ✗ TESTS FAILED '));
} else if (skipped.length > 0) {
  console.log(
    colour(
      '43;30;1',
      ` ⚠ NOT EVERYTHING RAN: ${skipped.length} of ${results.length} suites skipped. This run proves nothing about them. `,
    ),
  );
  console.log(' CI (.ci/run) installs and requires them: REQUIRE_POSTGRES=1 REQUIRE_REDIS=1 REQUIRE_E2E=1.');
} else {
  console.log(colour('42;30;1', ` ✓ all ${results.length} suites ran and passed `));
}
console.log(rule);
process.exit(failed ? 1 : 0);
