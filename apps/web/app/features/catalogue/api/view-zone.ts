import type { ZoneView } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /course/api/zone/view — a zone (/terrace/{id}) with a page of its on-shelf courses; 404 when disabled or unknown. */
export const fetchZoneView = (api: Requester, body: { id: string; pageCurrent: number; pageSize: number }) =>
  api.storeRequest<ZoneView>({ url: '/course/api/zone/view', body });
