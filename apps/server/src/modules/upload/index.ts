export { createUploadRepo } from './upload.repo.ts';
export { cleanFileName, createUploadService, UPLOAD_MAX_BYTES, type UploadService } from './upload.service.ts';
export { registerUploadRoutes } from './upload.routes.ts';
export { createPictureStore, type PictureStore } from './pictures.ts';
export { upload } from './upload.module.ts';
