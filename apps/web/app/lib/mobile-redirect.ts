import { isMobileUserAgent } from '@school/contracts';

/** A mobile visit goes to the site's h5Domain with the query kept; none when h5Domain is not set. */
export function mobileRedirectUrl(
  userAgent: string | null | undefined,
  h5Domain: string,
  search: string,
): string | undefined {
  const domain = h5Domain.trim().replace(/\/+$/, '');
  if (!domain || !isMobileUserAgent(userAgent)) return undefined;
  const base = /^(https?:)?\/\//.test(domain) ? domain : `https://${domain}`;
  return `${base}/${search}`;
}
