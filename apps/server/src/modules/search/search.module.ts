import { defineModule } from '../../core/module.ts';
import { registerSearchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** The site-wide search: other modules register a provider per search type (`register`). */
export const search = defineModule({
  name: 'search',
  create() {
    const searchService = createSearchService();
    return { service: searchService, routes: (api) => registerSearchRoutes(api, searchService) };
  },
});
