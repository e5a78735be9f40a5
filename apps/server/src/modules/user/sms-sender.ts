import type { IdGenerator } from '../../core/ids.ts';
import type { Clock } from '../../core/time.ts';
import type { AuthCodeRepo } from './auth-code.repo.ts';

/**
 * The SMS gateway boundary (decision 0020). The sandbox sender keeps every text in the outbox that
 * the operator console shows and prints it to the log; the Aliyun and Tencent Cloud senders
 * (sms-aliyun.ts, sms-tencent.ts) send the code through the provider's template.
 */
export interface SmsMessage {
  siteId: number;
  mobile: string;
  purpose: string;
  /**
   * `code`: a verification code. `registered`: asked to register a number that already has an account,
   * the owner is told so instead (the caller's reply is the same for both, decision 0009).
   */
  kind: 'code' | 'registered';
  /** The code itself: real providers fill it into their approved template ('' for `registered`). */
  code: string;
  /** The whole text, as the sandbox shows it. */
  content: string;
}

export interface SmsSender {
  /** How the start-up log names it. */
  readonly label: string;
  /** Resolves once the provider accepted the text; a refusal is an AppError with a Chinese message. */
  send(message: SmsMessage): Promise<void>;
}

export function createSandboxSmsSender(deps: {
  authCodeRepo: Pick<AuthCodeRepo, 'insertOutbox'>;
  newId: IdGenerator;
  clock: Clock;
  log: { info(object: object, message: string): void };
}): SmsSender {
  return {
    label: '沙箱（发件箱）',
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
