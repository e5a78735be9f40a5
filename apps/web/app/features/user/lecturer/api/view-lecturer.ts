import { userContracts, type PublicLecturer } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { Requester } from '~/lib/request';
import { MY_FOLLOWS_KEY } from './my-follows';

/** A lecturer's public page (/lecturer/{id}); null when there is no such lecturer (404, or a malformed id: 400). */
export async function fetchPublicLecturer(api: Requester, lecturerUserId: string): Promise<PublicLecturer | null> {
  const reply = await api.request(userContracts.viewLecturer, { lecturerUserId }, { isShowErrTip: false });
  if (reply.code === 404 || reply.code === 400) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取讲师信息失败');
  return reply.data;
}

export interface FollowState {
  isAttention: boolean;
  attentionCount: number;
}

/**
 * Whether I follow a lecturer, with the lecturer's follower count: the page's "my state", read in
 * the browser for a signed-in reader (the page itself is the visitors', decision 0016).
 */
export const lecturerFollowQuery = (api: Requester, lecturerUserId: string) =>
  queryOptions({
    queryKey: [...MY_FOLLOWS_KEY, 'lecturer', lecturerUserId] as const,
    queryFn: async (): Promise<FollowState> => {
      const lecturer = await fetchPublicLecturer(api, lecturerUserId);
      return { isAttention: lecturer?.isAttention === 1, attentionCount: lecturer?.attentionCount ?? 0 };
    },
  });
