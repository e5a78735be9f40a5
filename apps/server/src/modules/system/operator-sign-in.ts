import { badRequest, notFound } from '../../core/errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../core/passwords.ts';
import type { Operator } from '@school/contracts';
import type { SystemServiceDeps } from './system.service.ts';
import * as map from './system.mapper.ts';

/** The operators' console sign-in: sign in, who is signed in, sign out. */
export function createOperatorSignIn({
  systemRepo,
  sessions,
  signInGuard,
}: Pick<SystemServiceDeps, 'systemRepo' | 'sessions' | 'signInGuard'>) {
  /** Behind the same guard as learners' sign-in: counted failures, captcha, lock, decoy hash (decision 0019). */
  async function loginOperator(
    siteId: number,
    input: { loginName: string; password: string; captchaId?: string; captchaCode?: string },
    clientIp: string,
  ) {
    const account = { kind: 'operator', name: input.loginName.trim(), clientIp } as const;
    const row = await signInGuard.attempt(siteId, account, input, '账号或密码错误', async () => {
      const found = await systemRepo.findOperatorByLogin(siteId, account.name);
      return (await verifyPassword(found?.password_hash, input.password)) ? found! : null;
    });
    if (row.status_id !== 1) throw badRequest('账号已被停用');
    await signInGuard.clear(siteId, account);
    if (needsRehash(row.password_hash)) {
      await systemRepo.updateOperatorPassword(siteId, row.id, await hashPassword(input.password));
    }
    const token = await sessions.start(
      { siteId, subjectKind: 'operator', subjectId: row.id, clientType: 1 },
      { single: false },
    );
    return { token, operator: map.toOperator(row) };
  }

  async function viewOperator(siteId: number, operatorId: number): Promise<Operator> {
    const row = await systemRepo.findOperatorById(siteId, operatorId);
    if (!row) throw notFound('运营账号不存在或已被删除');
    return map.toOperator(row);
  }

  async function logoutOperator(siteId: number, token: string | undefined): Promise<null> {
    if (token) await sessions.revoke(siteId, token);
    return null;
  }

  return { loginOperator, viewOperator, logoutOperator };
}
