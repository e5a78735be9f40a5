import type { LecturerApply, LecturerAudit } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/audit/apply — a learner applies to teach (goes to the operator's audit). */
export const applyLecturer = async (api: Requester, body: LecturerApply) =>
  (await api.request<LecturerAudit>({ url: '/user/auth/lecturer/audit/apply', body })).data;
