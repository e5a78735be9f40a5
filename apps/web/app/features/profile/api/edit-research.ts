import type { Research, ResearchSave } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/user/research/edit — changes the questionnaire once it exists. */
export const editResearch = async (api: Requester, body: ResearchSave) =>
  (await api.request<Research>({ url: '/user/auth/user/research/edit', body })).data;
