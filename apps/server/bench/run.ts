import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  connections,
  cpuSeconds,
  freePort,
  load,
  memoryBreakdown,
  rssMb,
  seconds,
  serverDir,
  start,
  signIn,
  startSchool,
  type Row,
} from './harness.ts';
import { siteHeaders, targets, type BenchTarget } from './targets.ts';
import { COURSE_TARGET_NAMES, courseTargets } from './course.ts';
import { benchVod } from './vod.ts';
import { benchExam, EXAM_BENCH_NAME } from './exam.ts';
import { benchGrade, GRADE_BENCH_NAME } from './grade.ts';
import { benchOrders, ORDERS_BENCH_NAME } from './orders.ts';
import { benchLiveChat, CHAT_BENCH_NAME } from './live-chat.ts';
import { benchLiveHls, LIVE_HLS_BENCH_NAME } from './live-hls.ts';
import { compareBuilds } from './compare.ts';
import { benchResource, RESOURCE_BENCH_NAME } from './resource.ts';
import { benchPages } from './pages.ts';

/**
 * `npm run bench`: starts the ceiling server and the school (seeded SQLite in a temp folder) as child
 * processes and loads each with autocannon from this process. Prints req/s, p50/p99 latency, each
 * as a share of the ceiling, and the school's resident memory. BENCH_SECONDS and BENCH_CONNECTIONS tune it;
 * BENCH_BIG=1 measures on the big seed (10 000 courses, 100 000 learners, 100 000 posts) instead of the demo school;
 * BENCH_ONLY=text measures only the targets whose name contains the text (`BENCH_ONLY='course/list,search'`);
 * the video figures (vod.ts) follow the table and answer to the name `vod` (`BENCH_ONLY=vod`), the exam load
 * (exam.ts: the most takers held, each saving an answer every 30 s) to the name `exam`, the live HLS players
 * (live-hls.ts: the most held at p99 ≤ 200 ms, each polling the playlist every 2 s) to `live HLS`, the order load
 * (orders.ts: orders made and payment notifications handled per second) to `orders`, the class loads (grade.ts:
 * 500 students beginning one class exam at once, the marking lists of a 2 000-student class) to `grade`, the
 * resources and library figures (resource.ts: list, preview ranges, conversion, a 2 GB upload across a restart) to `resource`;
 * BENCH_POSTGRES=<admin url> runs the school (and the big seed) on a fresh PostgreSQL database made there
 * for the run and dropped after it, instead of SQLite;
 * BENCH_BIG_KEEP=<folder> keeps the big seed for later runs: the first run seeds into that folder (and, with
 * BENCH_POSTGRES, into the database `school_bench_big`), later runs copy it (the database as a template)
 * instead of seeding again, which takes 3-8 minutes; on the big seed every chosen row is loaded for 3 s,
 * unmeasured, before the first is measured, so the first rows do not measure the school's first seconds;
 * BENCH_ROUNDS=n runs the chosen targets n times and prints the school's memory after each round;
 * BENCH_COMPARE=<another checkout> measures the API, page and course rows on this build and that one in turn
 * (compare.ts) instead.
 * Signed-in targets carry the token of the demo learner, who signs in through the API first.
 */
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.some((part) => name.includes(part));
const chosen = targets.filter((target) => wanted(target.name));
const webBuilt = fs.existsSync(path.resolve(serverDir, '../web/build/server/index.js'));
if (!fs.existsSync(path.resolve(serverDir, 'dist/server.mjs'))) throw new Error('run npm run build first');

/** How long the school is watched idle after the run, in seconds. */
const IDLE_WATCH_SECONDS = 150;

/**
 * The school's RSS once idle: read every 5 s for 150 s, the lowest reading. In that time the render
 * workers but one stop (a minute without a render, decision 0099) and V8's memory reducer gives back
 * the heaps grown under load (65–100 s after the load in decision 0099's runs; it waits for a low
 * allocation rate). `steps` are the readings where it moved by 5 MB or more.
 */
