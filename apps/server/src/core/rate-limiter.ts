import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from './time.ts';

/**
 * Counts what a user does within a sliding window ("5 posts an hour", "a comment per 10 s"), in process
 * or, with `REDIS_URL`, in Redis so every instance counts together. Unlike the per-address request
 * limit of `@fastify/rate-limit`, a key here names a person and an action, and the window slides: an
 * action is allowed when fewer than `limit` were counted in the `windowMs` before now.
 */
export interface RateLimiter {
  /** Counts one action under the key and answers true, or answers false (counting nothing) when over the limit. */
  take(key: string, limit: number, windowMs: number): Promise<boolean>;
  /** As `take`, but answers 0 when counted, or else the milliseconds until the window lets one more in. */
  wait(key: string, limit: number, windowMs: number): Promise<number>;
}

/** Keys kept in process; the least recently used go first, so memory stays bounded. */
const MEMORY_KEYS = 100_000;

export function createMemoryRateLimiter(clock: Clock, maxKeys = MEMORY_KEYS): RateLimiter {
  const times = new LRUCache<string, number[]>({ max: maxKeys });
  function wait(key: string, limit: number, windowMs: number): Promise<number> {
    const now = clock.now();
    const recent = (times.get(key) ?? []).filter((time) => time > now - windowMs);
    times.set(key, recent);
    // The oldest action whose leaving brings the count under the limit.
    if (recent.length >= limit) return Promise.resolve(recent[recent.length - limit]! + windowMs - now);
    recent.push(now);
    return Promise.resolve(0);
  }
  return { wait, take: async (key, limit, windowMs) => (await wait(key, limit, windowMs)) === 0 };
}

/**
 * Drop what left the window; at the limit answer the milliseconds until the oldest action that must
 * leave does, else add this action and answer 0: one atomic step in Redis.
 */
const WAIT_SCRIPT = `
local now, window, limit = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= limit then
  local oldest = redis.call('ZRANGE', KEYS[1], count - limit, count - limit, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

export function createRedisRateLimiter(redis: Redis, clock: Clock, prefix = 'school:limit:'): RateLimiter {
  async function wait(key: string, limit: number, windowMs: number): Promise<number> {
    const now = clock.now();
    const member = `${now}:${randomBytes(6).toString('hex')}`;
    return Number(await redis.eval(WAIT_SCRIPT, 1, prefix + key, now, windowMs, limit, member));
  }
  return { wait, take: async (key, limit, windowMs) => (await wait(key, limit, windowMs)) === 0 };
}
