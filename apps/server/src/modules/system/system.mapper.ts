import type {
  Banner,
  BannerAdmin,
  BannerItem,
  NavBar,
  NavBarAdmin,
  Operator,
  WebsiteInfo,
  WebsiteLinkAdmin,
  WebsiteNavAdmin,
} from '@school/contracts';
import type {
  NavBarTable,
  OperatorTable,
  SysBannerTable,
  WebsiteInfoTable,
  WebsiteLinkTable,
  WebsiteNavTable,
} from './system.tables.ts';

/** Rows → wire objects of the system contract. */

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export const toWebsiteInfo = (row: WebsiteInfoTable): WebsiteInfo => ({
  siteId: row.site_id,
  siteNamePc: row.site_name_pc,
  logo: row.logo,
  ico: row.ico,
  keyword: row.keyword,
  desc: row.description,
  telephone: row.telephone,
  address: row.address,
  wxCode: row.wx_code,
  service1: row.service1,
  copyright: row.copyright,
  icp: row.icp,
  prn: row.prn,
  prnNo: row.prn_no,
  isEnableStatistics: flag(row.is_enable_statistics),
  statisticsCode: row.statistics_code,
  isEnableOnlineService: flag(row.is_enable_online_service),
  onlineServiceCode: row.online_service_code,
  onlineServicePages: row.online_service_pages,
  h5Domain: row.h5_domain,
});

export const toNavBar = (row: NavBarTable): NavBar => ({
  id: String(row.id),
  navTitle: row.nav_title,
  navUrl: row.nav_url,
  target: row.target,
});

export const toNavBarAdmin = (row: NavBarTable): NavBarAdmin => ({
  ...toNavBar(row),
  platShow: flag(row.plat_show),
  sort: row.sort,
  statusId: flag(row.status_id),
});

export const toWebsiteNavAdmin = (row: WebsiteNavTable): WebsiteNavAdmin => ({
  id: String(row.id),
  parentId: String(row.parent_id),
  navName: row.nav_name,
  navUrl: row.nav_url,
  target: row.target,
  sort: row.sort,
  statusId: flag(row.status_id),
});

export const toWebsiteLinkAdmin = (row: WebsiteLinkTable): WebsiteLinkAdmin => ({
  id: String(row.id),
  linkName: row.link_name,
  linkUrl: row.link_url,
  linkTarget: row.link_target,
  sort: row.sort,
  statusId: flag(row.status_id),
});

/** A banner's slides are stored as JSON; anything unreadable counts as no slides (SPEC §3). */
export function parseBannerData(raw: string): BannerItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      title: typeof item.title === 'string' ? item.title : '',
      img: typeof item.img === 'string' ? item.img : '',
      url: typeof item.url === 'string' ? item.url : '',
      target: item.target === '_blank' ? '_blank' : '_self',
    }))
    .filter((item) => item.img !== '');
}

export const toBanner = (row: SysBannerTable): Banner => ({
  id: String(row.id),
  bannerCode: row.banner_code,
  bannerName: row.banner_name,
  bannerGroup: row.banner_group,
  data: parseBannerData(row.data),
});

export const toBannerAdmin = (row: SysBannerTable): BannerAdmin => ({
  ...toBanner(row),
  sort: row.sort,
  statusId: flag(row.status_id),
});

export const toOperator = (row: OperatorTable): Operator => ({
  id: String(row.id),
  loginName: row.login_name,
  nickname: row.nickname,
});
