import { useMutation } from '@tanstack/react-query';
import type { CounselSave } from '@school/contracts';
import { browserApi } from '~/lib/browser-api';
import { ApiError, type Requester } from '~/lib/request';

/**
 * POST /marketing/api/act/counsel/save — an enrolment enquiry. The form shows the server's message
 * itself (a wrong mobile, too many enquiries: 429), so the reply is not toasted; a non-200 reply
 * rejects with an ApiError carrying that message.
 */
export async function saveCounsel(api: Requester, body: CounselSave): Promise<void> {
  const reply = await api.request<null>({ url: '/marketing/api/act/counsel/save', body, isShowErrTip: false });
  if (reply.code !== 200 && reply.code !== 1) throw new ApiError(reply);
}

export const useSaveCounsel = (api: Requester = browserApi) =>
  useMutation({ mutationFn: (body: CounselSave) => saveCounsel(api, body) });
