import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a live HLS address grants: one viewer, one lesson's broadcast, until it expires. */
export interface LiveGrant {
  siteId: number;
  broadcastId: number;
  userId: number;
  /** Epoch ms. */
  expiresAt: number;
}

const MAC_BYTES = 16;

/** Signed live HLS tokens (`site-broadcast-user-expiry.mac`), checked without a database read. */
export function createLiveTokens(secret: Buffer) {
  const mac = (body: string) => createHmac('sha256', secret).update(`live:${body}`).digest().subarray(0, MAC_BYTES);
  return {
    sign(grant: LiveGrant): string {
      const body = [grant.siteId, grant.broadcastId, grant.userId, grant.expiresAt].join('-');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The grant of a token we signed (expired or not); undefined for anything else. */
    read(token: string): LiveGrant | undefined {
      const [body, encodedMac, extra] = token.split('.');
      if (!body || !encodedMac || extra !== undefined || !/^\d{1,19}(-\d{1,19}){3}$/.test(body)) return undefined;
      const given = Buffer.from(encodedMac, 'base64url');
      if (
        given.length !== MAC_BYTES ||
        given.toString('base64url') !== encodedMac ||
        !timingSafeEqual(given, mac(body))
      )
        return undefined;
      const [siteId, broadcastId, userId, expiresAt] = body.split('-').map(Number) as [number, number, number, number];
      return { siteId, broadcastId, userId, expiresAt };
    },
  };
}

export type LiveTokens = ReturnType<typeof createLiveTokens>;
