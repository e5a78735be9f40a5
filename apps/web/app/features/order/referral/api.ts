import { referralContracts, userContracts, type PageQuery } from '@school/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { personalQueryKey } from '~/lib/personal-queries';
import type { Requester } from '~/lib/request';

export const REFEREE_PAGE_SIZE = 10;

const REFERRAL_KEY = personalQueryKey('referral');

export const referralQueries = {
  sharing: (api: Requester) =>
    queryOptions({
      queryKey: [...REFERRAL_KEY, 'sharing'] as const,
      queryFn: () => api.call(userContracts.viewReferralSharing),
    }),
  referees: (api: Requester, body: PageQuery) =>
    queryOptions({
      queryKey: [...REFERRAL_KEY, 'referees', body] as const,
      queryFn: () => api.call(referralContracts.listReferee, body),
      placeholderData: keepPreviousData,
    }),
};
