import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Code } from '@school/contracts';
import { AppError } from './errors.ts';

/**
 * Passwords are argon2id hashes with OWASP's first set of parameters: 19 MiB, 2 passes, 1 lane
 * (decision 0049; node-argon2's defaults, 64 MiB × 3 × 4 lanes, let 2 cores check 4 a second).
 * Hashing runs on libuv's thread pool, which also reads files, and each hash holds one of its threads:
 * at most as many hashes as there are cores, and at most half the pool, run at once (`serve.sh` sizes
 * the pool to twice the cores); the rest of a burst waits in a queue here.
 */
/** `@node-rs/argon2` makes argon2id unless told otherwise (its `Algorithm` is a const enum). */
const PARAMS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

const poolSize = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
export const HASH_CONCURRENCY = Math.max(1, Math.min(Math.floor(poolSize / 2), os.availableParallelism()));
/** Beyond this many waiting sign-ins a burst is refused at once instead of queueing for minutes. */
const MAX_WAITING = 1000;

let running = 0;
let verifications = 0;
/** How many password checks ran argon2 in this process (tests prove the decoy runs for unknown accounts). */
export const passwordChecksRun = () => verifications;
/** Hashes running and waiting now (tests load the queue before they measure). */
export const hashingQueue = () => ({ running, waiting: waiting.length });
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running += 1;
  else {
    if (waiting.length >= MAX_WAITING) throw new AppError(Code.tooManyRequests, '登录人数较多，请稍后再试');
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export const hashPassword = (password: string) => bounded(() => hash(password, PARAMS));

/** True for a hash made with other parameters than today's: the next successful sign-in hashes the password again. */
export function needsRehash(stored: string): boolean {
  // The PHC string every argon2 library writes: $argon2id$v=19$m=19456,t=2,p=1$salt$hash (parameters in any order).
  const [, algorithm, version, params] = stored.split('$');
  if (algorithm !== 'argon2id' || version !== 'v=19' || !params) return true;
  const values = new Map(params.split(',').map((pair) => pair.split('=') as [string, string]));
  return (
    values.get('m') !== String(PARAMS.memoryCost) ||
    values.get('t') !== String(PARAMS.timeCost) ||
    values.get('p') !== String(PARAMS.parallelism)
  );
}

/** A hash of a random secret: unknown accounts are checked against it, so they cost what a real check costs. */
let decoy: Promise<string> | undefined;
const decoyHash = () => (decoy ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * True when the password matches. A missing hash (unknown account, or one opened by SMS code
 * without a password) is checked against the decoy and is never a match.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const target = hash || (await decoyHash());
  try {
    const matches = await bounded(() => {
      verifications += 1;
      return verify(target, password);
    });
    return Boolean(hash) && matches;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}
