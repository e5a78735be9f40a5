// The public reads a page's loaders make, kept for a few seconds where the page is rendered: in the
// main thread for a render there, in each render worker for its own (decisions 0102 and 0110). Plain
// JavaScript, so the render workers (render-worker.mjs, which runs without tsx's loader) and the main
// thread keep them by the same rules.
import { LRUCache } from 'lru-cache';

/** How long a read is kept at most (never longer than a page is: PAGE_CACHE_SECONDS), and the keep's bound. */
export const PAGE_READS_SECONDS = 3;
export const PAGE_READS_MB = 8;

/** A parsed answer takes some three times the memory of its JSON text. */
const BYTES_PER_CHARACTER = 3;

/**
 * Freezes an answer and everything in it: every render of the next few seconds gets the same object,
 * so a loader that changed it would change another page.
 * @param {unknown} value
 */
function freezeDeep(value) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
  return value;
}

/**
 * A loader reads only what every reader of the site may see (decision 0016: the page it makes is kept
 * and shared), so the same call with the same input answers the same for all of them: pages rendered
 * at the same moment share one call, and so do pages at other addresses that read the same (every
 * page's site settings, navigation and categories; a list's filters). Reads are kept under the site's
 * content version: an operator's change moves it, as it does for kept pages, and the next render reads
 * afresh; a change made by a user reaches a render within `ttlMs`.
 *
 * Only answers with code 200 are kept, parsed and frozen. A call made with a token, or with no version
 * (a form post: an action's calls), is made and parsed each time.
 * @param {{ ttlMs: number; maxBytes: number; now?: () => number }} options `maxBytes` bounds the kept
 *   answers' memory; `now`, milliseconds for expiry, is the tests' clock.
 */
export function createPageReads({ ttlMs, maxBytes, now }) {
  /** @type {LRUCache<string, { answer: unknown; size: number }>} */
  const kept = new LRUCache({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (read) => read.size,
    ttl: Math.max(ttlMs, 1),
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
  /** @type {Map<string, Promise<unknown>>} Reads under way, so renders at the same moment make one call. */
  const reading = new Map();
  /** @param {number} siteId @param {string} version @param {import('./web.ts').CallApiInput} input */
  const keyOf = (siteId, version, { method, url, query, body }) =>
    JSON.stringify([siteId, version, method, url, query ?? null, body ?? null]);

  return {
    /**
     * The call's answer: kept, being read for another render, or read now by `call` (which answers the
     * JSON text).
     * @param {number} siteId
     * @param {string | undefined} version
     * @param {import('./web.ts').CallApiInput} input
     * @param {() => Promise<string>} call
     */
    async read(siteId, version, input, call) {
      if (ttlMs <= 0 || version === undefined || input.token) return JSON.parse(await call());
      const key = keyOf(siteId, version, input);
      const found = kept.get(key)?.answer ?? reading.get(key);
      if (found !== undefined) return found;
      const answer = call().then((text) => {
        const parsed = freezeDeep(JSON.parse(text));
        if (text.startsWith('{"code":200,')) kept.set(key, { answer: parsed, size: text.length * BYTES_PER_CHARACTER });
        return parsed;
      });
      reading.set(key, answer);
      try {
        return await answer;
      } finally {
        reading.delete(key);
      }
    },
  };
}
