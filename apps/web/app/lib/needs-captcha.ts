import { ApiError } from './request';

/**
 * The server wants an image captcha with the next sign-in attempt (after 3 failures, and when locked;
 * decision 0019). The same for learners' password and code sign-in and the console's operator sign-in.
 */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const data = error.reply.data as { needCaptcha?: unknown } | null | undefined;
  return data?.needCaptcha === 1;
}
