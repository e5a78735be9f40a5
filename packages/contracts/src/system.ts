import { addContracts } from './all-contracts.ts';
import { Type, type Static } from 'typebox';
import { CaptchaFields, Empty, Flag, Id, IdBody, PathList, SafeUrl, StatusId, Text } from './common.ts';
import { defineContracts } from './route.ts';

/** Site bootstrap (SPEC §3 "Site info", nav, footer links, banners) and its operator pages. */

export const LinkTarget = Type.Union([Type.Literal('_self'), Type.Literal('_blank')], { default: '_self' });

export const WebsiteInfo = Type.Object({
  siteId: Type.Integer(),
  siteNamePc: Type.String(),
  logo: Type.String(),
  ico: Type.String(),
  keyword: Type.String(),
  desc: Type.String(),
  telephone: Type.String(),
  address: Type.String(),
  wxCode: Type.String({ description: '公众号二维码图片地址' }),
  service1: Type.String({ description: '客服二维码图片地址' }),
  copyright: Type.String(),
  icp: Type.String(),
  prn: Type.String({ description: '公安备案名称' }),
  prnNo: Type.String({ description: '公安备案号' }),
  isEnableStatistics: Flag,
  statisticsCode: Type.String(),
  isEnableOnlineService: Flag,
  onlineServiceCode: Type.String(),
  onlineServicePages: Type.String({ description: '逗号分隔的路径' }),
  h5Domain: Type.String(),
});
export type WebsiteInfo = Static<typeof WebsiteInfo>;

/**
 * The school as an installable app (decision 0057): its manifest, named after the site, and the
 * manifest's icons, made from the site's logo. `v` changes with the logo, so a new logo is a new address.
 */
export const SiteApp = {
  manifestPath: '/manifest.webmanifest',
  iconSizes: [192, 512] as const,
  iconPath: (size: number, version: string) => `/app-icon-${size}.png?v=${version}`,
  /** The site's colour (the antd theme's primary, apps/web/app/styles/antd-theme.json). */
  themeColor: '#0958d9',
  backgroundColor: '#ffffff',
} as const;

export const WebsiteInfoUpdate = Type.Object({
  siteNamePc: Text(50, 1),
  logo: SafeUrl(),
  ico: SafeUrl(),
  keyword: Text(200),
  desc: Text(500),
  telephone: Text(50),
  address: Text(200),
  wxCode: SafeUrl(),
  service1: SafeUrl(),
  copyright: Text(200),
  icp: Text(100),
  prn: Text(100),
  prnNo: Text(100),
  isEnableStatistics: Flag,
  statisticsCode: Text(5000),
  isEnableOnlineService: Flag,
  onlineServiceCode: Text(5000),
  onlineServicePages: PathList(1000),
  h5Domain: SafeUrl(0, 200),
});
export type WebsiteInfoUpdate = Static<typeof WebsiteInfoUpdate>;

export const NavBar = Type.Object({
  id: Id,
  navTitle: Type.String(),
  navUrl: Type.String(),
  target: Type.String(),
});
export type NavBar = Static<typeof NavBar>;

export const NavBarListBody = Type.Object({ platShow: Type.Optional(Flag) });

export const NavBarAdmin = Type.Object({
  id: Id,
  navTitle: Type.String(),
  navUrl: Type.String(),
  target: Type.String(),
  platShow: Flag,
  sort: Type.Integer(),
  statusId: StatusId,
});
export type NavBarAdmin = Static<typeof NavBarAdmin>;

