/** A referral code arrives as ?referralCode= or ?code= on the home layout. */
export function referralCodeFromSearch(search: string): string | undefined {
  const params = new URLSearchParams(search);
  const code = (params.get('referralCode') ?? params.get('code') ?? '').trim();
  return code || undefined;
}
