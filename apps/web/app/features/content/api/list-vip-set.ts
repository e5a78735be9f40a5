import type { VipSetList } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /system/api/vip/set/list — the VIP sets and the signed-in reader's own membership (visitors: 0 and ''). */
export const fetchVipSetList = (api: Requester) =>
  api.storeRequest<VipSetList>({ url: '/system/api/vip/set/list', body: {} });
