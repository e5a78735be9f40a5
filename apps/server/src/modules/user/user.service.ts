import type { UserInfo } from '@school/contracts';
import { disabledAccount } from '../../core/sessions.ts';
import type { SessionUser } from '../../core/http.ts';
import { notFound } from '../../core/errors.ts';
import type { Clock } from '../../core/time.ts';
import { toUserInfo } from './user.mapper.ts';
import type { UserRepo } from './user.repo.ts';

export interface UserServiceDeps {
  userRepo: UserRepo;
  clock: Clock;
}

export function createUserService({ userRepo, clock }: UserServiceDeps) {
  return {
    /** The session's user if the account is still enabled; used by the auth hook on every signed-in call. */
    async sessionUser(siteId: number, userId: number): Promise<SessionUser> {
      const row = await userRepo.findById(siteId, userId);
      if (!row || row.status_id !== 1) throw disabledAccount();
      return { id: row.id, userType: row.user_type };
    },

    async view(siteId: number, userId: number): Promise<UserInfo> {
      const row = await userRepo.findById(siteId, userId);
      if (!row) throw notFound('用户不存在');
      return toUserInfo(row, clock.now());
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
