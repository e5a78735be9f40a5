import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/attention/delete — stop following a lecturer. */
export const unfollowLecturer = async (api: Requester, lecturerUserId: string) => {
  await api.request<null>({ url: '/user/auth/lecturer/attention/delete', body: { lecturerUserId } });
};
