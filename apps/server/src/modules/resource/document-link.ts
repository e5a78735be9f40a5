import { createSignedTokens } from '../../core/signed-tokens.ts';

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

const FIELDS = ['siteId', 'documentId', 'userId', 'courseId', 'periodId', 'mode', 'pages', 'expiresAt'] as const;

export function createDocumentLinks(secret: Buffer) {
  const tokens = createSignedTokens(secret, 'document', FIELDS);
  return {
    sign: (grant: DocumentGrant): string => tokens.sign(grant),
    /** The grant of a token we signed (expired or not); undefined for anything else. */
    read(token: string): DocumentGrant | undefined {
      const grant = tokens.read(token);
      if (!grant || !Object.values<number>(LinkMode).includes(grant.mode)) return undefined;
      return { ...grant, mode: grant.mode as LinkMode };
    },
  };
}

export type DocumentLinks = ReturnType<typeof createDocumentLinks>;
