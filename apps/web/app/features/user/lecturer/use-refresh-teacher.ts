import { UserType } from '@school/contracts';
import { useEffect, useRef } from 'react';
import { useApi } from '~/lib/api-context';
import { refreshUser } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/**
 * Approval makes a learner a teacher on the server; when a page finds the published profile while
 * the stored user is still a learner, the user is read again (once), so the header shows the
 * teaching menu without a reload.
 */
export function useRefreshTeacherUser(isLecturer: boolean) {
  const store = useSchoolStoreApi();
  const api = useApi();
  const userType = useSchoolStore((state) => state.userInfo?.userType);
  const asked = useRef(false);
  useEffect(() => {
    if (!isLecturer || userType !== UserType.learner || asked.current) return;
    asked.current = true;
    refreshUser(store, api).catch(() => {
      // the next page load reads the user again
    });
  }, [isLecturer, userType, store, api]);
}
