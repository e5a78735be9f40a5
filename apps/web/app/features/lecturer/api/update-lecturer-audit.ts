import type { LecturerApply, LecturerAudit } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/audit/update — a lecturer's profile edit; public once the operator approves it. */
export const updateLecturerAudit = async (api: Requester, body: LecturerApply) =>
  (await api.request<LecturerAudit>({ url: '/user/auth/lecturer/audit/update', body })).data;
