import type { Feedback, FeedbackSave } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /data/auth/user/feedback/save — content, contact and up to 4 screenshots. */
export const saveFeedback = async (api: Requester, body: FeedbackSave) =>
  (await api.request<Feedback>({ url: '/data/auth/user/feedback/save', body })).data;
