import type { OrgProfile } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /course/api/org/profile/view — an organisation (/schoolProfile/{id}): introduction, lecturers, a page of courses. */
export const fetchOrgProfile = (api: Requester, body: { id: string; pageCurrent: number; pageSize: number }) =>
  api.storeRequest<OrgProfile>({ url: '/course/api/org/profile/view', body });
