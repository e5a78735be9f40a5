export { resource } from './resource.module.ts';
export type { DocumentService, ReceivedFile } from './document.service.ts';
export type { DocumentAccess, DocumentRight } from './document-access.service.ts';
