import { useLocation, useNavigate } from 'react-router';
import { App } from 'antd';
import { saveReturnAddress } from '~/lib/session';
import { useSchoolStore, useSchoolStoreApi } from '~/lib/store';

/**
 * For actions that need a signed-in reader: `ensureSignedIn('登录后即可点赞')` tells a visitor why,
 * sends them to sign in (coming back here afterwards) and returns false; a signed-in reader gets true.
 */
export function useSignInFirst() {
  const store = useSchoolStoreApi();
  const signedIn = useSchoolStore((state) => Boolean(state.tokenInfo));
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  return {
    signedIn,
    ensureSignedIn(reason: string): boolean {
      if (signedIn) return true;
      void message.info(`请先登录，${reason}`);
      saveReturnAddress(store, `${location.pathname}${location.search}`);
      void navigate('/login');
      return false;
    },
  };
}
