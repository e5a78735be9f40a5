import { ADMIN_LOGIN_PATH } from './console-api';

/** Where to go after signing in: only console pages, never the sign-in page itself. */
export function safeAdminRedirect(raw: string | null | undefined): string {
  if (!raw) return '/admin';
  if (!raw.startsWith('/admin') || raw.startsWith('//')) return '/admin';
  if (raw.startsWith(ADMIN_LOGIN_PATH)) return '/admin';
  return raw;
}

/** The sign-in address that brings the operator back to `current` afterwards. */
export function loginPathFor(current: string): string {
  const back = safeAdminRedirect(current);
  return back === '/admin' ? ADMIN_LOGIN_PATH : `${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}
