import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connections, freePort, load, rssMb, seconds, serverDir, signIn, startSchool, type Row } from './harness.ts';
import { COURSE_TARGET_NAMES, courseTargets } from './course.ts';
import type { BenchTarget } from './targets.ts';

/**
 * `BENCH_COMPARE=<other checkout> npm run bench`: this build and another one measured in the same run.
 * The machine's speed drifts by tens of percent within minutes, so two runs one after the other compare
 * the machine as much as the code. Here both schools run at once on copies of one seeded database, and
 * every row is loaded on each in turn, a few short rounds (BENCH_COMPARE_ROUNDS, 3), the order swapped
 * every round. A row's figure is this build's req/s over the other's, per round: the median and the
 * range. The ceiling is loaded twice a round (the same server both times): its range is the noise.
 */
const rounds = Math.max(1, Number(process.env.BENCH_COMPARE_ROUNDS ?? 3));
/** A row whose median ratio is below this is flagged (issue 31: no row more than 10% slower). */
const SLOWER = 0.9;

const CEILING = 'ceiling: bare Fastify JSON (the same server both times)';
type Side = 'this' | 'other';
const SIDES: Side[] = ['other', 'this'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Waits for a child server to end, so its SQLite files are whole before they are copied. */
const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

interface School {
  child: ChildProcess;
  url: string;
  token: string;
  courseRows: BenchTarget[];
}

async function startOn(dataDir: string, dir: string, withCourses: boolean): Promise<School> {
  const port = await freePort();
  const child = await startSchool(port, dataDir, dir);
  const url = `http://127.0.0.1:${port}`;
  const token = await signIn(url);
  // Waits for the demo lessons' videos, so ffmpeg is not running while anything is measured.
  const courseRows = withCourses ? await courseTargets(url, token) : [];
  return { child, url, token, courseRows };
}

/** One row on one school, with what the row reads from that school first. */
async function measure(school: School, target: BenchTarget): Promise<Row> {
  const body = target.bodyFrom ? await target.bodyFrom(school.url) : target.body;
  const targetPath = target.pathFrom ? await target.pathFrom(school.url) : target.path;
  return load(target.name, `${school.url}${targetPath}`, { ...target, body }, school.token);
}

export async function compareBuilds(
  otherCheckout: string,
  chosen: BenchTarget[],
  wanted: (name: string) => boolean,
  ceilingUrl: string,
): Promise<void> {
  if (process.env.BENCH_BIG === '1') throw new Error('BENCH_COMPARE measures the demo school only');
  const otherDir = path.resolve(otherCheckout, 'apps/server');
  for (const dir of [serverDir, otherDir])
    if (!fs.existsSync(path.join(dir, 'dist/server.mjs'))) throw new Error(`${dir}: run npm run build first`);
  const webBuilt = [serverDir, otherDir].every((dir) => fs.existsSync(path.join(dir, '../web/build/server/index.js')));
  if (!webBuilt && chosen.some((target) => target.page))
    console.warn('skipped the page rows: build the website in both checkouts first');
  const withCourses = COURSE_TARGET_NAMES.some(wanted);

  // The other build seeds the school and makes the demo lessons' videos; this build then starts on a copy
  // of that data (migrating it forward when it is the newer one), so both serve the same rows.
  const otherData = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-other-'));
  const thisData = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-this-'));
  const schools: School[] = [];
  try {
    const seeding = await startOn(otherData, otherDir, withCourses);
    await stopped(seeding.child);
    fs.cpSync(otherData, thisData, { recursive: true });
    const other = await startOn(otherData, otherDir, withCourses);
    schools.push(other);
    const current = await startOn(thisData, serverDir, withCourses);
    schools.push(current);

    const rowsOf = (school: School) => [
      ...chosen.filter((target) => webBuilt || !target.page),
      ...school.courseRows.filter((target) => wanted(target.name)),
    ];
    const otherRows = rowsOf(other);
    const measured: { name: string; on: (side: Side) => Promise<Row> }[] = [
      { name: CEILING, on: () => load(CEILING, ceilingUrl) },
      ...rowsOf(current).map((target, index) => ({
        name: target.name,
        on: (side: Side) => (side === 'this' ? measure(current, target) : measure(other, otherRows[index]!)),
      })),
    ];
    const results: {
      name: string;
      thisRates: number[];
      otherRates: number[];
      thisBytes: number[];
      otherBytes: number[];
      failed: boolean;
    }[] = [];
    for (const { name, on } of measured) {
      const result = {
        name,
        thisRates: [] as number[],
        otherRates: [] as number[],
        thisBytes: [] as number[],
        otherBytes: [] as number[],
        failed: false,
      };
      for (let round = 0; round < rounds; round++) {
        for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
          const row = await on(side);
          if (row.errors > 0 || row.timeouts > 0) result.failed = true;
          (side === 'this' ? result.thisRates : result.otherRates).push(row.reqPerSec);
          (side === 'this' ? result.thisBytes : result.otherBytes).push(row.replyBytes ?? 0);
        }
      }
      results.push(result);
      console.log(`${name}: this ${result.thisRates.join(', ')} · other ${result.otherRates.join(', ')} req/s`);
    }

    console.log(
      `\n${os.cpus().length} CPU, ${connections} connections, ${seconds} s a load, ${rounds} rounds, Node ${process.version}`,
    );
    console.log(`this: ${serverDir}\nother: ${otherDir}`);
    console.table(
      results.map((result) => {
        const ratios = result.thisRates.map((rate, round) => rate / Math.max(1, result.otherRates[round]!));
        const ratio = median(ratios);
        const thisBytes = median(result.thisBytes);
        const otherBytes = median(result.otherBytes);
        return {
          target: result.name,
          'this req/s': Math.round(median(result.thisRates)),
          'other req/s': Math.round(median(result.otherRates)),
          'this ÷ other': ratio.toFixed(2),
          range: `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
          // A reply that grew (a page with more in it) is served fewer times a second for its bytes alone.
          'reply KB this · other': `${(thisBytes / 1024).toFixed(1)} · ${(otherBytes / 1024).toFixed(1)}`,
          'bytes/s ÷': otherBytes > 0 ? ((ratio * thisBytes) / otherBytes).toFixed(2) : '',
          flag: result.failed ? 'errors' : result.name === CEILING ? 'noise' : ratio < SLOWER ? 'SLOWER' : '',
        };
      }),
    );
    console.log(`RSS after the run (MB): this ${rssMb(current.child.pid)}, other ${rssMb(other.child.pid)}`);
  } finally {
    await Promise.all(schools.map((school) => stopped(school.child)));
    fs.rmSync(otherData, { recursive: true, force: true });
    fs.rmSync(thisData, { recursive: true, force: true });
  }
}
