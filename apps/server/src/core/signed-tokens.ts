import { createHmac, timingSafeEqual } from 'node:crypto';

const MAC_BYTES = 16;

/**
 * Short-lived addresses checked without a session or a database read (a browser download, pdf.js's range
 * requests and an HLS player send no token header): the token spells out its grant's whole numbers in
 * base 36, in `fields` order, followed by an HMAC over them and the token's purpose, so a token signed for
 * one purpose never opens another. Base 36 keeps a token within Fastify's 100-character path parameter.
 */
export function createSignedTokens<F extends string>(secret: Buffer, purpose: string, fields: readonly F[]) {
  const mac = (body: string) =>
    createHmac('sha256', secret).update(`${purpose}:${body}`).digest().subarray(0, MAC_BYTES);
  const bodyPattern = new RegExp(`^[0-9a-z]{1,13}(-[0-9a-z]{1,13}){${fields.length - 1}}$`);
  return {
    sign(grant: Record<F, number>): string {
      const body = fields.map((field) => grant[field].toString(36)).join('-');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The grant of a token we signed (expired or not); undefined for anything else. */
    read(token: string): Record<F, number> | undefined {
      const [body, encodedMac, extra] = token.split('.');
      if (!body || !encodedMac || extra !== undefined || !bodyPattern.test(body)) return undefined;
      const given = Buffer.from(encodedMac, 'base64url');
      // Only the canonical spelling: base64url's spare bits must not make a second valid address.
      if (
        given.length !== MAC_BYTES ||
        given.toString('base64url') !== encodedMac ||
        !timingSafeEqual(given, mac(body))
      )
        return undefined;
      const values = body.split('-').map((value) => parseInt(value, 36));
      return Object.fromEntries(fields.map((field, index) => [field, values[index]!])) as Record<F, number>;
    },
  };
}
