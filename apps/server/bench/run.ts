import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connections, freePort, load, rssMb, seconds, serverDir, start, startSchool, type Row } from './harness.ts';
import { targets } from './targets.ts';
import { COURSE_TARGET_NAMES, courseTargets } from './course.ts';
import { benchVod } from './vod.ts';

/**
 * `npm run bench`: starts the ceiling server and the school (seeded SQLite in a temp folder) as child
 * processes and loads each with autocannon from this process. Prints req/s, p50/p99 latency, each
 * as a share of the ceiling, and the school's resident memory. BENCH_SECONDS and BENCH_CONNECTIONS tune it;
 * BENCH_BIG=1 measures on the big seed (10 000 courses, 100 000 learners) instead of the demo school;
 * BENCH_ONLY=text measures only the targets whose name contains the text (`BENCH_ONLY='course/list,search'`);
 * the video figures (vod.ts) follow the table and answer to the name `vod` (`BENCH_ONLY=vod`).
 */
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.some((part) => name.includes(part));
const chosen = targets.filter((target) => wanted(target.name));
const webBuilt = fs.existsSync(path.resolve(serverDir, '../web/build/server/index.js'));

const ceilingPort = await freePort();
const schoolPort = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
if (process.env.BENCH_BIG === '1') {
  // BENCH_BIG=1: the big seed (10 000 courses, 100 000 learners, scripts/seed-big.ts) before the school starts.
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-big.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seed:big failed');
}
const ceiling = await start(
  'bench/ceiling.ts',
  { PORT: String(ceilingPort) },
  `http://127.0.0.1:${ceilingPort}/ceiling`,
);
const school = await startSchool(schoolPort, dataDir);
// The demo school makes its lessons' videos at first start; the course targets wait for them, so ffmpeg
// is not running while anything is measured. The big seed has no demo lessons.
const courseBench = process.env.BENCH_BIG === '1' ? [] : await courseTargets(`http://127.0.0.1:${schoolPort}`);
if (process.env.BENCH_BIG === '1' && COURSE_TARGET_NAMES.some(wanted))
  console.warn('skipped the course view and sign targets: the big seed has no demo lessons');

const rows: Row[] = [];
const notes: string[] = [];
try {
  rows.push(await load('ceiling: bare Fastify JSON', `http://127.0.0.1:${ceilingPort}/ceiling`));
  for (const target of chosen) {
    if (target.page && !webBuilt) {
      console.warn(`skipped ${target.name}: run npm run build first`);
      continue;
    }
    rows.push(await load(target.name, `http://127.0.0.1:${schoolPort}${target.path}`, target));
  }
  for (const target of courseBench.filter((item) => wanted(item.name)))
    rows.push(await load(target.name, `http://127.0.0.1:${schoolPort}${target.path}`, target));
  if (wanted('vod')) {
    const video = await benchVod(`http://127.0.0.1:${schoolPort}`, `http://127.0.0.1:${ceilingPort}`, dataDir);
    rows.push(...video.rows);
    notes.push(...video.notes);
  }
} finally {
  const memory = rssMb(school.pid);
  ceiling.kill();
  school.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const ceilingRate = rows[0]?.reqPerSec ?? 1;
  console.log(`\n${os.cpus().length} CPU, ${connections} connections, ${seconds} s each, Node ${process.version}`);
  console.table(
    rows.map((row) => ({
      target: row.name,
      'req/s': row.reqPerSec,
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'of ceiling': `${((row.reqPerSec / ceilingRate) * 100).toFixed(1)}%`,
      errors: row.errors,
    })),
  );
  for (const note of notes) console.log(note);
  console.log(`school server RSS after the run: ${memory} MB`);
}
