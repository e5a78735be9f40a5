import { userContracts } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

/** My learning questionnaire (null before the first answer), read in the browser. */
export const myResearchQuery = (api: Requester) =>
  queryOptions({
    queryKey: personalQueryKey('research'),
    queryFn: () => api.call(userContracts.viewResearch),
  });
