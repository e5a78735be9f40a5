// How a page goes out compressed: which replies are compressed, the encoding a reader takes and
// brotli's settings. Plain JavaScript, so the render workers (render-worker.mjs, which runs without
// tsx's loader) compress a page for its reader exactly as the page cache would (decision 0097).
import { constants as zlib } from 'node:zlib';

/** Pages and navigation payloads are compressed; nothing else the renderer answers. */
export const COMPRESSIBLE = /^(text\/html|text\/x-script)/;

/**
 * The encoding a reader takes, by its Accept-Encoding: brotli, else gzip, else none.
 * @param {string | null} accepted
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function readerEncoding(accepted) {
  if (/\bbr\b/.test(accepted ?? '')) return 'br';
  if (/\bgzip\b/.test(accepted ?? '')) return 'gzip';
  return 'identity';
}

/**
 * Brotli's quality for a page just rendered, which its first reader waits for, and for the copy kept
 * once the page is read again (decisions 0103 and 0109): quality 2 takes about half the time of 4 for
 * some 7% more bytes (about gzip's), so a miss is compressed quickly and a page that is read again is
 * compressed well once, off the reader's path.
 */
export const BROTLI_FIRST_QUALITY = 2;
export const BROTLI_KEPT_QUALITY = 5;

/**
 * Brotli at `quality` with a window just large enough for the body: the default window (4 MB) made
 * every compression hold several megabytes of native memory for a page of 100–200 KB.
 * @param {number} size
 * @param {number} quality
 */
export const brotliOptions = (size, quality) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(
      zlib.BROTLI_MAX_WINDOW_BITS,
      Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1))),
    ),
  },
});
