export { cleanFileName, type UploadService } from './upload.service.ts';
export { createPictureStore, type PictureStore } from './pictures.ts';
export { upload } from './upload.module.ts';
export { demoUploads } from './seed/demo-uploads.ts';
