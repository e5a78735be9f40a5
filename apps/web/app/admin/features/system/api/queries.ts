import { systemContracts as system } from '@school/contracts';
import type { Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/** The system module's console reads: site info, header nav, footer nav, friend links, banners, the operator. */
export const systemQueries = {
  websiteInfo: (api: Requester) => readQuery(api, ['system', 'website-info'], system.getWebsiteInfo),
  navBars: (api: Requester) => readQuery(api, ['system', 'nav-bar'], system.adminListNavBar),
  websiteNavs: (api: Requester) => readQuery(api, ['system', 'website-nav'], system.adminListWebsiteNav),
  websiteLinks: (api: Requester) => readQuery(api, ['system', 'website-link'], system.adminListWebsiteLink),
  banners: (api: Requester) => readQuery(api, ['system', 'banner'], system.adminListBanner),
  operator: (api: Requester) => readQuery(api, ['system', 'operator'], system.viewOperator),
};
