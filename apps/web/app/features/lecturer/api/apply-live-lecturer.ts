import type { LecturerAudit } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/audit/applyLive — a lecturer asks for live-class rights (audited). */
export const applyLiveLecturer = async (api: Requester) =>
  (await api.request<LecturerAudit>({ url: '/user/auth/lecturer/audit/applyLive', body: {} })).data;
