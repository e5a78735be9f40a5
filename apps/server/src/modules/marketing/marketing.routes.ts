import type { FastifyInstance } from 'fastify';
import { marketingContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { MarketingService } from './marketing.service.ts';

export function registerMarketingRoutes(app: FastifyInstance, marketing: MarketingService): void {
  bindRoutes(app, marketingContracts, {
    saveCounsel: ({ siteId, body, ip, viewer }) =>
      marketing.saveCounsel(siteId, body, { ip, ...(viewer ? { userId: viewer.id } : {}) }),
    adminListCounsel: ({ siteId, body }) => marketing.adminListCounsel(siteId, body),
    followCounsel: ({ siteId, body, operator }) =>
      marketing.followCounsel(siteId, parseId(body.id), body.followRemark, operator.id),
  });
}
