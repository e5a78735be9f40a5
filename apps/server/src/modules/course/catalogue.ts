import { type Cache, cached } from '../../core/cache.ts';
import type { Clock } from '../../core/time.ts';

/**
 * Catalogue reads are cached per site under a version number; every operator edit moves the version
 * on, so all of a site's entries are dropped at once (on every instance, with Redis). Later modules
 * that publish or withdraw courses call `forget` too.
 */
const CATALOGUE_TTL_SECONDS = 300;
const VERSION_TTL_SECONDS = 24 * 3600;

export function createCatalogue({ cache, clock }: { cache: Cache; clock: Clock }) {
  const versionKey = (siteId: number) => `course:${siteId}:version`;

  const version = async (siteId: number): Promise<number> => {
    const current = await cache.get<number>(versionKey(siteId));
    if (current !== undefined) return current;
    const fresh = clock.now();
    await cache.set(versionKey(siteId), fresh, VERSION_TTL_SECONDS);
    return fresh;
  };

  return {
    version,

    async forget(siteId: number): Promise<void> {
      const current = (await cache.get<number>(versionKey(siteId))) ?? 0;
      await cache.set(versionKey(siteId), Math.max(clock.now(), current + 1), VERSION_TTL_SECONDS);
    },

    cached: async <T>(siteId: number, part: string, load: () => Promise<T>): Promise<T> =>
      cached(cache, `course:${siteId}:${await version(siteId)}:${part}`, CATALOGUE_TTL_SECONDS, load),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
