import { createSignedTokens } from '../../core/signed-tokens.ts';

/** Signed live HLS tokens: one viewer, one lesson's broadcast, until it expires. */
export const createLiveTokens = (secret: Buffer) =>
  createSignedTokens(secret, 'live', ['siteId', 'broadcastId', 'userId', 'expiresAt'] as const);

export type LiveTokens = ReturnType<typeof createLiveTokens>;
