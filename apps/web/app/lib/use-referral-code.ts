import { REFERRAL_CODE_MAX, referralContracts } from '@school/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApi } from './api-context';
import { referralCodeFromSearch } from './referral-code';
import { useSchoolStoreApi } from './store';

/**
 * A referral code that arrives in the query (?referralCode= or ?code=) is told to the server, which
 * counts the visit and binds a signed-in learner who has no referrer yet; a good code is kept in the
 * store and localStorage for registration.
 */
export function useReferralCodeFromQuery(): void {
  const { search } = useLocation();
  const store = useSchoolStoreApi();
  const api = useApi();
  useEffect(() => {
    const code = referralCodeFromSearch(search);
    if (!code || code.length > REFERRAL_CODE_MAX) return;
    void api
      .request(referralContracts.checkReferralCode, { referralCode: code }, { isShowErrTip: false })
      .then((reply) => {
        if (reply.data?.isValid === 1) store.getState().setReferralCode(code);
      })
      .catch(() => undefined);
  }, [search, store, api]);
}
