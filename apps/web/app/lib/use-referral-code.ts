import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { referralCodeFromSearch } from './referral-code';
import { useSchoolStoreApi } from './store';

/** Keeps a referral code that arrives in the query (?referralCode= or ?code=) in the store and localStorage. */
export function useReferralCodeFromQuery(): void {
  const { search } = useLocation();
  const store = useSchoolStoreApi();
  useEffect(() => {
    const code = referralCodeFromSearch(search);
    if (code) store.getState().setReferralCode(code);
  }, [search, store]);
}
