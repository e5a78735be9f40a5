import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A small key/value cache for read-mostly data (site bootstrap). In-process by default; with Redis,
 * values live in Redis so every instance sees an operator's change at once.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * How many entries the in-process cache holds at most. Readers add entries too (a captcha answer per
 * captcha image), so without a bound a stream of requests could grow it without end; past the bound
 * the least recently used entry goes.
 */
export const MEMORY_CACHE_ENTRIES = 20_000;

export function createMemoryCache(now: () => number = Date.now, maxEntries = MEMORY_CACHE_ENTRIES): Cache {
  const entries = new LRUCache<string, { value: unknown }>({
    max: maxEntries,
    perf: { now },
    ttlResolution: 0,
  });
  return {
    get<T>(key: string) {
      return Promise.resolve(entries.get(key)?.value as T | undefined);
    },
    set(key, value, ttlSeconds) {
      entries.set(key, { value }, { ttl: ttlSeconds * 1000 });
      return Promise.resolve();
    },
    delete(key) {
      entries.delete(key);
      return Promise.resolve();
    },
    close() {
      entries.clear();
      return Promise.resolve();
    },
  };
}

export function createRedisCache(redis: Redis, prefix = 'school:cache:'): Cache {
  return {
    async get<T>(key: string) {
      const raw = await redis.get(prefix + key);
      return raw === null ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

/** ioredis loads only when Redis is configured (decision 0046). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
}

/** Reads through the cache: computes and stores the value on a miss. */
export async function cached<T>(cache: Cache, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}
