import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startSchool, type School, type SchoolOptions } from './school.ts';

/**
 * A throwaway Redis for a journey that must read what only the server's cache knows (the image
 * captcha's answer). The school is started with REDIS_URL pointing here.
 */
export interface ScratchRedis {
  url: string;
  /** GET a key with redis-cli; undefined when missing. */
  get(key: string): string | undefined;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function startScratchRedis(): Promise<ScratchRedis> {
  const port = await freePort();
  // Its own folder, so nothing it might write lands in the repository.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-e2e-redis-'));
  let server: ChildProcess;
  try {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore', cwd: dir },
    );
  } catch (error) {
    throw new Error(`redis-server is needed for the accounts journey: ${String(error)}`);
  }
  const deadline = Date.now() + 10000;
  while (!(await canConnect(port))) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    get(key) {
      const out = execFileSync('redis-cli', ['-p', String(port), '--raw', 'GET', key], { encoding: 'utf8' }).trim();
      return out === '' ? undefined : out;
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A school whose cache is a scratch Redis, so a journey can read the image captcha's answer that
 * only the server's cache knows. `stop` stops both and gives REDIS_URL back.
 */
export async function startSchoolWithScratchRedis(options: SchoolOptions = {}): Promise<{
  school: School;
  redis: ScratchRedis;
  stop(): Promise<void>;
}> {
  const saved = process.env.REDIS_URL;
  const redis = await startScratchRedis();
  process.env.REDIS_URL = redis.url;
  const restore = async () => {
    await redis.stop();
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  };
  try {
    const school = await startSchool(options);
    return {
      school,
      redis,
      stop: async () => {
        await school.stop();
        await restore();
      },
    };
  } catch (error) {
    await restore();
    throw error;
  }
}
