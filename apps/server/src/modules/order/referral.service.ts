import type { ReferralCodeCheck } from '@school/contracts';
import type { Transact } from '../../db/schema.ts';
import type { UserService } from '../user/index.ts';
import type { OrderRepo } from './order.repo.ts';

export interface ReferralServiceDeps {
  transact: Transact;
  orderRepo: Pick<OrderRepo, 'hasPaidMoney'>;
  users: Pick<UserService, 'referrerByCode' | 'addReferralVisit' | 'bindReferrer'>;
}

/**
 * A visit that came by a referral link. The code's owner gets a visit counted; a signed-in visitor
 * who has no referrer yet and has never paid is bound to them (registration binds everyone else).
 */
export function createReferralService({ transact, orderRepo, users }: ReferralServiceDeps) {
  return {
    async visit(siteId: number, viewerId: number | null, code: string): Promise<ReferralCodeCheck> {
      return transact(async (tx) => {
        const referrer = await users.referrerByCode(siteId, code, tx);
        if (!referrer) return { isValid: 0, nickname: '', isBound: 0 };
        if (referrer.id === viewerId) return { isValid: 1, nickname: referrer.nickname, isBound: 0 };
        await users.addReferralVisit(siteId, referrer.id, tx);
        const binds = viewerId !== null && !(await orderRepo.hasPaidMoney(siteId, viewerId, tx));
        const isBound = binds && (await users.bindReferrer(siteId, viewerId, referrer.id, tx));
        return { isValid: 1, nickname: referrer.nickname, isBound: isBound ? 1 : 0 };
      });
    },
  };
}
