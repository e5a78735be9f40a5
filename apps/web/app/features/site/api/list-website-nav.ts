import type { WebsiteNavGroup } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /system/api/website/nav/list — the footer's link groups (navName + websiteNavList). */
export const fetchWebsiteNavList = (api: Requester) =>
  api.storeRequest<WebsiteNavGroup[]>({ url: '/system/api/website/nav/list', body: {} });
