import { ProductType } from '@school/contracts';
import { defineModule } from '../../core/module.ts';
import { order } from '../order/index.ts';
import { system } from '../system/index.ts';
import { user } from '../user/index.ts';
import { createContentRepo } from './content.repo.ts';
import { registerContentRoutes } from './content.routes.ts';
import { createContentService } from './content.service.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { course } from '../course/index.ts';

/** Adverts, footer articles, VIP sets (sold through orders) and the dictionary. */
export const content = defineModule({
  name: 'content',
  seed: seedDemoContent,
  seedsAfter: [course],
  create(ctx) {
    const contentService = createContentService({
      contentRepo: createContentRepo(ctx.db),
      system: ctx.use(system),
      users: ctx.use(user).users,
      cache: ctx.cache,
      clock: ctx.clock,
      newId: ctx.newId,
    });
    ctx.use(order).products.register(ProductType.vipSet, {
      async find(siteId, id) {
        const set = await contentService.findVipSet(siteId, id);
        return (
          set && {
            name: set.set_name,
            listPrice: set.set_price,
            vipPrice: set.set_price,
            lecturerUserId: 0,
            vipDays: set.duration_days,
            image: '',
          }
        );
      },
    });
    return { service: contentService, routes: (api) => registerContentRoutes(api, contentService) };
  },
});
