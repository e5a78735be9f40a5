import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { Limits, userContracts, API_PREFIX } from '@school/contracts';
import { benchLearner, siteHeaders, type BenchTarget } from './targets.ts';

/** What the bench scripts share: free ports, child servers, memory readings and one autocannon run. */

export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const serverDir = path.resolve(import.meta.dirname, '..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * Starts a TypeScript file through tsx, or a shell script (which execs node, so the pid is the server's).
 * Waits up to 5 minutes: a fresh school seeds itself first, which took 56 s on a shared, busy machine
 * and over 2 minutes at a load of 20.
 */
export async function start(
  script: string,
  env: Record<string, string>,
  healthUrl: string,
  dir = serverDir,
): Promise<ChildProcess> {
  const [command, args] = script.endsWith('.sh') ? ['sh', [script]] : [process.execPath, ['--import', 'tsx', script]];
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(healthUrl)).status < 500) return child;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`${script} did not start`);
}

/** Where the school writes the diagnostic reports `memoryBreakdown` asks for. */
const reportDirOf = (dataDir: string) => path.join(dataDir, 'report');

/**
 * The built server (`npm run build`) on a fresh SQLite database in dataDir, started as `npm start` starts it;
 * `dir` is the server folder of another checkout when the bench compares two builds; `env` is added to
 * the school's environment (another render mode's RENDER_WORKERS).
 */
export const startSchool = (port: number, dataDir: string, dir = serverDir, env: Record<string, string> = {}) => {
  fs.mkdirSync(reportDirOf(dataDir), { recursive: true });
  return start(
    'scripts/serve.sh',
    {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      // `memoryBreakdown` asks for a diagnostic report with this signal (SIGUSR2 would end the server).
      NODE_OPTIONS: `--report-on-signal --report-signal=SIGURG --report-directory=${reportDirOf(dataDir)}`,
    },
    `http://127.0.0.1:${port}${API_PREFIX}/health`,
    dir,
  );
};

/**
 * Where each load's learners' mobile numbers begin (`exam-takers.ts` numbers them from there): the loads
 * of one whole run add their learners to the same school, so their numbers must not meet.
 */
const FIRST_MOBILES = { chat: 15000000000, exam: 16000000000, orders: 17000000000, grade: 18000000000 } as const;

/**
 * Adds `count` signed-in learners of the demo school for the load `forLoad` to the school's database
 * (`exam-takers.ts`) and returns their session tokens. `sqliteOnly` keeps them in SQLite even when the
 * run is on PostgreSQL (the exam and class loads measure SQLite).
 */
export function addTakers(dataDir: string, count: number, forLoad: keyof typeof FIRST_MOBILES, sqliteOnly = false) {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'bench/exam-takers.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...(sqliteOnly ? { DATABASE_URL: '' } : {}),
      DATA_DIR: dataDir,
      TAKERS: String(count),
      FIRST_MOBILE: String(FIRST_MOBILES[forLoad]),
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (made.status !== 0) throw new Error('bench/exam-takers.ts failed');
  return JSON.parse(made.stdout) as string[];
}

/** The value at `share` (0.5, 0.99) of latencies sorted from the least, in whole ms. */
export const quantile = (sorted: number[], share: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);

/** Signs the demo learner in through the API, as a browser would, and returns the session token. */
export async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}${API_PREFIX}${userContracts.loginByPassword.url}`, {
    method: userContracts.loginByPassword.method,
    headers: siteHeaders,
    body: JSON.stringify(benchLearner),
  });
  const reply = (await response.json()) as { code: number; msg: string; data?: { token: string } };
  if (reply.code !== 200 || !reply.data) throw new Error(`bench sign-in failed: ${reply.code} ${reply.msg}`);
  return reply.data.token;
}

/** CPU seconds (user + system) the process has used, from /proc (clock ticks of 1/100 s). */
export const cpuSeconds = (pid: number | undefined): number => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

export const rssMb = (pid: number | undefined): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

/** Sums the resident kB of the process's mappings named by `label` (a memory map's name column). */
function residentKb(pid: number, label: (name: string) => boolean): number {
  let total = 0;
  let counting = false;
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) counting = label(line.split(/\s+/)[5] ?? '');
    else if (counting && line.startsWith('Rss:')) total += Number(/(\d+)/.exec(line)?.[1] ?? 0);
  }
  return total;
}

/**
 * Where the school's resident memory is: V8's heap (used of committed), memory outside it held by
 * JavaScript objects (buffers), glibc's main heap, other anonymous mappings (V8's pages, mapped
 * blocks, thread stacks) and mapped files (node itself, native addons).
 */
export async function memoryBreakdown(pid: number | undefined, dataDir: string): Promise<string> {
  if (!pid) return '';
  const reportDir = reportDirOf(dataDir);
  const before = new Set(fs.readdirSync(reportDir));
  process.kill(pid, 'SIGURG');
  // Wait for the new report to appear and be written whole (it parses).
  let heap: JavascriptHeap | undefined;
  let workerHeaps: JavascriptHeap[] = [];
  for (let i = 0; i < 40 && !heap; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const file = fs.readdirSync(reportDir).find((name) => !before.has(name));
    try {
      if (file) {
        const report = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8')) as DiagnosticReport;
        heap = report.javascriptHeap;
        workerHeaps = (report.workers ?? []).map((worker) => worker.javascriptHeap);
      }
    } catch {
      // still being written
    }
  }
  const mb = (kb: number) => Math.round(kb / 1024);
  const mappings = `glibc heap ${mb(residentKb(pid, (name) => name === '[heap]'))}, other anonymous ${mb(
    residentKb(pid, (name) => name === '' || name.startsWith('[anon')),
  )}, files ${mb(residentKb(pid, (name) => name.startsWith('/')))}`;
  if (!heap) return `school memory (MB): ${mappings}`;
  const spaces = Object.entries(heap.heapSpaces)
    .filter(([, space]) => space.memorySize >= 2 ** 20)
    .map(([name, space]) => `${name} ${mb(space.used / 1024)}/${mb(space.memorySize / 1024)}`)
    .join(', ');
  // The worker threads' heaps: the render workers and the checkpoint worker (decisions 0090, 0083).
  const workers = workerHeaps.map((worker) => `${mb(worker.usedMemory / 1024)}/${mb(worker.totalMemory / 1024)}`);
  return `school memory (MB): V8 heap ${mb(heap.usedMemory / 1024)} used of ${mb(heap.totalMemory / 1024)} (${spaces}), outside it ${mb(heap.externalMemory / 1024)}; worker threads' heaps (used/committed) ${workers.join(', ') || 'none'}; ${mappings}`;
}

