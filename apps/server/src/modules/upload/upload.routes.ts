import type { FastifyInstance } from 'fastify';
import { uploadContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import type { UploadService } from './upload.service.ts';

export function registerUploadRoutes(app: FastifyInstance, uploads: UploadService): void {
  bindRoutes(app, uploadContracts, {
    uploadFile: async ({ siteId, user, file }) => uploads.save(siteId, user.id, await file()),
    uploadPicture: async ({ siteId, operator, file }) => uploads.saveForOperator(siteId, operator.id, await file()),
  });
}
