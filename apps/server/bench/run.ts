import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { siteHeaders, targets, type BenchTarget } from './targets.ts';

/**
 * `npm run bench`: starts the ceiling server and the school (seeded SQLite in a temp folder) as child
 * processes and loads each with autocannon from this process. Prints req/s, p50/p99 latency, each
 * as a share of the ceiling, and the school's resident memory. BENCH_SECONDS and BENCH_CONNECTIONS tune it;
 * BENCH_BIG=1 measures on the big seed (10 000 courses, 100 000 learners) instead of the demo school.
 * BENCH_ONLY=text measures only the targets whose name contains the text (the ceiling always).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const serverDir = path.resolve(import.meta.dirname, '..');
const webBuilt = fs.existsSync(path.resolve(serverDir, '../web/build/server/index.js'));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function start(script: string, env: Record<string, string>, healthUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
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

const rssMb = (pid: number | undefined): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(name: string, url: string, target?: BenchTarget): Promise<Row> {
  // A target measured under another load: that load starts first and runs a little longer.
  const during = target?.during;
  const background = during
    ? autocannon({
        url: new URL(during.path, url).href,
        connections: during.connections,
        duration: seconds + 2,
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
    headers: { ...(target?.page ? {} : siteHeaders), ...target?.headers },
    ...(target?.body ? { body: JSON.stringify(target.body) } : {}),
  });
  if (background) {
    const burst = await background;
    console.log(
      `${during!.name}: ${Math.round(burst.requests.average)} req/s, p50 ${burst.latency.p50} ms, p99 ${burst.latency.p99} ms`,
    );
  }
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

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
const school = await start(
  'src/main.ts',
  {
    PORT: String(schoolPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  },
  `http://127.0.0.1:${schoolPort}/apis/health`,
);

const rows: Row[] = [];
try {
  rows.push(await load('ceiling: bare Fastify JSON', `http://127.0.0.1:${ceilingPort}/ceiling`));
  const only = process.env.BENCH_ONLY;
  for (const target of targets) {
    if (only && !target.name.includes(only)) continue;
    if (target.page && !webBuilt) {
      console.warn(`skipped ${target.name}: run npm run build first`);
      continue;
    }
    rows.push(await load(target.name, `http://127.0.0.1:${schoolPort}${target.path}`, target));
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
  console.log(`school server RSS after the run: ${memory} MB`);
}
