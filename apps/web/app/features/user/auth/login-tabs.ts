export type LoginTab = 'password' | 'code' | 'qrcode';

/** `?t=` picks the tab: code, qrcode; anything else (the session band sends t=login) is the password tab. */
export function loginTabFromQuery(t: string | null): LoginTab {
  if (t === 'code') return 'code';
  if (t === 'qrcode' || t === 'qr') return 'qrcode';
  return 'password';
}

/** The shell sends a reader whose session ended to /login?t=login. */
export const isSessionEndedVisit = (t: string | null) => t === 'login';
