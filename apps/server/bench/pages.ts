import http from 'node:http';
import autocannon from 'autocannon';
import os from 'node:os';
import { Limits, apiUrl } from '@school/contracts';
import { connections, load, loadLoops, type Row } from './harness.ts';
import { resolvedPageViews, type PageView } from './page-views.ts';
import { hottestPostId } from './targets.ts';

/**
 * The page rows of issue 36. A signed-in page **view** is what a reader's browser asks for one page: the
 * document, then every `/apis` call it makes after it (page-views.ts), sent together as the browser
 * sends them; `connections` readers load views over as many kept-alive sockets, and the row gives
 * views per second and the p50 and p99 of a whole view, of the kept page (one view is made before the
 * load); the bench's own CPU during a view row is printed beside the table. Each page **rendered every time** is the same
 * document at a fresh address on every request (`?bench=<random>`: the page cache keeps pages by
 * address, so every request is a miss, rendered, compressed and kept, as a cache miss is in
 * production), once per render mode (`renderModes`). Rows answer to `BENCH_ONLY='page view'` and
 * `BENCH_ONLY='rendered every time'`.
 */
export const PAGE_VIEW_NAME = 'page view (document + its calls, signed in)';
export const RENDERED_NAME = 'rendered every time';

const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };

/** One request over the agent; resolves whether it succeeded (HTTP 200 and, for a call, code 200). */
function send(
  agent: http.Agent,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  isCall: boolean,
) {
  return new Promise<boolean>((resolve) => {
    const request = http.request(url, { agent, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return resolve(false);
        resolve(!isCall || Buffer.concat(chunks).toString('utf8', 0, 20).includes('"code":200'));
      });
    });
    request.on('error', () => resolve(false));
    request.end(body);
  });
}

async function loadViews(name: string, origin: string, view: PageView, token: string): Promise<Row> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const documentHeaders = { ...browserHeaders, cookie: `${Limits.tokenCookie}=${token}` };
  const callHeaders = { ...browserHeaders, 'site-id': '11', token };
  // As the browser sends them: a call without a body has no content type (Fastify refuses an empty JSON body).
  const jsonHeaders = { ...callHeaders, 'content-type': 'application/json' };
  const viewOnce = async () => {
    const documentOk = await send(agent, new URL(view.path, origin), 'GET', documentHeaders, undefined, false);
    const callsOk = await Promise.all(
      view.calls.map((item) =>
        send(
          agent,
          new URL(apiUrl(item.path), origin),
          item.method,
          item.body === undefined ? callHeaders : jsonHeaders,
          item.body === undefined ? undefined : JSON.stringify(item.body),
          true,
        ),
      ),
    );
    return documentOk && !callsOk.includes(false);
  };
  // The page is kept by address and served to every reader (decision 0016): one view first, as the page's
  // first reader makes it, so the row measures views of the kept page and not the school's first render of it
  // with 50 readers waiting (decision 0096). A keep that runs out during the load is still rendered again in it.
  await viewOnce();
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const row = await loadLoops(name, viewOnce);
  const used = process.cpuUsage(cpuBefore);
  // The bench's own process shares the machine's cores with the school: say how much of one it took.
  const clientCpu = Math.round(((used.user + used.system) / 1000 / (performance.now() - startedAt)) * 100);
  console.log(`${name}: the bench's own CPU ${clientCpu}% of one core`);
  agent.destroy();
  return row;
}

/**
 * Seconds of a rendered-every-time row's load before it is measured (BENCH_RENDER_WARM_SECONDS). A school
 * runs for days, its code optimised by V8; one just started, or a render worker just started, runs its
 * renders unoptimised for the first 10-20 s, at half the rate or less (decision 0102), and every render
 * mode starts a school afresh. The row measures a school that has rendered its page for a while.
 */
const warmSeconds = Number(process.env.BENCH_RENDER_WARM_SECONDS ?? 15);
const warmUp = (url: string, headers: Record<string, string>) =>
  warmSeconds > 0 ? autocannon({ url, connections, duration: warmSeconds, idReplacement: true, headers }) : undefined;

/**
 * The page with the least of its own, rendered every time too (decision 0111): the layout (header, nav and
 * footer, 317 elements with the page) around a short notice. What every page's render costs at least.
 */
const FLOOR_PAGE = '/null';

/**
 * The school's render modes the rendered-every-time rows are measured in, as values of RENDER_WORKERS:
 * BENCH_RENDER_WORKERS (a comma list), by default the school's default (a render worker per core) and 0
 * (every render in the main thread, as before decision 0090), so their ratio comes from one run.
 */
const cores = os.availableParallelism();
const startedWith = process.env.RENDER_WORKERS ?? String(cores > 1 ? cores : 0);
const renderModes = (process.env.BENCH_RENDER_WORKERS ?? `${startedWith},0`).split(',').filter(Boolean);
const modeName = (workers: string) =>
  workers === '0' ? 'in the main thread' : `${workers} render worker${workers === '1' ? '' : 's'}`;
