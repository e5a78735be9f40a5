import type { PublicLecturer } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/api/lecturer/view {lecturerUserId} — a lecturer's public page; null when there is no such lecturer. */
export async function fetchPublicLecturer(api: Requester, lecturerUserId: string): Promise<PublicLecturer | null> {
  const reply = await api.request<PublicLecturer>({
    url: '/user/api/lecturer/view',
    body: { lecturerUserId },
    isShowErrTip: false,
  });
  if (reply.code === 404 || reply.code === 400) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取讲师信息失败');
  return reply.data;
}
