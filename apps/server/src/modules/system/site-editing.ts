import type {
  BannerAdmin,
  BannerSave,
  NavBarAdmin,
  NavBarSave,
  WebsiteLinkAdmin,
  WebsiteLinkSave,
  WebsiteNavAdmin,
  WebsiteNavSave,
} from '@school/contracts';
import { badRequest, notFound, wrongState } from '../../core/errors.ts';
import type { SystemServiceDeps } from './system.service.ts';
import * as map from './system.mapper.ts';

/**
 * The operator's editing of the site's header navigation, footer navigation, friend links and
 * banners; every change drops the site's cached bootstrap (`forgetBootstrap`).
 */
export function createSiteEditing(
  { systemRepo, clock, newId }: Pick<SystemServiceDeps, 'systemRepo' | 'clock' | 'newId'>,
  forgetBootstrap: (siteId: number) => Promise<void>,
) {
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
