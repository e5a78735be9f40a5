import type {
  Banner,
  BannerAdmin,
  BannerSave,
  NavBar,
  NavBarAdmin,
  NavBarSave,
  Operator,
  WebsiteInfo,
  WebsiteInfoUpdate,
  WebsiteLinkAdmin,
  WebsiteLinkList,
  WebsiteLinkSave,
  WebsiteNavAdmin,
  WebsiteNavGroup,
  WebsiteNavSave,
} from '@school/contracts';
import { type Cache, cached } from '../../core/cache.ts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { IdGenerator } from '../../core/ids.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../core/passwords.ts';
import type { SessionStore } from '../../core/sessions.ts';
import type { SignInGuard } from '../../core/sign-in-guard.ts';
import type { Clock } from '../../core/time.ts';
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

export function createSystemService({ systemRepo, cache, clock, newId, sessions, signInGuard }: SystemServiceDeps) {
  const forgetBootstrap = async (siteId: number) => {
    for (const part of bootstrapKeys) await cache.delete(keyOf(siteId, part));
  };

  const findWebsiteInfoRow = async (siteId: number) => {
    const row = await systemRepo.findWebsiteInfo(siteId);
    if (!row) throw notFound('站点信息未设置');
    return row;
  };

  const requireRow = <T>(row: T | undefined, what: string): T => {
    if (!row) throw notFound(`${what}不存在或已被删除`);
    return row;
  };

  const navBarFields = (input: NavBarSave) => ({
    nav_title: input.navTitle.trim(),
    nav_url: input.navUrl,
    target: input.target,
    plat_show: input.platShow,
    sort: input.sort,
    status_id: input.statusId,
  });

  const websiteLinkFields = (input: WebsiteLinkSave) => ({
    link_name: input.linkName.trim(),
    link_url: input.linkUrl,
    link_target: input.linkTarget,
    sort: input.sort,
    status_id: input.statusId,
  });

  const bannerFields = (input: BannerSave) => ({
    banner_code: input.bannerCode,
    banner_name: input.bannerName.trim(),
    banner_group: input.bannerGroup.trim(),
    data: JSON.stringify(
      input.data.map((item) => ({
        title: item.title.trim(),
        img: item.img,
        url: item.url,
        target: item.target,
      })),
    ),
    sort: input.sort,
    status_id: input.statusId,
  });

  const ensureBannerCodeFree = async (siteId: number, code: string, exceptId?: number) => {
    const existing = await systemRepo.banner.findByCode(siteId, code);
    if (existing && existing.id !== exceptId) throw badRequest(`轮播图编码 ${code} 已存在`);
  };

  const websiteNavFields = async (siteId: number, input: WebsiteNavSave, exceptId?: number) => {
    const parentId = Number(input.parentId);
    if (parentId !== 0) {
      const parent = await systemRepo.websiteNav.findById(siteId, parentId);
      if (!parent || parent.parent_id !== 0 || parent.id === exceptId) throw badRequest('参数错误：所属分组不存在');
    }
    return {
      parent_id: parentId,
      nav_name: input.navName.trim(),
      nav_url: input.navUrl,
      target: input.target,
      sort: input.sort,
      status_id: input.statusId,
    };
  };

  return {
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

    /** Behind the same guard as learners' sign-in: counted failures, captcha, lock, decoy hash (decision 0019). */
    async loginOperator(
      siteId: number,
      input: { loginName: string; password: string; captchaId?: string; captchaCode?: string },
      clientIp: string,
    ) {
      const account = { kind: 'operator', name: input.loginName.trim(), clientIp } as const;
      const row = await signInGuard.attempt(siteId, account, input, '账号或密码错误', async () => {
        const found = await systemRepo.findOperatorByLogin(siteId, account.name);
        return (await verifyPassword(found?.password_hash, input.password)) ? found! : null;
      });
      if (row.status_id !== 1) throw badRequest('账号已被停用');
      await signInGuard.clear(siteId, account);
      if (needsRehash(row.password_hash)) {
        await systemRepo.updateOperatorPassword(siteId, row.id, await hashPassword(input.password));
      }
      const token = await sessions.start(
        { siteId, subjectKind: 'operator', subjectId: row.id, clientType: 1 },
        { single: false },
      );
      return { token, operator: map.toOperator(row) };
    },

    async viewOperator(siteId: number, operatorId: number): Promise<Operator> {
      return map.toOperator(requireRow(await systemRepo.findOperatorById(siteId, operatorId), '运营账号'));
    },

    async logoutOperator(siteId: number, token: string | undefined): Promise<null> {
      if (token) await sessions.revoke(siteId, token);
      return null;
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

    adminListNavBar: async (siteId: number): Promise<NavBarAdmin[]> =>
      (await systemRepo.navBar.listBySite(siteId, false)).map(map.toNavBarAdmin),

    async saveNavBar(siteId: number, input: NavBarSave): Promise<NavBarAdmin> {
      const now = clock.now();
      const row = {
        id: newId(),
        site_id: siteId,
        ...navBarFields(input),
        gmt_create: now,
        gmt_modified: now,
      };
      await systemRepo.navBar.insert(row);
      await forgetBootstrap(siteId);
      return map.toNavBarAdmin(row);
    },

    async updateNavBar(siteId: number, id: number, input: NavBarSave): Promise<NavBarAdmin> {
      requireRow(await systemRepo.navBar.findById(siteId, id), '导航');
      await systemRepo.navBar.update(siteId, id, navBarFields(input), clock.now());
      await forgetBootstrap(siteId);
      return map.toNavBarAdmin(requireRow(await systemRepo.navBar.findById(siteId, id), '导航'));
    },

    async deleteNavBar(siteId: number, id: number): Promise<null> {
      requireRow(await systemRepo.navBar.findById(siteId, id), '导航');
      await systemRepo.navBar.deleteById(siteId, id);
      await forgetBootstrap(siteId);
      return null;
    },

    adminListWebsiteNav: async (siteId: number): Promise<WebsiteNavAdmin[]> =>
      (await systemRepo.websiteNav.listBySite(siteId, false)).map(map.toWebsiteNavAdmin),

    async saveWebsiteNav(siteId: number, input: WebsiteNavSave): Promise<WebsiteNavAdmin> {
      const now = clock.now();
      const row = {
        id: newId(),
        site_id: siteId,
        ...(await websiteNavFields(siteId, input)),
        gmt_create: now,
        gmt_modified: now,
      };
      await systemRepo.websiteNav.insert(row);
      await forgetBootstrap(siteId);
      return map.toWebsiteNavAdmin(row);
    },

    async updateWebsiteNav(siteId: number, id: number, input: WebsiteNavSave): Promise<WebsiteNavAdmin> {
      const current = requireRow(await systemRepo.websiteNav.findById(siteId, id), '底部导航');
      const fields = await websiteNavFields(siteId, input, id);
      if (
        current.parent_id === 0 &&
        fields.parent_id !== 0 &&
        (await systemRepo.websiteNav.countChildren(siteId, id)) > 0
      ) {
        throw wrongState('该分组下还有链接，不能改为链接');
      }
      await systemRepo.websiteNav.update(siteId, id, fields, clock.now());
      await forgetBootstrap(siteId);
      return map.toWebsiteNavAdmin(requireRow(await systemRepo.websiteNav.findById(siteId, id), '底部导航'));
    },

    async deleteWebsiteNav(siteId: number, id: number): Promise<null> {
      requireRow(await systemRepo.websiteNav.findById(siteId, id), '底部导航');
      if ((await systemRepo.websiteNav.countChildren(siteId, id)) > 0) throw wrongState('请先删除该分组下的链接');
      await systemRepo.websiteNav.deleteById(siteId, id);
      await forgetBootstrap(siteId);
      return null;
    },

    adminListWebsiteLink: async (siteId: number): Promise<WebsiteLinkAdmin[]> =>
      (await systemRepo.websiteLink.listBySite(siteId, false)).map(map.toWebsiteLinkAdmin),

    async saveWebsiteLink(siteId: number, input: WebsiteLinkSave): Promise<WebsiteLinkAdmin> {
      const now = clock.now();
      const row = {
        id: newId(),
        site_id: siteId,
        ...websiteLinkFields(input),
        gmt_create: now,
        gmt_modified: now,
      };
      await systemRepo.websiteLink.insert(row);
      await forgetBootstrap(siteId);
      return map.toWebsiteLinkAdmin(row);
    },

    async updateWebsiteLink(siteId: number, id: number, input: WebsiteLinkSave): Promise<WebsiteLinkAdmin> {
      requireRow(await systemRepo.websiteLink.findById(siteId, id), '友情链接');
      await systemRepo.websiteLink.update(siteId, id, websiteLinkFields(input), clock.now());
      await forgetBootstrap(siteId);
      return map.toWebsiteLinkAdmin(requireRow(await systemRepo.websiteLink.findById(siteId, id), '友情链接'));
    },

    async deleteWebsiteLink(siteId: number, id: number): Promise<null> {
      requireRow(await systemRepo.websiteLink.findById(siteId, id), '友情链接');
      await systemRepo.websiteLink.deleteById(siteId, id);
      await forgetBootstrap(siteId);
      return null;
    },

    adminListBanner: async (siteId: number): Promise<BannerAdmin[]> =>
      (await systemRepo.banner.listBySite(siteId, false)).map(map.toBannerAdmin),

    async saveBanner(siteId: number, input: BannerSave): Promise<BannerAdmin> {
      const fields = bannerFields(input);
      await ensureBannerCodeFree(siteId, input.bannerCode);
      const now = clock.now();
      const row = { id: newId(), site_id: siteId, ...fields, gmt_create: now, gmt_modified: now };
      await systemRepo.banner.insert(row);
      await forgetBootstrap(siteId);
      return map.toBannerAdmin(row);
    },

    async updateBanner(siteId: number, id: number, input: BannerSave): Promise<BannerAdmin> {
      requireRow(await systemRepo.banner.findById(siteId, id), '轮播图');
      const fields = bannerFields(input);
      await ensureBannerCodeFree(siteId, input.bannerCode, id);
      await systemRepo.banner.update(siteId, id, fields, clock.now());
      await forgetBootstrap(siteId);
      return map.toBannerAdmin(requireRow(await systemRepo.banner.findById(siteId, id), '轮播图'));
    },

    async deleteBanner(siteId: number, id: number): Promise<null> {
      requireRow(await systemRepo.banner.findById(siteId, id), '轮播图');
      await systemRepo.banner.deleteById(siteId, id);
      await forgetBootstrap(siteId);
      return null;
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
