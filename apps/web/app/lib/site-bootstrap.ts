import type {
  Banner,
  CourseCategoryTree,
  NavBar,
  WebsiteInfo,
  WebsiteLinkList,
  WebsiteNavGroup,
} from '@school/contracts';

export type WebsiteLink = WebsiteLinkList['websiteLinkList'][number];

/**
 * What the root loader sends to every page: the site, the same for every reader. The reader's own
 * parts (user, VIP state, unread count) are read in the browser (decision 0016).
 */
export interface SiteBootstrap {
  siteId: number;
  webInfo: WebsiteInfo;
  navList: NavBar[];
  aboutList: WebsiteNavGroup[];
  linkList: WebsiteLink[];
  banners: Banner[];
  /** The enabled course categories, three levels (the header's category menu, the home panel, /list). */
  courseCategories: CourseCategoryTree[];
  /** When the lists were read (ms), kept with aboutList and navList in the store. */
  fetchedAt: number;
}
