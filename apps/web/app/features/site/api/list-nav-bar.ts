import type { NavBar } from '@school/contracts';
import { NAV_PLAT_SHOW_PC } from '~/lib/constants';
import type { Requester } from '~/lib/request';

/** POST /system/api/nav/bar/list {platShow: 1} — the header nav of the PC site. */
export const fetchNavBarList = (api: Requester) =>
  api.storeRequest<NavBar[]>({ url: '/system/api/nav/bar/list', body: { platShow: NAV_PLAT_SHOW_PC } });
