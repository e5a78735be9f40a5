import type { LecturerAudit } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/audit/view — my application / profile draft and its audit state, or null. */
export const fetchLecturerAudit = async (api: Requester) =>
  (await api.request<LecturerAudit | null>({ url: '/user/auth/lecturer/audit/view', body: {} })).data;
