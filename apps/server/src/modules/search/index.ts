export type { SearchProvider, SearchService } from './search.service.ts';
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
