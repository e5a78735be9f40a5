import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Starts the real school (seeded SQLite in a temp folder, built website) and a headless Chromium. */

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'e2e/screenshots');

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
  newPage(options?: { token?: string }): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  // A fresh school seeds itself from the TypeScript sources; on a loaded 2-core CI machine that took over a minute.
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

export async function startSchool(): Promise<School> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseUrl, server, () => output);

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
      });
      if (options.token) {
        await context.addCookies([{ name: 'RC_WEB_TOKEN', value: options.token, url: baseUrl }]);
      }
      const page = await context.newPage();
      return { context, page };
    },
    async stop() {
      await browser.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
