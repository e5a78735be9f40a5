import { defineModule } from '../../core/module.ts';
import { course } from '../course/index.ts';
import { createMarketingRepo } from './marketing.repo.ts';
import { registerMarketingRoutes } from './marketing.routes.ts';
import { createMarketingService } from './marketing.service.ts';

/** Enquiries (online registration) and the course cards of marketing pages. */
export const marketing = defineModule({
  name: 'marketing',
  create(ctx) {
    const marketingService = createMarketingService({
      marketingRepo: createMarketingRepo(ctx.db),
      courses: ctx.use(course).courses,
      clock: ctx.clock,
      newId: ctx.newId,
    });
    return { service: marketingService, routes: (api) => registerMarketingRoutes(api, marketingService) };
  },
});
