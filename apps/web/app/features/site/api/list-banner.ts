import type { Banner } from '@school/contracts';
import { BANNER_GROUP_PC } from '~/lib/constants';
import type { Requester } from '~/lib/request';

/** POST /system/api/sys/banner/list {bannerGroup: 'pc'} — the PC site's banners. */
export const fetchBannerList = (api: Requester) =>
  api.storeRequest<Banner[]>({ url: '/system/api/sys/banner/list', body: { bannerGroup: BANNER_GROUP_PC } });
