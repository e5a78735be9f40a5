import type { LoginResult } from '@school/contracts';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useSchoolStoreApi } from '~/lib/store';
import { completeSignIn } from './sign-in';

/** After any successful sign-in: keep the session, say so, and go back to where the reader came from. */
export function useFinishSignIn() {
  const store = useSchoolStoreApi();
  const navigate = useNavigate();
  const { message } = App.useApp();
  return (result: LoginResult, notice = '登录成功') => {
    const address = completeSignIn(store, result);
    void message.success(notice);
    void navigate(address, { replace: true });
  };
}
