import { userContracts, type LecturerProfile } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** My published lecturer profile; null when I am not a lecturer (the call answers 404). */
export async function fetchMyLecturer(api: Requester): Promise<LecturerProfile | null> {
  const reply = await api.request(userContracts.viewMyLecturer, undefined, { isShowErrTip: false });
  if (reply.code === 404) return null;
  if (reply.code !== 200) throw new Error(reply.msg || '读取讲师资料失败');
  return reply.data;
}

/** My lecturer application (the draft under audit, if any) and my published profile, read in the browser. */
export const myLecturerQuery = (api: Requester) =>
  queryOptions({
    queryKey: personalQueryKey('lecturer'),
    queryFn: async () => {
      const [audit, published] = await Promise.all([api.call(userContracts.viewLecturerAudit), fetchMyLecturer(api)]);
      return { audit, published };
    },
  });
