import type {
  Banner,
  CourseCategoryTree,
  NavBar,
  UserInfo,
  WebsiteInfo,
  WebsiteLinkList,
  WebsiteNavGroup,
} from '@school/contracts';

export type WebsiteLink = WebsiteLinkList['websiteLinkList'][number];

/** How the root loader found the session: no token, a valid token, or a token the server refused. */
export type BootstrapSession =
  { status: 'visitor' } | { status: 'signed-in'; userInfo: UserInfo } | { status: 'signed-out'; msg: string };

/** What the root loader sends to every page: the site and the reader. */
export interface SiteBootstrap {
  siteId: number;
  webInfo: WebsiteInfo;
  navList: NavBar[];
  aboutList: WebsiteNavGroup[];
  linkList: WebsiteLink[];
  banners: Banner[];
  /** The enabled course categories, three levels (the header's category menu, the home panel, /list). */
  courseCategories: CourseCategoryTree[];
  session: BootstrapSession;
  /** When the lists were read (ms), kept with aboutList and navList in the store. */
  fetchedAt: number;
}
