import type { FastifyInstance } from 'fastify';
import { systemContracts } from '@school/contracts';
import { bindRoutes } from '../../core/http.ts';
import { parseId } from '../../core/ids.ts';
import type { SystemService } from './system.service.ts';

export function registerSystemRoutes(app: FastifyInstance, system: SystemService): void {
  bindRoutes(app, systemContracts, {
    getWebsiteInfo: ({ siteId }) => system.getWebsiteInfo(siteId),
    listNavBar: ({ siteId, body }) => system.listNavBar(siteId, body.platShow),
    listWebsiteNav: ({ siteId }) => system.listWebsiteNav(siteId),
    listWebsiteLink: ({ siteId }) => system.listWebsiteLink(siteId),
    listBanner: ({ siteId, body }) => system.listBanner(siteId, body.bannerGroup),

    loginOperator: ({ siteId, body, ip }) => system.loginOperator(siteId, body, ip),
    viewOperator: ({ siteId, operator }) => system.viewOperator(siteId, operator.id),
    logoutOperator: ({ siteId, token }) => system.logoutOperator(siteId, token),

    updateWebsiteInfo: ({ siteId, body }) => system.updateWebsiteInfo(siteId, body),
    adminListNavBar: ({ siteId }) => system.adminListNavBar(siteId),
    saveNavBar: ({ siteId, body }) => system.saveNavBar(siteId, body),
    updateNavBar: ({ siteId, body }) => system.updateNavBar(siteId, parseId(body.id), body),
    deleteNavBar: ({ siteId, body }) => system.deleteNavBar(siteId, parseId(body.id)),
    adminListWebsiteNav: ({ siteId }) => system.adminListWebsiteNav(siteId),
    saveWebsiteNav: ({ siteId, body }) => system.saveWebsiteNav(siteId, body),
    updateWebsiteNav: ({ siteId, body }) => system.updateWebsiteNav(siteId, parseId(body.id), body),
    deleteWebsiteNav: ({ siteId, body }) => system.deleteWebsiteNav(siteId, parseId(body.id)),
    adminListWebsiteLink: ({ siteId }) => system.adminListWebsiteLink(siteId),
    saveWebsiteLink: ({ siteId, body }) => system.saveWebsiteLink(siteId, body),
    updateWebsiteLink: ({ siteId, body }) => system.updateWebsiteLink(siteId, parseId(body.id), body),
    deleteWebsiteLink: ({ siteId, body }) => system.deleteWebsiteLink(siteId, parseId(body.id)),
    adminListBanner: ({ siteId }) => system.adminListBanner(siteId),
    saveBanner: ({ siteId, body }) => system.saveBanner(siteId, body),
    updateBanner: ({ siteId, body }) => system.updateBanner(siteId, parseId(body.id), body),
    deleteBanner: ({ siteId, body }) => system.deleteBanner(siteId, parseId(body.id)),
  });
}
