import type { Research } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/user/research/view — the learning questionnaire, or null before it was filled in. */
export const fetchResearch = async (api: Requester) =>
  (await api.request<Research | null>({ url: '/user/auth/user/research/view', body: {} })).data;
