import { Limits } from '@school/contracts';

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}

export const clearCookieHeader = (name: string) => serializeCookie(name, '', 0);

export const tokenCookieMaxAge = Limits.tokenCookieDays * 24 * 60 * 60;

export function readRequestToken(request: Request): string | undefined {
  return readCookie(request.headers.get('Cookie'), Limits.tokenCookie) || undefined;
}

// ---- browser ----

export function getBrowserCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookie(document.cookie, name);
}

export function setBrowserCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
}

export function deleteBrowserCookie(name: string): void {
  document.cookie = clearCookieHeader(name);
}

/**
 * `<html data-signed-in>` while the token cookie is there. A tiny script in the page's `<head>`
 * (`signedInMarkScript`) sets it before the first paint, so a signed-in reader sees a neutral
 * placeholder instead of 登录/注册 until the browser has read the user (decision 0016); signing in
 * and out keep it in step.
 */
export const SIGNED_IN_MARK = 'data-signed-in';

export const signedInMarkScript = `/(?:^|;\\s*)${Limits.tokenCookie}=[^;\\s]/.test(document.cookie)&&document.documentElement.setAttribute('${SIGNED_IN_MARK}','')`;

function markSignedIn(signedIn: boolean): void {
  document.documentElement.toggleAttribute(SIGNED_IN_MARK, signedIn);
}

export const getBrowserToken = () => getBrowserCookie(Limits.tokenCookie) || undefined;

export function setBrowserToken(token: string): void {
  setBrowserCookie(Limits.tokenCookie, token, tokenCookieMaxAge);
  markSignedIn(true);
}

export function deleteBrowserToken(): void {
  deleteBrowserCookie(Limits.tokenCookie);
  markSignedIn(false);
}
