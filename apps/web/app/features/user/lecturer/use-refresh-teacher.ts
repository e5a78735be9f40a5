import { UserType } from '@school/contracts';
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import { useSchoolStore } from '~/lib/store';

/**
 * Approval makes a learner a teacher on the server; when a page finds the published profile while
 * the stored user is still a learner, the root loader reads the user again (once), so the header
 * shows the teaching menu without a reload.
 */
export function useRefreshTeacherUser(isLecturer: boolean) {
  const userType = useSchoolStore((state) => state.userInfo?.userType);
  const revalidator = useRevalidator();
  const asked = useRef(false);
  useEffect(() => {
    if (!isLecturer || userType !== UserType.learner || asked.current) return;
    asked.current = true;
    void revalidator.revalidate();
  }, [isLecturer, userType, revalidator]);
}
