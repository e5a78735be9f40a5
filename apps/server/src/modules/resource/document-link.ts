import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed addresses of a document (decision 0071): the token names the school, the document, the reader,
 * the lesson it was asked for, what it gives (the whole PDF, its free pages, or the download) and the
 * expiry, and is checked without a session, since pdf.js's range requests and a browser download send none.
 */
export const LinkMode = { wholePreview: 1, freePreview: 2, download: 3 } as const;
export type LinkMode = (typeof LinkMode)[keyof typeof LinkMode];

export interface DocumentGrant {
  siteId: number;
  documentId: number;
  userId: number;
  courseId: number;
  periodId: number;
  mode: LinkMode;
  /** Pages of a free preview; 0 otherwise. */
  pages: number;
  /** Epoch ms. */
  expiresAt: number;
}

const MAC_BYTES = 16;
const FIELDS = 8;
// Numbers in base 36 keep the token within Fastify's 100-character limit for a path parameter.
const BODY_PATTERN = /^[0-9a-z]{1,13}(-[0-9a-z]{1,13}){7}$/;

export function createDocumentLinks(secret: Buffer) {
  const mac = (body: string) => createHmac('sha256', secret).update(`document:${body}`).digest().subarray(0, MAC_BYTES);
  return {
    sign(grant: DocumentGrant): string {
      const body = [
        grant.siteId,
        grant.documentId,
        grant.userId,
        grant.courseId,
        grant.periodId,
        grant.mode,
        grant.pages,
        grant.expiresAt,
      ]
        .map((value) => value.toString(36))
        .join('-');
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The grant of a token we signed (expired or not); undefined for anything else. */
    read(token: string): DocumentGrant | undefined {
      const [body, encodedMac, extra] = token.split('.');
      if (!body || !encodedMac || extra !== undefined || !BODY_PATTERN.test(body)) return undefined;
      const given = Buffer.from(encodedMac, 'base64url');
      // Only the canonical spelling: base64url's spare bits must not make a second valid address.
      if (
        given.length !== MAC_BYTES ||
        given.toString('base64url') !== encodedMac ||
        !timingSafeEqual(given, mac(body))
      )
        return undefined;
      const values = body.split('-').map((value) => parseInt(value, 36));
      if (values.length !== FIELDS) return undefined;
      const [siteId, documentId, userId, courseId, periodId, mode, pages, expiresAt] = values as number[];
      if (mode !== LinkMode.wholePreview && mode !== LinkMode.freePreview && mode !== LinkMode.download)
        return undefined;
      return {
        siteId: siteId!,
        documentId: documentId!,
        userId: userId!,
        courseId: courseId!,
        periodId: periodId!,
        mode,
        pages: pages!,
        expiresAt: expiresAt!,
      };
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
