import { userContracts, type PublicLecturer } from '@school/contracts';
import type { Requester } from '~/lib/request';

/** A lecturer's public page (/lecturer/{id}); null when there is no such lecturer (404, or a malformed id: 400). */
export async function fetchPublicLecturer(api: Requester, lecturerUserId: string): Promise<PublicLecturer | null> {
  const reply = await api.request(userContracts.viewLecturer, { lecturerUserId }, { isShowErrTip: false });
  if (reply.code === 404 || reply.code === 400) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取讲师信息失败');
  return reply.data;
}