async function settledRss(pid: number | undefined): Promise<{ mb: number; steps: string[] }> {
  let shown = rssMb(pid);
  let low = shown;
  const steps = [`0 s ${shown}`];
  for (let waited = 5; waited <= IDLE_WATCH_SECONDS; waited += 5) {
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const now = rssMb(pid);
    low = Math.min(low, now);
    if (Math.abs(now - shown) >= 5) {
      steps.push(`${waited} s ${now}`);
      shown = now;
    }
  }
  return { mb: low, steps };
}

const ceilingPort = await freePort();
const schoolPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
const postgresAdmin = process.env.BENCH_POSTGRES;
const benchDatabase = `school_bench_${process.pid}`;
async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: postgresAdmin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
const databaseUrl = (name: string) => {
  const url = new URL(postgresAdmin!);
  url.pathname = `/${name}`;
  return url.href;
};
const big = process.env.BENCH_BIG === '1';
/** A kept big seed (BENCH_BIG_KEEP): its folder, seeded once; with PostgreSQL, its database too. */
const keptBig = big ? process.env.BENCH_BIG_KEEP : undefined;
const KEPT_BIG_DATABASE = 'school_bench_big';
const keptBigDone = keptBig ? path.join(keptBig, 'seeded') : undefined;
/** The big seed (10 000 courses, 100 000 learners, scripts/seed-big.ts) into a folder and DATABASE_URL. */
function seedBig(folder: string) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-big.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: folder },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seed:big failed');
}
const engine = postgresAdmin ? 'postgres' : 'sqlite';
if (keptBig && (!fs.existsSync(keptBigDone!) || fs.readFileSync(keptBigDone!, 'utf8') !== engine)) {
  // A first run, one stopped while seeding or one on the other engine: the kept seed is made afresh.
  fs.rmSync(keptBig, { recursive: true, force: true });
  fs.mkdirSync(keptBig, { recursive: true });
  if (postgresAdmin) {
    await onPostgres(`drop database if exists ${KEPT_BIG_DATABASE} with (force)`);
    await onPostgres(`create database ${KEPT_BIG_DATABASE}`);
  }
  const databaseBefore = process.env.DATABASE_URL;
  if (postgresAdmin) process.env.DATABASE_URL = databaseUrl(KEPT_BIG_DATABASE);
  seedBig(keptBig);
  process.env.DATABASE_URL = databaseBefore;
  fs.writeFileSync(keptBigDone!, engine);
}
if (keptBig) {
  fs.cpSync(keptBig, dataDir, { recursive: true, filter: (source) => source !== keptBigDone });
}
if (postgresAdmin) {
  await onPostgres(
    keptBig ? `create database ${benchDatabase} template ${KEPT_BIG_DATABASE}` : `create database ${benchDatabase}`,
  );
  // The seed and the school are started with this process's environment.
  process.env.DATABASE_URL = databaseUrl(benchDatabase);
}
if (big && !keptBig) seedBig(dataDir);
const ceilingKeepDir = path.join(dataDir, 'ceiling-keep');
fs.mkdirSync(ceilingKeepDir, { recursive: true });
const ceiling = await start(
  'bench/ceiling.ts',
  { PORT: String(ceilingPort), KEEP_DIR: ceilingKeepDir },
  `http://127.0.0.1:${ceilingPort}/ceiling`,
);
if (process.env.BENCH_COMPARE) {
  try {
    await compareBuilds(process.env.BENCH_COMPARE, chosen, wanted, `http://127.0.0.1:${ceilingPort}/ceiling`);
  } finally {
    ceiling.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
// `let`: the resource bench restarts the school halfway through an upload.
let school = await startSchool(schoolPort, dataDir);
const schoolUrl = `http://127.0.0.1:${schoolPort}`;
// One session for every signed-in target: signing the learner in again on the web would end the first one.
const token = await signIn(schoolUrl);
// The demo school makes its lessons' videos at first start; the course targets wait for them, so ffmpeg
// is not running while anything is measured. The big seed has no demo lessons.
const courseBench = process.env.BENCH_BIG === '1' ? [] : await courseTargets(schoolUrl, token);
if (process.env.BENCH_BIG === '1' && COURSE_TARGET_NAMES.some(wanted))
  console.warn('skipped the course view and sign targets: the big seed has no demo lessons');

const rows: Row[] = [];
const notes: string[] = [];
const memoryByRound: number[] = [];
/** The school's RSS after each part of the run, to tell which load leaves memory behind. */
const memoryByPart: string[] = [];
const checkpoint = (part: string) => memoryByPart.push(`${part} ${rssMb(school.pid)}`);
/** Runs one load and records the school's CPU use during it (another school's, given its pid). */
async function measured(run: () => Promise<Row>, pid = school.pid): Promise<Row> {
  const cpuBefore = cpuSeconds(pid);
  const startedAt = performance.now();
  const row = await run();
  row.cpu = Math.round(((cpuSeconds(pid) - cpuBefore) / ((performance.now() - startedAt) / 1000)) * 100);
  return row;
}
/** Three seconds of a target's load, not measured (the big rows, BENCH_BIG_KEEP above). */
async function warmUp(url: string, target: BenchTarget) {
  await autocannon({
    url,
    connections,
    duration: 3,
    method: target.method,
    headers: { ...siteHeaders, ...target.headers },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
  });
}
checkpoint('start');
try {
  rows.push(await load('ceiling: bare Fastify JSON', `http://127.0.0.1:${ceilingPort}/ceiling`));
  // The school's first 10-20 s of load are slower whatever is asked (decision 0098): on the big seed
  // every chosen row is loaded once, unmeasured, before the first is measured.
  if (big)
    for (const target of chosen.filter((item) => !item.page && !item.during)) {
      const body = target.bodyFrom ? await target.bodyFrom(schoolUrl) : target.body;
      const targetPath = target.pathFrom ? await target.pathFrom(schoolUrl) : target.path;
      await warmUp(`${schoolUrl}${targetPath}`, { ...target, body });
    }
  for (let round = 1; round <= rounds; round++) {
    for (const target of chosen) {
      if (target.page && !webBuilt) {
        if (round === 1) console.warn(`skipped ${target.name}: run npm run build first`);
        continue;
      }
      const name = rounds > 1 ? `${target.name} [round ${round}]` : target.name;
      const body = target.bodyFrom ? await target.bodyFrom(schoolUrl) : target.body;
      const targetPath = target.pathFrom ? await target.pathFrom(schoolUrl) : target.path;
      rows.push(await measured(() => load(name, `${schoolUrl}${targetPath}`, { ...target, body }, token)));
    }
    memoryByRound.push(rssMb(school.pid));
  }
  checkpoint('API and page targets');
  for (const target of courseBench.filter((item) => wanted(item.name)))
    rows.push(await measured(() => load(target.name, `${schoolUrl}${target.path}`, target, token)));
  if (courseBench.some((item) => wanted(item.name))) checkpoint('course targets');
  if (webBuilt && process.env.BENCH_BIG !== '1') {
    const pages = await benchPages(schoolUrl, token, wanted, measured, async (workers) => {
      // Another render mode's school serves a copy of the data, taken while this one is stopped so it is whole.
      const exited = new Promise((resolve) => school.once('exit', resolve));
      school.kill();
      await exited;
      const copy = `${dataDir}-render-${workers}`;
      fs.cpSync(dataDir, copy, { recursive: true });
      school = await startSchool(schoolPort, dataDir);
      const port = await freePort();
      const beside = await startSchool(port, copy, serverDir, { RENDER_WORKERS: workers });
      return {
        origin: `http://127.0.0.1:${port}`,
        pid: beside.pid,
        async stop() {
          const stopped = new Promise((resolve) => beside.once('exit', resolve));
          beside.kill();
          await stopped;
          fs.rmSync(copy, { recursive: true, force: true });
        },
      };
    });
    rows.push(...pages.rows);
    notes.push(...pages.notes);
    if (pages.rows.length > 0) checkpoint('page views and renders');
  }
  if (wanted('vod')) {
    const video = await benchVod(schoolUrl, `http://127.0.0.1:${ceilingPort}`, dataDir);
    rows.push(...video.rows);
    notes.push(...video.notes);
    checkpoint('video');
  }
  if (wanted(ORDERS_BENCH_NAME)) {
    const orders = await benchOrders(schoolUrl, dataDir);
    rows.push(...orders.rows);
    notes.push(...orders.notes);
    checkpoint('orders');
  }
  if (wanted(CHAT_BENCH_NAME)) {
    const chat = await benchLiveChat(schoolUrl, dataDir);
    rows.push(...chat.rows);
    notes.push(...chat.notes);
    checkpoint('chat');
  }
  if (wanted(LIVE_HLS_BENCH_NAME)) {
    const liveHls = await benchLiveHls(schoolUrl, `http://127.0.0.1:${ceilingPort}`, dataDir);
    rows.push(...liveHls.rows);
    notes.push(...liveHls.notes);
    checkpoint('live HLS');
  }
  if (wanted(EXAM_BENCH_NAME)) {
    const exam = await benchExam(schoolUrl, dataDir);
    rows.push(...exam.rows);
    notes.push(...exam.notes);
    checkpoint('exam');
  }
  if (wanted(RESOURCE_BENCH_NAME)) {
    const resources = await benchResource(schoolUrl, dataDir, {
      pid: () => school.pid,
      async restart() {
        const exited = new Promise((resolve) => school.once('exit', resolve));
        school.kill();
        await exited;
        school = await startSchool(schoolPort, dataDir);
        return school.pid;
      },
    });
    rows.push(...resources.rows);
    notes.push(...resources.notes);
    checkpoint('resources');
  }
  if (wanted(GRADE_BENCH_NAME)) {
    const grades = await benchGrade(schoolUrl, dataDir);
    rows.push(...grades.rows);
    notes.push(...grades.notes);
    checkpoint('classes');
  }
} finally {
  const memory = rssMb(school.pid);
  const settled = await settledRss(school.pid);
  const breakdown = await memoryBreakdown(school.pid, dataDir);
  ceiling.kill();
  school.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (postgresAdmin) await onPostgres(`drop database if exists ${benchDatabase} with (force)`);
  const ceilingRate = rows[0]?.reqPerSec ?? 1;
  console.log(
    `\n${os.cpus().length} CPU, ${connections} connections, ${seconds} s each, Node ${process.version}; school CPU: 100% is one core; load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'of ceiling': `${((row.reqPerSec / ceilingRate) * 100).toFixed(1)}%`,
      'school CPU': row.cpu === undefined ? '' : `${row.cpu}%`,
      errors: row.errors,
      timeouts: row.timeouts,
    })),
  );
  for (const row of rows.filter((item) => item.errors > 0 || item.timeouts > 0))
    console.warn(
      `WARNING: ${row.name} had ${row.errors} errors and ${row.timeouts} timeouts: its figures do not count`,
    );
  console.log(`school server RSS (MB) after each part: ${memoryByPart.join(' → ')}`);
  if (rounds > 1) console.log(`school server RSS after each round: ${memoryByRound.join(' → ')} MB`);
  for (const note of notes) console.log(note);
  console.log(
    `school server RSS right after the run: ${memory} MB; idle, the lowest within ${IDLE_WATCH_SECONDS} s (the render workers but one stopped, V8's heaps given back): ${settled.mb} MB (readings: ${settled.steps.join(' → ')})`,
  );
  console.log(breakdown);
}