export const NavBarSave = Type.Object({
  navTitle: Text(20, 1),
  navUrl: SafeUrl(),
  target: LinkTarget,
  platShow: Flag,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type NavBarSave = Static<typeof NavBarSave>;
export const NavBarUpdate = Type.Evaluate(Type.Intersect([IdBody, NavBarSave]));

export const WebsiteNavItem = Type.Object({
  id: Id,
  navName: Type.String(),
  navUrl: Type.String(),
  target: Type.String(),
});
export const WebsiteNavGroup = Type.Object({
  id: Id,
  navName: Type.String(),
  websiteNavList: Type.Array(WebsiteNavItem),
});
export type WebsiteNavGroup = Static<typeof WebsiteNavGroup>;

export const WebsiteNavAdmin = Type.Object({
  id: Id,
  parentId: Type.String({ description: '分组为 "0"' }),
  navName: Type.String(),
  navUrl: Type.String(),
  target: Type.String(),
  sort: Type.Integer(),
  statusId: StatusId,
});
export type WebsiteNavAdmin = Static<typeof WebsiteNavAdmin>;
export const WebsiteNavSave = Type.Object({
  parentId: Type.Union([Type.Literal('0'), Id], { description: '分组填 "0"，链接填所属分组编号' }),
  navName: Text(30, 1),
  navUrl: SafeUrl(),
  target: LinkTarget,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type WebsiteNavSave = Static<typeof WebsiteNavSave>;
export const WebsiteNavUpdate = Type.Evaluate(Type.Intersect([IdBody, WebsiteNavSave]));

export const WebsiteLink = Type.Object({
  id: Id,
  linkName: Type.String(),
  linkUrl: Type.String(),
  linkTarget: Type.String(),
});
export const WebsiteLinkList = Type.Object({ websiteLinkList: Type.Array(WebsiteLink) });
export type WebsiteLinkList = Static<typeof WebsiteLinkList>;
export const WebsiteLinkAdmin = Type.Evaluate(
  Type.Intersect([WebsiteLink, Type.Object({ sort: Type.Integer(), statusId: StatusId })]),
);
export type WebsiteLinkAdmin = Static<typeof WebsiteLinkAdmin>;
export const WebsiteLinkSave = Type.Object({
  linkName: Text(30, 1),
  linkUrl: SafeUrl(1),
  linkTarget: LinkTarget,
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type WebsiteLinkSave = Static<typeof WebsiteLinkSave>;
export const WebsiteLinkUpdate = Type.Evaluate(Type.Intersect([IdBody, WebsiteLinkSave]));

export const BannerItem = Type.Object({
  title: Type.String(),
  img: Type.String(),
  url: Type.String(),
  target: Type.String(),
});
export type BannerItem = Static<typeof BannerItem>;
export const Banner = Type.Object({
  id: Id,
  bannerCode: Type.String(),
  bannerName: Type.String(),
  bannerGroup: Type.String(),
  data: Type.Array(BannerItem, { description: '由存储的 JSON 解析，解析失败为空列表' }),
});
export type Banner = Static<typeof Banner>;
export const BannerListBody = Type.Object({ bannerGroup: Text(20, 1) });

export const BannerAdmin = Type.Evaluate(
  Type.Intersect([Banner, Type.Object({ sort: Type.Integer(), statusId: StatusId })]),
);
export type BannerAdmin = Static<typeof BannerAdmin>;
export const BannerItemSave = Type.Object({
  title: Text(50),
  img: SafeUrl(1),
  url: SafeUrl(),
  target: LinkTarget,
});
export const BannerSave = Type.Object({
  bannerCode: Type.String({
    pattern: '^[a-zA-Z][a-zA-Z0-9_-]{0,29}$',
    description: '字母开头，只含字母、数字、_ 或 -，最多 30 位',
  }),
  bannerName: Text(30, 1),
  bannerGroup: Text(20, 1),
  data: Type.Array(BannerItemSave, { maxItems: 10 }),
  sort: Type.Integer({ minimum: 0, maximum: 9999 }),
  statusId: StatusId,
});
export type BannerSave = Static<typeof BannerSave>;
export const BannerUpdate = Type.Evaluate(Type.Intersect([IdBody, BannerSave]));

export const Operator = Type.Object({ id: Id, loginName: Type.String(), nickname: Type.String() });
export type Operator = Static<typeof Operator>;
export const OperatorLoginBody = Type.Object({
  loginName: Text(30, 1),
  password: Text(20, 6),
  ...CaptchaFields,
});
export const OperatorLoginResult = Type.Object({ token: Type.String(), operator: Operator });

export const systemContracts = defineContracts({
  getWebsiteInfo: {
    method: 'GET',
    url: '/system/api/website/info/view',
    summary: '站点信息',
    response: WebsiteInfo,
  },
  listNavBar: {
    method: 'POST',
    url: '/system/api/nav/bar/list',
    summary: '头部导航（platShow=1 为 PC 端显示）',
    body: NavBarListBody,
    response: Type.Array(NavBar),
  },
  listWebsiteNav: {
    method: 'POST',
    url: '/system/api/website/nav/list',
    summary: '底部导航分组',
    response: Type.Array(WebsiteNavGroup),
  },
  listWebsiteLink: {
    method: 'POST',
    url: '/system/api/website/link',
    summary: '友情链接',
    response: WebsiteLinkList,
  },
  listBanner: {
    method: 'POST',
    url: '/system/api/sys/banner/list',
    summary: '轮播图（按分组）',
    body: BannerListBody,
    response: Type.Array(Banner),
  },

  loginOperator: {
    method: 'POST',
    url: '/system/api/operator/login',
    summary: '运营后台登录',
    body: OperatorLoginBody,
    response: OperatorLoginResult,
  },
  viewOperator: { method: 'POST', url: '/system/admin/operator/view', summary: '当前运营账号', response: Operator },
  logoutOperator: { method: 'POST', url: '/system/admin/operator/logout', summary: '运营后台退出', response: Empty },

  updateWebsiteInfo: {
    method: 'POST',
    url: '/system/admin/website/info/update',
    summary: '修改站点信息',
    body: WebsiteInfoUpdate,
    response: WebsiteInfo,
  },
  adminListNavBar: {
    method: 'POST',
    url: '/system/admin/nav/bar/list',
    summary: '头部导航列表（含停用）',
    response: Type.Array(NavBarAdmin),
  },
  saveNavBar: {
    method: 'POST',
    url: '/system/admin/nav/bar/save',
    summary: '新增头部导航',
    body: NavBarSave,
    response: NavBarAdmin,
  },
  updateNavBar: {
    method: 'POST',
    url: '/system/admin/nav/bar/update',
    summary: '修改头部导航',
    body: NavBarUpdate,
    response: NavBarAdmin,
  },
  deleteNavBar: {
    method: 'POST',
    url: '/system/admin/nav/bar/delete',
    summary: '删除头部导航',
    body: IdBody,
    response: Empty,
  },
  adminListWebsiteNav: {
    method: 'POST',
    url: '/system/admin/website/nav/list',
    summary: '底部导航列表（含停用）',
    response: Type.Array(WebsiteNavAdmin),
  },
  saveWebsiteNav: {
    method: 'POST',
    url: '/system/admin/website/nav/save',
    summary: '新增底部导航分组或链接',
    body: WebsiteNavSave,
    response: WebsiteNavAdmin,
  },
  updateWebsiteNav: {
    method: 'POST',
    url: '/system/admin/website/nav/update',
    summary: '修改底部导航',
    body: WebsiteNavUpdate,
    response: WebsiteNavAdmin,
  },
  deleteWebsiteNav: {
    method: 'POST',
    url: '/system/admin/website/nav/delete',
    summary: '删除底部导航（分组须为空）',
    body: IdBody,
    response: Empty,
  },
  adminListWebsiteLink: {
    method: 'POST',
    url: '/system/admin/website/link/list',
    summary: '友情链接列表（含停用）',
    response: Type.Array(WebsiteLinkAdmin),
  },
  saveWebsiteLink: {
    method: 'POST',
    url: '/system/admin/website/link/save',
    summary: '新增友情链接',
    body: WebsiteLinkSave,
    response: WebsiteLinkAdmin,
  },
  updateWebsiteLink: {
    method: 'POST',
    url: '/system/admin/website/link/update',
    summary: '修改友情链接',
    body: WebsiteLinkUpdate,
    response: WebsiteLinkAdmin,
  },
  deleteWebsiteLink: {
    method: 'POST',
    url: '/system/admin/website/link/delete',
    summary: '删除友情链接',
    body: IdBody,
    response: Empty,
  },
  adminListBanner: {
    method: 'POST',
    url: '/system/admin/sys/banner/list',
    summary: '轮播图列表（含停用）',
    response: Type.Array(BannerAdmin),
  },
  saveBanner: {
    method: 'POST',
    url: '/system/admin/sys/banner/save',
    summary: '新增轮播图',
    body: BannerSave,
    response: BannerAdmin,
  },
  updateBanner: {
    method: 'POST',
    url: '/system/admin/sys/banner/update',
    summary: '修改轮播图',
    body: BannerUpdate,
    response: BannerAdmin,
  },
  deleteBanner: {
    method: 'POST',
    url: '/system/admin/sys/banner/delete',
    summary: '删除轮播图',
    body: IdBody,
    response: Empty,
  },
});

/** This file's tables in `allContracts`. */
export const systemContractGroups = addContracts({ system: systemContracts });
type SystemContractGroups = typeof systemContractGroups;
declare module './all-contracts.ts' {
  interface AllContracts extends SystemContractGroups {}
}
