import { systemContracts as system, userContracts as users } from '@school/contracts';
import type { Requester } from '~/lib/request';
import { readQuery } from '../../../lib/queries';

/**
 * The system module's console reads: site info, header nav, footer nav, friend links, banners, the
 * operator, and the image captcha its sign-in asks for after a few failures (a user-module call).
 */
export const systemQueries = {
  websiteInfo: (api: Requester) => readQuery(api, ['system', 'website-info'], system.getWebsiteInfo),
  navBars: (api: Requester) => readQuery(api, ['system', 'nav-bar'], system.adminListNavBar),
  websiteNavs: (api: Requester) => readQuery(api, ['system', 'website-nav'], system.adminListWebsiteNav),
  websiteLinks: (api: Requester) => readQuery(api, ['system', 'website-link'], system.adminListWebsiteLink),
  banners: (api: Requester) => readQuery(api, ['system', 'banner'], system.adminListBanner),
  operator: (api: Requester) => readQuery(api, ['system', 'operator'], system.viewOperator),
  signInCaptcha: (api: Requester) => readQuery(api, ['system', 'sign-in-captcha'], users.getCaptchaImage),
};
