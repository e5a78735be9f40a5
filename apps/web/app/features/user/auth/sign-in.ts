import type { UserInfo } from '@school/contracts';
import { setBrowserToken } from '~/lib/cookies';
import { resolveReturnAddress } from '~/lib/request';
import type { SchoolStoreApi } from '~/lib/store';

/**
 * A successful sign-in (password, code, register, QR): the RC_WEB_TOKEN cookie (1 day) and the
 * user in the store, as the shell's start-up expects. Returns where to go: the saved return
 * address (one containing /login becomes '/'), which is used up.
 */
export function completeSignIn(store: SchoolStoreApi, result: { token: string; userInfo: UserInfo }): string {
  setBrowserToken(result.token);
  const state = store.getState();
  state.setTokenInfo(result.token);
  state.setUserInfo(result.userInfo);
  state.setUserMsgNum(0);
  const address = resolveReturnAddress(state.temporaryUrl);
  state.setTemporaryUrl('');
  return address;
}
