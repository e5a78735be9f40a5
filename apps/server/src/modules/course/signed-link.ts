import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed download addresses for accessories: the token names the school, the accessory, the
 * user and the expiry, and is checked without a session (a browser download sends no token header).
 */
export interface AccessoryGrant {
  siteId: number;
  accessoryId: number;
  userId: number;
  /** Epoch ms. */
  expiresAt: number;
}

const MAC_BYTES = 16;

export function createLinkSigner(secret: Buffer) {
  const mac = (body: string) =>
    createHmac('sha256', secret).update(`accessory:${body}`).digest().subarray(0, MAC_BYTES);
  return {
    sign(grant: AccessoryGrant): string {
      const body = [grant.siteId, grant.accessoryId, grant.userId, grant.expiresAt].join('-');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The grant of a token we signed (expired or not); undefined for anything else. */
    read(token: string): AccessoryGrant | undefined {
      const [body, encodedMac, extra] = token.split('.');
      if (!body || !encodedMac || extra !== undefined || !/^\d{1,19}(-\d{1,19}){3}$/.test(body)) return undefined;
      const given = Buffer.from(encodedMac, 'base64url');
      // Only the canonical spelling: base64url's spare bits must not make a second valid address.
      if (
        given.length !== MAC_BYTES ||
        given.toString('base64url') !== encodedMac ||
        !timingSafeEqual(given, mac(body))
      )
        return undefined;
      const [siteId, accessoryId, userId, expiresAt] = body.split('-').map(Number) as [number, number, number, number];
      return { siteId, accessoryId, userId, expiresAt };
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;
