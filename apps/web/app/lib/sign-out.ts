import { ClientType, userContracts } from '@school/contracts';
import type { Requester } from './request';
import { signOutInBrowser } from './session';
import type { SchoolStoreApi } from './store';

/**
 * POST /user/auth/user/ext/exit/login {clientType: 1}: the server revokes the token. Any reply will
 * do (a token already replaced elsewhere answers 304), so the reply is taken untouched and a
 * network failure is ignored: signing out locally must never wait on it.
 */
export function exitLogin(api: Requester): Promise<void> {
  return api.request(userContracts.exitLogin, { clientType: ClientType.web }, { _No_dispose: true }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The explicit exit of SPEC §4: the exit call starts first (the request layer reads the token as
 * the call starts), then the browser signs out at once. Resolves when the server has answered.
 */
export function exitAndSignOut(store: SchoolStoreApi, api: Requester): Promise<void> {
  const exited = exitLogin(api);
  signOutInBrowser(store);
  return exited;
}
