import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * A small key/value cache for read-mostly data (site bootstrap). In-process by default; with Redis,
 * values live in Redis so every instance sees an operator's change at once.
 *
 * Both keep a value as JSON text, so a reader gets the same thing from either: a fresh copy (changing
 * it changes nothing kept), and only plain JSON data goes in (`encode` refuses a Date, Map, Buffer,
 * bigint … rather than let Redis turn it into something else). `undefined` is never kept: setting it
 * removes the entry, and a loader's `undefined` (nothing found) is read again next time.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** `ttlSeconds` is a whole number of seconds, at least 1 (what Redis accepts). */
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Refuses what JSON would silently change: objects that are not plain, toJSON conversions, non-finite numbers. */
function plainJsonOnly(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  const plain =
    original === value &&
    typeof value !== 'function' &&
    typeof value !== 'symbol' &&
    (typeof value !== 'number' || Number.isFinite(value)) &&
    (typeof value !== 'object' ||
      value === null ||
      Array.isArray(value) ||
      [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));
  if (!plain) throw new TypeError(`cache: "${key}" is not plain JSON data and cannot be kept`);
  return value;
}

/** The text kept for a value, or undefined for `undefined` (nothing is kept). */
export function encode(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value, plainJsonOnly);
}

function checkTtl(ttlSeconds: number): void {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1)
    throw new RangeError(`cache: the time to live must be whole seconds, at least 1 (was ${ttlSeconds})`);
}

/**
 * How many entries the in-process cache holds at most. Readers add entries too (a captcha answer per
 * captcha image), so without a bound a stream of requests could grow it without end; past the bound
 * the least recently used entry goes.
 */
export const MEMORY_CACHE_ENTRIES = 20_000;

export function createMemoryCache(now: () => number = Date.now, maxEntries = MEMORY_CACHE_ENTRIES): Cache {
  const entries = new LRUCache<string, string>({
    max: maxEntries,
    perf: { now },
    ttlResolution: 0,
  });
  return {
    get<T>(key: string) {
      const text = entries.get(key);
      return Promise.resolve(text === undefined ? undefined : (JSON.parse(text) as T));
    },
    async set(key, value, ttlSeconds) {
      checkTtl(ttlSeconds);
      const text = encode(value);
      if (text === undefined) entries.delete(key);
      else entries.set(key, text, { ttl: ttlSeconds * 1000 });
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
      // '' is what an older version wrote for `undefined`: nothing kept.
      return raw === null || raw === '' ? undefined : (JSON.parse(raw) as T);
    },
    async set(key, value, ttlSeconds) {
      checkTtl(ttlSeconds);
      const text = encode(value);
      if (text === undefined) await redis.del(prefix + key);
      else await redis.set(prefix + key, text, 'EX', ttlSeconds);
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

/** Reads through the cache: computes and stores the value on a miss (a loader's `undefined` is not kept). */
export async function cached<T>(cache: Cache, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}

/**
 * How long after a version moved nothing is kept under it. A change may move the version inside its
 * transaction, before the commit: a read in between would see the rows as they were (decision 0065).
 */
export const VERSION_SETTLE_MS = 5000;
const VERSION_TTL_SECONDS = 24 * 3600;

/**
 * Version numbers in the shared cache (with Redis, every instance reads the same): whoever changes
 * something kept under a version moves it on. A lost version starts afresh at the current time,
 * which makes everything kept under it stale.
 */
export function createVersions(cache: Cache, clock: { now(): number }) {
  return {
    async current(key: string): Promise<number> {
      const found = await cache.get<number>(key);
      if (found !== undefined) return found;
      const fresh = clock.now();
      await cache.set(key, fresh, VERSION_TTL_SECONDS);
      return fresh;
    },
    async move(key: string): Promise<void> {
      const current = (await cache.get<number>(key)) ?? 0;
      await cache.set(key, Math.max(clock.now(), current + 1), VERSION_TTL_SECONDS);
    },
  };
}

export type Versions = ReturnType<typeof createVersions>;

/**
 * Values kept as objects in this process, each under the versions it was read at (decision 0093): a
 * kept value is used while none of its versions has moved, `ttlMs` at most; nothing is kept while one
 * of them is younger than VERSION_SETTLE_MS. Values are shared by every caller: never change one.
 */
export function createKeeper<V>(
  versions: Versions,
  clock: { now(): number },
  { max, ttlMs }: { max: number; ttlMs: number },
) {
  const entries = new LRUCache<string, { stamp: string; value: { kept: V } }>({
    max,
    ttl: ttlMs,
    perf: clock,
    ttlResolution: 0,
  });
  return {
    async get(key: string, versionKeys: readonly string[], load: () => Promise<V>): Promise<V> {
      const stamps = await Promise.all(versionKeys.map((versionKey) => versions.current(versionKey)));
      const stamp = stamps.join(':');
      const found = entries.get(key);
      if (found && found.stamp === stamp) return found.value.kept;
      const value = await load();
      const now = clock.now();
      // Nothing found is read again next time, as in the shared cache.
      if (value !== undefined && stamps.every((at) => now - at >= VERSION_SETTLE_MS))
        entries.set(key, { stamp, value: { kept: value } });
      return value;
    },
  };
}

export type Keeper<V> = ReturnType<typeof createKeeper<V>>;

/** What a module keeps reader state with (decision 0093); absent in seeds and tools, which keep nothing. */
export interface Keeping {
  versions: Versions;
  clock: { now(): number };
}

/**
 * One kind of value a module keeps under its versions (decision 0093): `get` reads through the kept
 * value, `changed` moves versions at the module's own writes. Without `keeping` nothing is kept: `get`
 * loads every time and `changed` does nothing.
 */
export function keptReads<V>(keeping: Keeping | undefined, options: { max: number; ttlMs: number }) {
  const kept = keeping ? createKeeper<V>(keeping.versions, keeping.clock, options) : undefined;
  return {
    get: (key: string, versionKeys: readonly string[], load: () => Promise<V>): Promise<V> =>
      kept ? kept.get(key, versionKeys, load) : load(),
    async changed(...versionKeys: readonly string[]): Promise<void> {
      if (keeping) for (const versionKey of versionKeys) await keeping.versions.move(versionKey);
    },
  };
}
