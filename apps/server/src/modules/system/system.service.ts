import type {
  Banner,
  NavBar,
  WebsiteInfo,
  WebsiteInfoUpdate,
  WebsiteLinkList,
  WebsiteNavGroup,
} from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { notFound } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { SignInGuard } from '../../core/sign-in-guard.ts';
import type { Clock } from '../../core/time.ts';
import { createOperatorSignIn } from './operator-sign-in.ts';
import { createSiteEditing } from './site-editing.ts';
import * as map from './system.mapper.ts';
import type { SystemRepo } from './system.repo.ts';

/** The site bootstrap every page reads, and the operator's editing of it. */
export interface SystemServiceDeps {
  systemRepo: SystemRepo;
  cache: Cache;
  clock: Clock;
  newId: IdGenerator;
  sessions: Pick<SessionStore, 'start' | 'revoke'>;
  signInGuard: Pick<SignInGuard, 'attempt' | 'clear'>;
}

/** Bootstrap reads are cached; every operator edit of a site drops that site's entries. */
const BOOTSTRAP_TTL_SECONDS = 300;
const bootstrapKeys = ['info', 'navBar:any', 'navBar:0', 'navBar:1', 'websiteNav', 'websiteLink', 'banner'] as const;
const keyOf = (siteId: number, part: string) => `site:${siteId}:${part}`;

/** A footer navigation row as other modules see it (footer articles hang on links). */
export interface FooterNav {
  id: number;
  /** 0 for a group, otherwise the group's id. */
  parentId: number;
  navName: string;
  statusId: number;
}

/**
 * The site bootstrap every page reads (cached) and the site's info; operators' sign-in
 * (`operator-sign-in.ts`) and the console's editing of navigation, links and banners (`site-editing.ts`).
 */
export function createSystemService({ systemRepo, cache, clock, newId, sessions, signInGuard }: SystemServiceDeps) {
  const forgetBootstrap = async (siteId: number) => {
    for (const part of bootstrapKeys) await cache.delete(keyOf(siteId, part));
  };

  const findWebsiteInfoRow = async (siteId: number) => {
    const row = await systemRepo.findWebsiteInfo(siteId);
    if (!row) throw notFound('站点信息未设置');
    return row;
  };

  return {
    ...createOperatorSignIn({ systemRepo, sessions, signInGuard }),
    ...createSiteEditing({ systemRepo, clock, newId }, forgetBootstrap),

    getWebsiteInfo: (siteId: number): Promise<WebsiteInfo> =>
      cached(cache, keyOf(siteId, 'info'), BOOTSTRAP_TTL_SECONDS, async () =>
        map.toWebsiteInfo(await findWebsiteInfoRow(siteId)),
      ),

    listNavBar: (siteId: number, platShow: number | undefined): Promise<NavBar[]> =>
      cached(cache, keyOf(siteId, `navBar:${platShow ?? 'any'}`), BOOTSTRAP_TTL_SECONDS, async () =>
        (await systemRepo.navBar.listShown(siteId, platShow)).map(map.toNavBar),
      ),

    listWebsiteNav: (siteId: number): Promise<WebsiteNavGroup[]> =>
      cached(cache, keyOf(siteId, 'websiteNav'), BOOTSTRAP_TTL_SECONDS, async () => {
        const rows = await systemRepo.websiteNav.listBySite(siteId, true);
        return rows
          .filter((row) => row.parent_id === 0)
          .map((group) => ({
            id: String(group.id),
            navName: group.nav_name,
            websiteNavList: rows
              .filter((row) => row.parent_id === group.id)
              .map((row) => ({ id: String(row.id), navName: row.nav_name, navUrl: row.nav_url, target: row.target })),
          }));
      }),

    /** One footer group or link, enabled or not; undefined when the site has no such row. */
    async findFooterNav(siteId: number, id: number): Promise<FooterNav | undefined> {
      const row = await systemRepo.websiteNav.findById(siteId, id);
      return row && { id: row.id, parentId: row.parent_id, navName: row.nav_name, statusId: row.status_id };
    },

    listWebsiteLink: (siteId: number): Promise<WebsiteLinkList> =>
      cached(cache, keyOf(siteId, 'websiteLink'), BOOTSTRAP_TTL_SECONDS, async () => ({
        websiteLinkList: (await systemRepo.websiteLink.listBySite(siteId, true)).map((row) => ({
          id: String(row.id),
          linkName: row.link_name,
          linkUrl: row.link_url,
          linkTarget: row.link_target,
        })),
      })),

    listBanner: async (siteId: number, bannerGroup: string): Promise<Banner[]> => {
      const all = await cached(cache, keyOf(siteId, 'banner'), BOOTSTRAP_TTL_SECONDS, async () =>
        (await systemRepo.banner.listBySite(siteId, true)).map(map.toBanner),
      );
      return all.filter((banner) => banner.bannerGroup === bannerGroup);
    },

    async updateWebsiteInfo(siteId: number, input: WebsiteInfoUpdate): Promise<WebsiteInfo> {
      await findWebsiteInfoRow(siteId);
      const pages = input.onlineServicePages
        .split(/[,，]/)
        .map((page) => page.trim())
        .filter(Boolean);
      await systemRepo.updateWebsiteInfo(
        siteId,
        {
          site_name_pc: input.siteNamePc.trim(),
          logo: input.logo,
          ico: input.ico,
          keyword: input.keyword.trim(),
          description: input.desc.trim(),
          telephone: input.telephone.trim(),
          address: input.address.trim(),
          wx_code: input.wxCode,
          service1: input.service1,
          copyright: input.copyright.trim(),
          icp: input.icp.trim(),
          prn: input.prn.trim(),
          prn_no: input.prnNo.trim(),
          is_enable_statistics: input.isEnableStatistics,
          statistics_code: input.statisticsCode,
          is_enable_online_service: input.isEnableOnlineService,
          online_service_code: input.onlineServiceCode,
          online_service_pages: pages.join(','),
          h5_domain: input.h5Domain,
        },
        clock.now(),
      );
      await forgetBootstrap(siteId);
      return map.toWebsiteInfo(await findWebsiteInfoRow(siteId));
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