/**
 * Rounds of each rendered-every-time row (BENCH_RENDER_ROUNDS, 3). Every render mode has a school of its
 * own, all running at once on copies of one database, and a page is loaded on each in turn, the order
 * swapped every round: the machine's speed drifts by tens of percent within minutes, so modes measured
 * minutes apart compared the machine as much as the modes (compare.ts does the same for two builds).
 * A row is the mode's median round; the ratio of the first mode to each other one is the median of the
 * rounds' ratios, with their range.
 */
const renderRounds = Math.max(1, Number(process.env.BENCH_RENDER_ROUNDS ?? 3));

/** A school serving one render mode: the bench's own, or one started beside it (`pid` to read its CPU). */
export interface ModeSchool {
  origin: string;
  pid: number | undefined;
}
/** Starts a school beside the bench's own, on a copy of its data, with RENDER_WORKERS=`workers`. */
export type StartBeside = (workers: string) => Promise<ModeSchool & { stop(): Promise<void> }>;

const middle = <T>(items: T[], valueOf: (item: T) => number): T =>
  [...items].sort((x, y) => valueOf(x) - valueOf(y))[Math.floor((items.length - 1) / 2)]!;

/**
 * The view and rendered-every-time rows whose names `wanted` accepts, each measured by `measure` (the CPU of
 * the school whose pid is given, the bench's own by default), and the rendered rows' ratios between modes.
 */
export async function benchPages(
  origin: string,
  token: string,
  wanted: (name: string) => boolean,
  measure: (run: () => Promise<Row>, pid?: number) => Promise<Row>,
  startBeside: StartBeside,
): Promise<{ rows: Row[]; notes: string[] }> {
  const rows: Row[] = [];
  const views = await resolvedPageViews(origin);
  for (const view of views) {
    const name = `${PAGE_VIEW_NAME}: ${view.path.replace(/\/\d+$/, '/{id}')}, ${view.calls.length} calls (views/s)`;
    if (wanted(name)) rows.push(await measure(() => loadViews(name, origin, view, token)));
  }
  const addresses = [
    ...views.map((view) => (view.path === '/list' ? '/list?isFree=0&orderBy=popular' : view.path)),
    `/blog/article/${await hottestPostId(origin)}`,
    FLOOR_PAGE,
  ];
  const rendered = addresses.map((address) => {
    const name = `SSR ${address.replace(/\/\d+$/, '/{id}')} ${RENDERED_NAME} (fresh address, brotli)`;
    const separator = address.includes('?') ? '&' : '?';
    return {
      name,
      method: 'GET' as const,
      path: `${address}${separator}bench=[<id>]`,
      page: true,
      headers: { 'accept-encoding': 'br' },
      idReplacement: true,
    };
  });
  const chosen = rendered.filter((target) => wanted(target.name));
  if (chosen.length === 0) return { rows, notes: [] };
  const beside: Awaited<ReturnType<StartBeside>>[] = [];
  try {
    const modes: { workers: string; school: ModeSchool }[] = [];
    for (const workers of renderModes) {
      let school: ModeSchool = { origin, pid: undefined };
      if (workers !== startedWith) {
        const started = await startBeside(workers);
        beside.push(started);
        school = started;
      }
      modes.push({ workers, school });
    }
    const notes: string[] = [];
    for (const target of chosen) {
      const measured = new Map(modes.map((mode) => [mode, [] as Row[]]));
      for (let round = 0; round < renderRounds; round++) {
        for (const mode of round % 2 === 0 ? modes : [...modes].reverse()) {
          const url = `${mode.school.origin}${target.path}`;
          const name = modes.length > 1 ? `${target.name} [${modeName(mode.workers)}]` : target.name;
          if (round === 0) await warmUp(url, target.headers);
          measured.get(mode)!.push(await measure(() => load(name, url, { ...target, name }), mode.school.pid));
        }
      }
      for (const mode of modes) rows.push(middle(measured.get(mode)!, (row) => row.reqPerSec));
      const rates = (mode: (typeof modes)[number]) => measured.get(mode)!.map((row) => row.reqPerSec);
      const [first, ...others] = modes;
      for (const other of others) {
        const ratios = rates(first!).map((rate, round) => rate / Math.max(1, rates(other)[round]!));
        notes.push(
          `${target.name}: ${modeName(first!.workers)} ÷ ${modeName(other.workers)} ${middle(ratios, Number).toFixed(2)} ` +
            `(${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; req/s by round ${rates(first!).join(', ')} ÷ ${rates(other).join(', ')})`,
        );
      }
    }
    return { rows, notes };
  } finally {
    await Promise.all(beside.map((school) => school.stop()));
  }
}
