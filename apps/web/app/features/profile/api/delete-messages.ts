import type { Requester } from '~/lib/request';

/** POST /user/auth/msg/user/batch/delete — deletes my messages (all or none). */
export const deleteMessages = async (api: Requester, ids: string[]) => {
  await api.request<null>({ url: '/user/auth/msg/user/batch/delete', body: { ids } });
};
