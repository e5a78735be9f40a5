import type { LoginResult } from '@school/contracts';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useApi } from '~/lib/api-context';
import { refreshReader } from '~/lib/reader';
import { useSchoolStoreApi } from '~/lib/store';
import { completeSignIn } from './sign-in';

/**
 * After any successful sign-in: keep the session, say so, and go back to where the reader came from;
 * the reader call brings the unread count and the class-admin entry the sign-in's answer lacks.
 */
export function useFinishSignIn() {
  const store = useSchoolStoreApi();
  const api = useApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (result: LoginResult, notice = '登录成功') => {
    const address = completeSignIn(store, result);
    // No answer leaves the badge at 0 and the menu without the entry until the next page load.
    refreshReader(store, api).catch(() => undefined);
    void message.success(notice);
    void navigate(address, { replace: true });
  };
}
