import { LRUCache } from 'lru-cache';
import { type Cache, cached } from '../../core/cache.ts';
import type { Clock } from '../../core/time.ts';

/**
 * Catalogue reads are cached per site under a version number; every operator edit moves the version
 * on, so all of a site's entries are dropped at once (on every instance, with Redis). Later modules
 * that publish or withdraw courses call `forget` too.
 */
const CATALOGUE_TTL_SECONDS = 300;
const VERSION_TTL_SECONDS = 24 * 3600;

/**
 * Public course lists and searches are kept in this process under the same version (decision 0015).
 * A count changes only with the version, so it is kept five minutes; a page also shows numbers that
 * move without an operator (buyers, learners), so it is kept ten seconds, as visitors' pages are.
 * Their keys come from readers (filters, page numbers, keywords), so they live in a bounded LRU, not
 * in the shared cache.
 */
const KEPT_PAGE_MS = 10_000;
const KEPT_COUNT_MS = 300_000;
/**
 * The most memory the kept values may take (decision 0098). A kept value's size is reckoned from its
 * JSON text, measured once when it is kept: a kept page of course cards took 1.94 bytes of heap per
 * character of its JSON (Chinese text is two bytes a character, and every object has its overhead).
 */
export const CATALOGUE_KEPT_BYTES = 16 * 1024 * 1024;
const HEAP_BYTES_PER_JSON_CHARACTER = 2;

export function createCatalogue({
  cache,
  clock,
  maxBytes = CATALOGUE_KEPT_BYTES,
}: {
  cache: Cache;
  clock: Clock;
  maxBytes?: number;
}) {
  const versionKey = (siteId: number) => `course:${siteId}:version`;
  const kept = new LRUCache<string, { value: unknown }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => JSON.stringify(entry.value).length * HEAP_BYTES_PER_JSON_CHARACTER + 64,
    ttl: KEPT_PAGE_MS,
    // The school's clock (tests move it by hand), read afresh on every look-up.
    perf: clock,
    ttlResolution: 0,
  });
  /** A burst of readers of something not kept yet reads it once. */
  const loading = new Map<string, Promise<unknown>>();

  const version = async (siteId: number): Promise<number> => {
    const current = await cache.get<number>(versionKey(siteId));
    if (current !== undefined) return current;
    const fresh = clock.now();
    await cache.set(versionKey(siteId), fresh, VERSION_TTL_SECONDS);
    return fresh;
  };

  async function keep<T>(siteId: number, key: string, ttl: number, load: () => Promise<T>): Promise<T> {
    const fullKey = `${siteId}:${await version(siteId)}:${key}`;
    const found = kept.get(fullKey);
    if (found) return found.value as T;
    let pending = loading.get(fullKey) as Promise<T> | undefined;
    if (!pending) {
      pending = load()
        .then((value) => {
          // Nothing found is read again next time, as in the shared cache.
          if (value !== undefined) kept.set(fullKey, { value }, { ttl });
          return value;
        })
        .finally(() => loading.delete(fullKey));
      loading.set(fullKey, pending);
    }
    return pending;
  }

  return {
    version,

    async forget(siteId: number): Promise<void> {
      const current = (await cache.get<number>(versionKey(siteId))) ?? 0;
      await cache.set(versionKey(siteId), Math.max(clock.now(), current + 1), VERSION_TTL_SECONDS);
    },

    cached: async <T>(siteId: number, part: string, load: () => Promise<T>): Promise<T> =>
      cached(cache, `course:${siteId}:${await version(siteId)}:${part}`, CATALOGUE_TTL_SECONDS, load),

    /** A page of a public list or search, kept ten seconds in this process. */
    keptPage: <T>(siteId: number, key: string, load: () => Promise<T>) =>
      keep(siteId, `page:${key}`, KEPT_PAGE_MS, load),

    /**
     * A published course's page content, kept as it is in this process until the version moves (five
     * minutes at most): signed-in calls read it on every request, too often to parse it from the cache.
     */
    keptOutline: <T>(siteId: number, courseId: number, load: () => Promise<T>) =>
      keep(siteId, `outline:${courseId}`, CATALOGUE_TTL_SECONDS * 1000, load),

    /** The site's public category trees (every catalogue page and the header ask), kept like the page content. */
    keptCategories: <T>(siteId: number, load: () => Promise<T>) =>
      keep(siteId, 'categories', CATALOGUE_TTL_SECONDS * 1000, load),

    /** What play authorisation asks of a published lesson first (its row, its document), kept like the page content. */
    keptLesson: <T>(siteId: number, key: string, load: () => Promise<T>) =>
      keep(siteId, `lesson:${key}`, CATALOGUE_TTL_SECONDS * 1000, load),

    /** How many public courses a filter or keyword finds, kept until the version moves (five minutes at most). */
    keptCount: (siteId: number, key: string, load: () => Promise<number>) =>
      keep(siteId, `count:${key}`, KEPT_COUNT_MS, load),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
