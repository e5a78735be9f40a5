import { defineModule } from '../../core/module.ts';
import { user } from '../user/index.ts';
import { createSystemRepo } from './system.repo.ts';
import { registerSystemRoutes } from './system.routes.ts';
import { createSystemService } from './system.service.ts';
import { registerSiteAppPages } from './site-app.routes.ts';

/** The school's site: its info, header and footer navigation, links, banners and operators' sign-in. */
export const system = defineModule({
  name: 'system',
  create(ctx) {
    const systemService = createSystemService({
      systemRepo: createSystemRepo(ctx.db),
      cache: ctx.cache,
      clock: ctx.clock,
      newId: ctx.newId,
      sessions: ctx.sessions,
      // Operators' sign-in stands behind the same guard as learners' (the user module keeps the failures).
      signInGuard: ctx.use(user).signInGuard,
    });
    return {
      service: systemService,
      routes: (api) => registerSystemRoutes(api, systemService),
      pageSnippets: systemService.getWebsiteInfo,
      pages: (app) =>
        registerSiteAppPages(app, {
          tenancy: ctx.tenancy,
          websiteInfo: systemService.getWebsiteInfo,
          storage: ctx.storage,
          ownFileBases: ctx.ownImages.bases,
        }),
    };
  },
});
