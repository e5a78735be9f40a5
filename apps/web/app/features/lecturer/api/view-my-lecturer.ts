import type { LecturerProfile } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** POST /user/auth/lecturer/view — my published lecturer profile; null when I am not a lecturer (404). */
export async function fetchMyLecturer(api: Requester): Promise<LecturerProfile | null> {
  const reply = await api.request<LecturerProfile>({ url: '/user/auth/lecturer/view', body: {}, isShowErrTip: false });
  if (reply.code === 404) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取讲师资料失败');
  return reply.data;
}
