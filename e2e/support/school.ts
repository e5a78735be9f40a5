import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Starts the real school as `npm start` runs it (the built server and website; vitest.config.ts builds
 * what is stale first) and a headless Chromium. The global setup seeds one school and lets its demo
 * lessons transcode (`prepareTemplateSchool`); each journey's school starts on a copy of that folder,
 * so every journey meets the same fresh demo school without seeding it and transcoding its videos again.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');
const demoCacheDir = path.join(os.tmpdir(), 'school-e2e-demo-cache');
const templateDir = path.join(os.tmpdir(), 'school-e2e-template');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export interface School {
  baseUrl: string;
  dataDir: string;
  browser: Browser;
  /**
   * A desktop window, or a phone's (390 px, touch) with `phone`; a token signs the reader in; `window`
   * overrides the window's settings (a pixel ratio, another user agent).
   */
  newPage(options?: {
    token?: string;
    phone?: boolean;
    window?: BrowserContextOptions;
  }): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/** Requests in flight per page, counted from the moment the page opens (see `ready`). */
const inFlight = new WeakMap<Page, { count: number; lastChange: number }>();

function countRequests(context: BrowserContext) {
  context.on('page', (page) => {
    const state = { count: 0, lastChange: Date.now() };
    inFlight.set(page, state);
    const change = (by: number) => () => {
      state.count += by;
      state.lastChange = Date.now();
    };
    page.on('request', change(1));
    page.on('requestfinished', change(-1));
    page.on('requestfailed', change(-1));
  });
}

const phoneWindow = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1',
};

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  // The template school seeds itself, and the first of a machine also makes the demo's audio and videos.
  const deadline = Date.now() + 180000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/apis/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The built server on `dataDir` (seeding it when empty), once it answers its health check; `env` adds variables. */
async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn('sh', ['apps/server/scripts/serve.sh'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CACHE_DIR: demoCacheDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Pages render in the main thread: two render workers per journey's school cost CI about a fifth more
      // CPU. The journeys that render in workers, as a school does by default, ask for them (decision 0090).
      RENDER_WORKERS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, server, () => output);
  return {
    baseUrl,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Global setup: seeds the demo school into the template folder, waits until its demo lessons have gone
 * through the transcoding pipeline, and stops it (a clean shutdown leaves the database whole).
 */
export async function prepareTemplateSchool(): Promise<void> {
  fs.rmSync(templateDir, { recursive: true, force: true });
  fs.mkdirSync(templateDir, { recursive: true });
  const server = await startServer(templateDir);
  try {
    const { default: SQLite } = await import('better-sqlite3');
    const deadline = Date.now() + 240_000;
    for (;;) {
      const db = new SQLite(path.join(templateDir, 'school.db'), { readonly: true, fileMustExist: true });
      const jobs = db.prepare(`select state, last_error from job where kind = 'vod.transcode'`).all() as {
        state: string;
        last_error: string;
      }[];
      db.close();
      const failed = jobs.find((job) => job.state === 'failed');
      if (failed) throw new Error(`a demo lesson failed to transcode: ${failed.last_error}`);
      if (jobs.length > 0 && jobs.every((job) => job.state === 'done')) break;
      if (Date.now() > deadline) throw new Error('the demo lessons were not transcoded in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await server.stop();
  }
}

export interface SchoolOptions {
  /** Variables for the server, such as `TEST_CLOCK: '1'` for a clock the journey moves (support/clock.ts). */
  env?: Record<string, string>;
}

export async function startSchool(options: SchoolOptions = {}): Promise<School> {
  if (!fs.existsSync(path.join(templateDir, 'school.db')))
    throw new Error('no template school: the journeys run through vitest.config.ts, whose global setup makes it');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
  fs.cpSync(templateDir, dataDir, { recursive: true });
  const server = await startServer(dataDir, options.env);
  const { baseUrl } = server;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  fs.mkdirSync(screenshotDir, { recursive: true });

  return {
    baseUrl,
    dataDir,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        locale: 'zh-CN',
        baseURL: baseUrl,
        ...(options.phone ? phoneWindow : {}),
        ...options.window,
      });
      countRequests(context);
      if (options.token) {
        await context.addCookies([{ name: 'RC_WEB_TOKEN', value: options.token, url: baseUrl }]);
      }
      const page = await context.newPage();
      return { context, page };
    },
    async stop() {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });

/**
 * Waits until React has taken the page over (root.tsx marks `<html data-hydrated>`) and its start-up calls
 * have settled. A click before hydration is lost and a form filled before its data arrives is overwritten;
 * on a busy machine both happen, so every journey waits here after a full page load. The requests are
 * counted live, so after following a link it waits for the new page's calls too.
 */
export async function ready(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await settled(page);
}

/**
 * Waits until the page has had no request in flight for `quiet` ms: a finished call may render a
 * component that starts the next. Playwright's `networkidle` waits 500 ms of silence on every page,
 * which was minutes of a CI run.
 */
async function settled(page: Page, quiet = 150): Promise<void> {
  const state = inFlight.get(page);
  if (!state) throw new Error('open pages through school.newPage(), whose requests are counted');
  const deadline = Date.now() + 30_000;
  while (state.count > 0 || Date.now() - state.lastChange < quiet) {
    if (Date.now() > deadline) throw new Error(`${state.count} requests still in flight on ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Opens an address of the website or the console and waits until it is ready. */
export async function open(page: Page, address: string) {
  const response = await page.goto(address);
  await ready(page);
  return response;
}

/** Reloads the page and waits until it is ready again. */
export async function reload(page: Page) {
  const response = await page.reload();
  await ready(page);
  return response;
}
