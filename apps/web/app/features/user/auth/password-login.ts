import { ApiError } from '~/lib/request';

/** The server wants an image captcha with the next password attempt (after 3 failures, and when locked). */
export function needsCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const data = error.reply.data as { needCaptcha?: unknown } | null | undefined;
  return data?.needCaptcha === 1;
}
