export { createSearchService, type SearchProvider, type SearchService } from './search.service.ts';
export { registerSearchRoutes } from './search.routes.ts';
export {
  containsPattern,
  escapeHtml,
  ftsPhrase,
  highlight,
  keywordLength,
  normaliseKeyword,
  prefixPattern,
} from './search.keyword.ts';
export { search } from './search.module.ts';
