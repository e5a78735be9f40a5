import { randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import { Code } from '@school/contracts';
import { AppError } from './errors.ts';

/**
 * Passwords are argon2id hashes. Hashing runs on libuv's thread pool, the same four threads that
 * read files: 200 sign-ins at once used to hold every thread, and static files waited 25 s behind
 * them. Each hash also keeps four cores busy (parallelism 4). So at most half the pool, and no more
 * hashes than there are cores beyond the one serving requests, run at a time; the rest of a burst
 * waits in a queue here.
 */
const poolSize = Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4;
export const HASH_CONCURRENCY = Math.max(1, Math.min(Math.floor(poolSize / 2), os.availableParallelism() - 1));
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

export const hashPassword = (password: string) => bounded(() => argon2.hash(password, { type: argon2.argon2id }));

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
      return argon2.verify(target, password);
    });
    return Boolean(hash) && matches;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}
