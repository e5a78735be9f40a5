import { createSignedTokens } from '../../core/signed-tokens.ts';

/**
 * Short-lived signed download addresses for accessories: the token names the school, the accessory, the
 * user and the expiry, and is checked without a session (a browser download sends no token header).
 */
export const createLinkSigner = (secret: Buffer) =>
  createSignedTokens(secret, 'accessory', ['siteId', 'accessoryId', 'userId', 'expiresAt'] as const);

export type LinkSigner = ReturnType<typeof createLinkSigner>;
