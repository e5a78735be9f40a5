export { createContentRepo, type ContentRepo } from './content.repo.ts';
export type { ContentService } from './content.service.ts';
export { content } from './content.module.ts';
