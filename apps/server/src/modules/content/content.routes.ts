import type { FastifyInstance } from 'fastify';
import { contentContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { CourseService } from '../course/index.ts';
import type { ContentService } from './content.service.ts';

/** `course` answers the zones twin (`/system/api/zone/list`), whose data the course module owns. */
export function registerContentRoutes(
  app: FastifyInstance,
  content: ContentService,
  course: Pick<CourseService, 'listZones'>,
): void {
  bindRoutes(app, contentContracts, {
    listAdv: ({ siteId, body }) => content.listAdv(siteId, body),
    listZone: ({ siteId, body }) => course.listZones(siteId, body.zoneLocation),
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
