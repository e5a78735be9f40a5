import type { FastifyInstance } from 'fastify';
import { searchContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import type { SearchService } from './search.service.ts';

export function registerSearchRoutes(app: FastifyInstance, search: SearchService): void {
  bindRoutes(app, searchContracts, {
    listSearchTypes: async () => ({ types: search.registeredTypes() }),
    search: ({ siteId, body }) => search.search(siteId, body),
  });
}
