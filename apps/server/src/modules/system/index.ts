export { createSystemRepo, type SystemRepo } from './system.repo.ts';
export { createSystemService, type FooterNav, type SystemService } from './system.service.ts';
export { registerSystemRoutes } from './system.routes.ts';
export { system } from './system.module.ts';
