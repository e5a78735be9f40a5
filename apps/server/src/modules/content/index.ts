export { createContentRepo, type ContentRepo } from './content.repo.ts';
export { createContentService, type ContentService } from './content.service.ts';
export { registerContentRoutes } from './content.routes.ts';
export { content } from './content.module.ts';
