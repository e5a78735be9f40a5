export { createMarketingRepo, type MarketingRepo } from './marketing.repo.ts';
export { COUNSEL_LIMITS, createMarketingService, type MarketingService } from './marketing.service.ts';
export { registerMarketingRoutes } from './marketing.routes.ts';
export { marketing } from './marketing.module.ts';
