import type { FastifyInstance } from 'fastify';
import { courseContracts, contentContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { ContentService } from './content.service.ts';

/**
 * The site-content calls, and the twin the spec puts under /course: `/course/api/adv/list` answers the
 * adverts this module owns. The zones twin of `/system/api/zone/list` is served by the course module.
 */
const { listZone: _zonesServedByCourse, ...contentCalls } = contentContracts;
const calls = { ...contentCalls, listAdvForCourse: courseContracts.listAdvForCourse };

export function registerContentRoutes(app: FastifyInstance, content: ContentService): void {
  bindRoutes(app, calls, {
    listAdv: ({ siteId, body }) => content.listAdv(siteId, body),
    listAdvForCourse: ({ siteId, body }) => content.listAdv(siteId, body),
    getNavArticle: ({ siteId, body }) => content.getNavArticle(siteId, parseId(body.id)),
    listVipSet: ({ siteId, viewer }) => content.listVipSets(siteId, viewer?.id),
    listDict: ({ siteId, params }) => content.listDict(siteId, params.dictType),

    adminListAdv: ({ siteId }) => content.adminListAdv(siteId),
    saveAdv: ({ siteId, body }) => content.saveAdv(siteId, body),
    updateAdv: ({ siteId, body }) => content.updateAdv(siteId, parseId(body.id), body),
    deleteAdv: ({ siteId, body }) => content.deleteAdv(siteId, parseId(body.id)),
    viewNavArticle: ({ siteId, body }) => content.viewNavArticle(siteId, parseId(body.id)),
    saveNavArticle: ({ siteId, body }) => content.saveNavArticle(siteId, body),
    adminListVipSet: ({ siteId }) => content.adminListVipSet(siteId),
    saveVipSet: ({ siteId, body }) => content.saveVipSet(siteId, body),
    updateVipSet: ({ siteId, body }) => content.updateVipSet(siteId, parseId(body.id), body),
    deleteVipSet: ({ siteId, body }) => content.deleteVipSet(siteId, parseId(body.id)),
    adminListDict: ({ siteId, body }) => content.adminListDict(siteId, body.dictType),
    saveDict: ({ siteId, body }) => content.saveDict(siteId, body),
    updateDict: ({ siteId, body }) => content.updateDict(siteId, parseId(body.id), body),
    deleteDict: ({ siteId, body }) => content.deleteDict(siteId, parseId(body.id)),
  });
}
