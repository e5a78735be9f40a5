import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/attention/save — follow a lecturer. */
export const followLecturer = async (api: Requester, lecturerUserId: string) => {
  await api.request<null>({ url: '/user/auth/lecturer/attention/save', body: { lecturerUserId } });
};
