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
}

/** Keys kept in process; the least recently used go first, so memory stays bounded. */
const MEMORY_KEYS = 100_000;

export function createMemoryRateLimiter(clock: Clock, maxKeys = MEMORY_KEYS): RateLimiter {
  const times = new LRUCache<string, number[]>({ max: maxKeys });
  return {
    take(key, limit, windowMs) {
      const now = clock.now();
      const recent = (times.get(key) ?? []).filter((time) => time > now - windowMs);
      const allowed = recent.length < limit;
      if (allowed) recent.push(now);
      times.set(key, recent);
      return Promise.resolve(allowed);
    },
  };
}

/** Drop what left the window, refuse at the limit, else add this action: one atomic step in Redis. */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

export function createRedisRateLimiter(redis: Redis, clock: Clock, prefix = 'school:limit:'): RateLimiter {
  return {
    async take(key, limit, windowMs) {
      const now = clock.now();
      const member = `${now}:${randomBytes(6).toString('hex')}`;
      const result = await redis.eval(TAKE_SCRIPT, 1, prefix + key, now, windowMs, limit, member);
      return result === 1;
    },
  };
}
