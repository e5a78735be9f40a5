import { useMutation } from '@tanstack/react-query';
import { isSuccessCode, marketingContracts, type CounselSave } from '@school/contracts';
import { useApi } from '~/lib/api-context';
import { ApiError, type Requester } from '~/lib/request';

/**
 * An enrolment enquiry. The form shows the server's message itself (a wrong mobile, too many
 * enquiries: 429), so the reply is not toasted; a refusal rejects with an ApiError carrying it.
 */
export async function saveCounsel(api: Requester, body: CounselSave): Promise<void> {
  const reply = await api.request(marketingContracts.saveCounsel, body, { isShowErrTip: false });
  if (!isSuccessCode(reply.code)) throw new ApiError(reply);
}

export function useSaveCounsel() {
  const api = useApi();
  return useMutation({ mutationFn: (body: CounselSave) => saveCounsel(api, body) });
}
