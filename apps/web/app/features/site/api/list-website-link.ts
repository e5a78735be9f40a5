import type { WebsiteLinkList } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /system/api/website/link — friend links (data.websiteLinkList). */
export const fetchWebsiteLinkList = async (api: Requester) =>
  (await api.storeRequest<WebsiteLinkList>({ url: '/system/api/website/link', body: {} })).websiteLinkList;
