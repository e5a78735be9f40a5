import type { FastifyInstance } from 'fastify';
import { dataContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { DataService } from './data.service.ts';

export function registerDataRoutes(app: FastifyInstance, data: DataService): void {
  bindRoutes(app, dataContracts, {
    saveFeedback: ({ siteId, user, body }) => data.saveFeedback(siteId, user.id, body),
    pageFeedback: ({ siteId, user, body }) => data.pageMine(siteId, user.id, body),
    adminPageFeedback: ({ siteId, body }) => data.adminPage(siteId, body),
    adminReplyFeedback: ({ siteId, body }) => data.reply(siteId, parseId(body.id), body.reply),
  });
}
