export type { MarketingRepo } from './marketing.repo.ts';
export { COUNSEL_LIMITS, type MarketingService } from './marketing.service.ts';
export { marketing } from './marketing.module.ts';