/** The parts of a Node diagnostic report this file reads. */
interface DiagnosticReport {
  javascriptHeap: JavascriptHeap;
  workers?: { javascriptHeap: JavascriptHeap }[];
}
interface JavascriptHeap {
  usedMemory: number;
  totalMemory: number;
  externalMemory: number;
  heapSpaces: Record<string, { memorySize: number; used: number }>;
}

export interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  /** The school's CPU time over the load's wall time, in % of one core (200% fills two cores). */
  cpu?: number;
  /** Bytes a reply took on the wire, headers included (rows measured with autocannon). */
  replyBytes?: number;
}

export async function load(name: string, url: string, target?: BenchTarget, token?: string): Promise<Row> {
  const cookie = target?.signedIn ? { cookie: `${Limits.tokenCookie}=${token}` } : {};
  // A target measured under another load: that load starts first and runs a little longer.
  const during = target?.during;
  const background = during
    ? autocannon({
        url: new URL(during.path, url).href,
        connections: during.connections,
        duration: seconds + 2,
        // A browser waits for its sign-in longer than autocannon's 10 s; a request given up on would
        // still be hashed by the school, uncounted.
        timeout: 60,
        headers: siteHeaders,
        requests: [
          { method: during.method, setupRequest: (request) => ({ ...request, body: JSON.stringify(during.body()) }) },
        ],
      })
    : undefined;
  if (background) await new Promise((resolve) => setTimeout(resolve, 1000));
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: target?.method ?? 'GET',
    headers: { ...(target?.page ? {} : siteHeaders), ...target?.headers, ...cookie },
    idReplacement: target?.idReplacement ?? false,
    ...(target?.body ? { body: JSON.stringify(target.body) } : {}),
  });
  if (background) {
    const burst = await background;
    console.log(
      `${during!.name}: ${Math.round(burst.requests.average)} req/s, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms`,
    );
    // The school still works through what the burst left queued (its clients gone); one more call
    // of the same kind answers only after it, so the next target starts on an idle school.
    await fetch(new URL(during!.path, url), {
      method: during!.method,
      headers: siteHeaders,
      body: JSON.stringify(during!.body()),
    });
  }
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    replyBytes: result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
  };
}

/**
 * Like `load`, for large bodies (video segments), which autocannon reads too slowly to measure a
 * server: `connections` kept-alive node:http clients fetch the address over and over for `seconds`. `url` may be a function, asked before each request
 * (the newest live segment changes every 2 s).
 */
export async function loadLarge(
  name: string,
  url: string | (() => string),
  headers: Record<string, string> = {},
): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const fetchOnce = () =>
    new Promise<boolean>((resolve) => {
      const request = http.get(typeof url === 'string' ? url : url(), { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200));
      });
      request.on('error', () => resolve(false));
    });
  const row = await loadLoops(name, fetchOnce);
  agent.destroy();
  return row;
}

/**
 * `connections` loops, each running `once` (which resolves whether it succeeded) over and over for
 * `seconds`; the row counts every run, its times and its failures.
 */
export async function loadLoops(name: string, once: () => Promise<boolean>): Promise<Row> {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        if (!(await once())) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  return { name, reqPerSec: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99), errors, timeouts: 0 };
}
