import { defineModule } from '../../core/module.ts';
import { migrations } from './migrations/index.ts';
import { createUploadRepo } from './upload.repo.ts';
import { registerUploadRoutes } from './upload.routes.ts';
import { createUploadService } from './upload.service.ts';

/** Users' and operators' uploaded files and pictures. */
export const upload = defineModule({
  name: 'upload',
  migrations,
  create(ctx) {
    const uploadService = createUploadService({
      uploadRepo: createUploadRepo(ctx.db),
      storage: ctx.storage,
      clock: ctx.clock,
      newId: ctx.newId,
    });
    return { service: uploadService, routes: (api) => registerUploadRoutes(api, uploadService) };
  },
});
