import { LRUCache } from 'lru-cache';

/**
 * The totals of public lists, kept ten seconds per instance (as course lists keep theirs, decision
 * 0015): counting 100 000 posts on every page of the hot tab cost more than reading the page. A change
 * made through this instance forgets the school's totals at once; other instances catch up within
 * ten seconds.
 */
const KEPT_MS = 10_000;

export function createKeptCounts() {
  // The promise is kept, so the many requests that miss at once share one count instead of each running it.
  const counts = new LRUCache<string, Promise<number>>({ max: 5000, ttl: KEPT_MS });
  const generations = new Map<number, number>();
  return {
    count(siteId: number, key: string, load: () => Promise<number>): Promise<number> {
      const fullKey = `${siteId}:${generations.get(siteId) ?? 0}:${key}`;
      const kept = counts.get(fullKey);
      if (kept !== undefined) return kept;
      const value = load();
      counts.set(fullKey, value);
      value.catch(() => counts.delete(fullKey));
      return value;
    },
    forget(siteId: number): void {
      generations.set(siteId, (generations.get(siteId) ?? 0) + 1);
    },
  };
}

export type KeptCounts = ReturnType<typeof createKeptCounts>;
