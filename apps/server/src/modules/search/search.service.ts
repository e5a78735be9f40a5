import type { Page, SearchBody, SearchHit } from '@school/contracts';
import { type PageWindow, pageWindow, toPage } from '../../core/paging.ts';
import { normaliseKeyword } from './search.keyword.ts';

/**
 * One search over every kind of content (decision 0008). Each module registers a provider for its
 * search type; a type nobody registered answers an empty page.
 */
export interface SearchProvider {
  /** `keyword` is already trimmed and checked. */
  search(siteId: number, keyword: string, window: PageWindow): Promise<Page<SearchHit>>;
}

export function createSearchService() {
  const providers = new Map<number, SearchProvider>();

  return {
    register(type: number, provider: SearchProvider): void {
      if (providers.has(type)) throw new Error(`search type ${type} is registered twice`);
      providers.set(type, provider);
    },

    registeredTypes: (): number[] => [...providers.keys()].sort((a, b) => a - b),

    async search(siteId: number, body: SearchBody): Promise<Page<SearchHit>> {
      const keyword = normaliseKeyword(body.keyword);
      const window = pageWindow(body);
      const provider = providers.get(body.type ?? 1);
      if (!provider) return toPage([], 0, window);
      return provider.search(siteId, keyword, window);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
