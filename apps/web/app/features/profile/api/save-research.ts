import type { Research, ResearchSave } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/user/research/save — the first answers to the learning questionnaire. */
export const saveResearch = async (api: Requester, body: ResearchSave) =>
  (await api.request<Research>({ url: '/user/auth/user/research/save', body })).data;
