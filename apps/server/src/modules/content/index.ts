export { createContentRepo, type ContentRepo } from './content.repo.ts';
export { dictionaryOn } from './dictionary.ts';
export type { ContentService } from './content.service.ts';
export { content } from './content.module.ts';
