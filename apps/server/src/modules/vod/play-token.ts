import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * Play tokens: short-lived, signed grants to watch one video, bound to the school, the viewer and the
 * video (decision 0017). They need no database read to check, so playlists and segments stay cheap;
 * the AES key additionally needs the viewer's own session, and the grant's basis asked again.
 */
export interface PlayGrant {
  siteId: number;
  videoId: number;
  viewer: { kind: 'user' | 'operator'; id: number };
  /** Epoch ms. */
  expiresAt: number;
  /** What the video was granted for (a course lesson), checked again when the key is fetched (decision 0047). */
  basis?: GrantBasis;
}

export interface GrantBasis {
  kind: 'lesson';
  id: number;
}

/**
 * Binary, so the token fits in a path segment (Fastify's 100-character parameter limit):
 * version 2 · kind (1 user, 2 operator) · site u32 · video u64 · viewer u64 · expiry ms u64 · basis
 * (0 none, 1 lesson) · its id u64, then a 128-bit HMAC-SHA256 of those 39 bytes. 75 characters in
 * base64url.
 */
const BODY_BYTES = 39;
const MAC_BYTES = 16;
const VERSION = 2;
const BASIS_KINDS = [undefined, 'lesson'] as const;
/** Tokens whose signature was checked, remembered with their grant (a few hundred bytes each). */
const CHECKED_TOKENS = 10_000;

export function createPlayTokens(secret: Buffer) {
  const mac = (body: Buffer) => createHmac('sha256', secret).update(body).digest().subarray(0, MAC_BYTES);
  /**
   * A player sends the same token with every segment, and the HMAC and decoding were the largest cost of
   * answering a kept segment (decision 0087). A token is remembered only once its signature checked out,
   * by its exact text, so any other text is checked in full; callers still check the expiry every time.
   */
  const checked = new LRUCache<string, PlayGrant>({ max: CHECKED_TOKENS });
  return {
    sign(grant: PlayGrant): string {
      const body = Buffer.alloc(BODY_BYTES);
      body.writeUInt8(VERSION, 0);
      body.writeUInt8(grant.viewer.kind === 'user' ? 1 : 2, 1);
      body.writeUInt32BE(grant.siteId, 2);
      body.writeBigUInt64BE(BigInt(grant.videoId), 6);
      body.writeBigUInt64BE(BigInt(grant.viewer.id), 14);
      body.writeBigUInt64BE(BigInt(grant.expiresAt), 22);
      body.writeUInt8(BASIS_KINDS.indexOf(grant.basis?.kind), 30);
      body.writeBigUInt64BE(BigInt(grant.basis?.id ?? 0), 31);
      return `${body.toString('base64url')}.${mac(body).toString('base64url')}`;
    },

    /** The grant of a token we signed, whatever its expiry; undefined for anything else. Not to be changed. */
    read(token: string): PlayGrant | undefined {
      const known = checked.get(token);
      if (known) return known;
      const [encodedBody, encodedMac, extra] = token.split('.');
      if (!encodedBody || !encodedMac || extra !== undefined) return undefined;
      const body = Buffer.from(encodedBody, 'base64url');
      const given = Buffer.from(encodedMac, 'base64url');
      if (body.length !== BODY_BYTES || given.length !== MAC_BYTES || !timingSafeEqual(given, mac(body)))
        return undefined;
      const kind = body.readUInt8(1);
      const basisKind = BASIS_KINDS[body.readUInt8(30)];
      if (body.readUInt8(0) !== VERSION || (kind !== 1 && kind !== 2) || body.readUInt8(30) >= BASIS_KINDS.length)
        return undefined;
      const grant: PlayGrant = Object.freeze({
        siteId: body.readUInt32BE(2),
        videoId: Number(body.readBigUInt64BE(6)),
        viewer: Object.freeze({ kind: kind === 1 ? 'user' : 'operator', id: Number(body.readBigUInt64BE(14)) }),
        expiresAt: Number(body.readBigUInt64BE(22)),
        ...(basisKind ? { basis: Object.freeze({ kind: basisKind, id: Number(body.readBigUInt64BE(31)) }) } : {}),
      } as const);
      checked.set(token, grant);
      return grant;
    },
  };
}

export type PlayTokens = ReturnType<typeof createPlayTokens>;

/**
 * The signing secret: VOD_TOKEN_SECRET when set (several instances must share it), otherwise one made
 * at first start and kept in DATA_DIR, so tokens outlive a restart.
 */
export function loadTokenSecret(configured: string, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, 'vod-token-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim());
}
