import type { WebsiteInfo } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** GET /system/api/website/info/view — the site's own settings (logo, hotline, footer, snippets). */
export const fetchWebsiteInfo = (api: Requester) =>
  api.storeRequest<WebsiteInfo>({ method: 'GET', url: '/system/api/website/info/view' });
