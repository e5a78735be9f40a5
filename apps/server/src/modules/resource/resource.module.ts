import { defineModule } from '../../core/module.ts';
import { system } from '../system/index.ts';
import { maskMobile, user } from '../user/index.ts';
import { loadTokenSecret, vod } from '../vod/index.ts';
import { ResourceRules } from '@school/contracts';
import { typeOfName, UNSUPPORTED_NAME } from './document-type.ts';
import { createDocumentAccess } from './document-access.service.ts';
import { createDocumentFiles } from './document-files.ts';
import { createDocumentLinks } from './document-link.ts';
import { createDocumentService } from './document.service.ts';
import { migrations } from './migrations/index.ts';
import { createOfficeConverter, findSoffice } from './office-convert.ts';
import { createResourceRepo } from './resource.repo.ts';
import { registerResourceRoutes } from './resource.routes.ts';
import { attachDemoDocuments, seedDemoDocuments } from './seed/demo-documents.ts';

/**
 * Documents of resource packs and the library (decision 0071): their files, the job that prepares them,
 * signed preview and download addresses, download logs and the daily limit. The lessons that show them
 * are the course module's; it judges who may read what and asks here for the addresses.
 */
export const resource = defineModule({
  name: 'resource',
  migrations,
  // Listed after the course module, so its seed finds the catalogue's resource and library items.
  seed: (seed) => seedDemoDocuments(seed),
  create(ctx) {
    const repo = createResourceRepo(ctx.db);
    const files = createDocumentFiles(ctx.config.dataDir);
    const users = ctx.use(user);
    const site = ctx.use(system);
    const documents = createDocumentService({
      repo,
      files,
      converter: createOfficeConverter(findSoffice(ctx.config.sofficePath)),
      jobs: ctx.jobs,
      clock: ctx.clock,
      newId: ctx.newId,
    });
    const access = createDocumentAccess({
      repo,
      files,
      links: createDocumentLinks(loadTokenSecret(ctx.config.vod.tokenSecret, ctx.config.dataDir)),
      documents,
      sessions: ctx.sessions,
      async footerOf(siteId, userId) {
        const [info, summaries] = await Promise.all([
          site.getWebsiteInfo(siteId),
          users.users.summaries(siteId, [userId]),
        ]);
        const mobile = summaries.get(userId)?.mobile ?? '';
        return { site: info.siteNamePc, reader: mobile ? maskMobile(mobile) : String(userId) };
      },
      readersOf: (siteId, userIds) => users.users.summaries(siteId, userIds),
      clock: ctx.clock,
      newId: ctx.newId,
    });
    ctx.use(vod).receiveDocumentsWith({
      refuseName: (name) => (typeOfName(name) ? undefined : UNSUPPORTED_NAME),
      maxBytes: ResourceRules.docMaxBytes,
      findOwnByFile: async (siteId, userId, md5, size) =>
        (await documents.findOwnByFile(siteId, userId, md5, size))?.id,
      receive: async (siteId, userId, file) => (await documents.receive(siteId, userId, file)).id,
    });
    const service = { documents, access };
    return {
      service,
      routes: (api) => registerResourceRoutes(api, service),
      onReady() {
        if (!ctx.demoMedia) return;
        attachDemoDocuments({ db: ctx.db, files, cacheDir: ctx.config.demoCacheDir }).catch((err: unknown) =>
          ctx.log.error({ err }, 'making the demo documents failed'),
        );
      },
    };
  },
});
