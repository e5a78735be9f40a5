import { LRUCache } from 'lru-cache';
import type { CallApiInput } from './web.ts';

/**
 * The public reads a page's loaders make, kept for a few seconds under the site's content version
 * (decision 0102). A loader reads only what every reader of the site may see (decision 0016: the page
 * it makes is kept and shared), so the same call with the same input answers the same for all of
 * them: pages rendered at the same moment share one call, and so do pages at other addresses that
 * read the same (every page's site settings, navigation and categories; a list's filters). An
 * operator's change moves the version, as it does for kept pages, and the next render reads afresh;
 * a change made by a user reaches a render within `ttlMs`.
 *
 * Only answers with code 200 are kept; a call made with a token, or during a form post (an action),
 * is never kept or shared.
 */
/** How long a read is kept at most (never longer than a page is: PAGE_CACHE_SECONDS), and the keep's bound. */
export const PAGE_READS_SECONDS = 3;
export const PAGE_READS_MB = 8;

export interface PageReadsOptions {
  ttlMs: number;
  /** Bound on the kept answers' text, in bytes of memory (two a character). */
  maxBytes: number;
  /** Milliseconds for expiry; tests pass their own. */
  now?: () => number;
}

export type PageReads = ReturnType<typeof createPageReads>;

export function createPageReads({ ttlMs, maxBytes, now }: PageReadsOptions) {
  const kept = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (text) => Math.max(1, text.length * 2),
    ttl: Math.max(ttlMs, 1),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  /** Reads under way, so renders at the same moment make one call. */
  const reading = new Map<string, Promise<string>>();
  const keyOf = (siteId: number, version: string, { method, url, query, body }: CallApiInput) =>
    JSON.stringify([siteId, version, method, url, query ?? null, body ?? null]);

  return {
    /** The call's answer as JSON text: kept, being read for another render, or read now by `call`. */
    async read(siteId: number, version: string, input: CallApiInput, call: () => Promise<string>): Promise<string> {
      if (ttlMs <= 0 || input.token) return call();
      const key = keyOf(siteId, version, input);
      const found = kept.get(key) ?? reading.get(key);
      if (found !== undefined) return found;
      const answer = call();
      reading.set(key, answer);
      try {
        const text = await answer;
        if (text.startsWith('{"code":200,')) kept.set(key, text);
        return text;
      } finally {
        reading.delete(key);
      }
    },
  };
}
