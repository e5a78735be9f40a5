import type { FastifyBaseLogger } from 'fastify';
import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';

/**
 * The SMS gateway boundary. The sandbox sender (the default) keeps every text in the outbox that
 * the operator console shows and prints it to the log; a real provider implements the same call.
 */
export interface SmsSender {
  send(message: { siteId: number; mobile: string; purpose: string; content: string }): Promise<void>;
}

export function createSandboxSmsSender(deps: {
  authCodeRepo: Pick<AuthCodeRepo, 'insertOutbox'>;
  newId: IdGenerator;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info'>;
}): SmsSender {
  return {
    async send({ siteId, mobile, purpose, content }) {
      await deps.authCodeRepo.insertOutbox({
        id: deps.newId(),
        site_id: siteId,
        mobile,
        purpose,
        content,
        gmt_create: deps.clock.now(),
      });
      deps.log.info({ siteId, mobile, purpose }, `[沙箱短信] ${mobile}：${content}`);
    },
  };
}
