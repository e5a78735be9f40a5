// The hashes of a page's own inline scripts for its Content-Security-Policy (decision 0050). Plain
// JavaScript, so the render workers (render-worker.mjs, which runs without tsx's loader) hash the page
// they render with the same code the main thread uses for an in-thread render (decision 0097).
import { createHash } from 'node:crypto';

/**
 * A policy's source for a script whose text is `code`, as text or as its UTF-8 bytes.
 * @param {string | Uint8Array} code
 */
const sha256Source = (code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The hash a browser checks a script's text against; its HTML parser makes every line end `\n`.
 * @param {string} code
 */
export const scriptHash = (code) => sha256Source(code.replace(/\r\n?/g, '\n'));

const CARRIAGE_RETURN = 0x0d;

/** `<script …>code</script>` as the HTML parser cuts it: the code ends at the first `</script`. */
export const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;

/**
 * The hashes of the inline scripts the page wrote itself: those carrying the render's nonce. The
 * nonce only marks them; the policy lists their hashes, so a kept page (core/page-cache.ts) is
 * valid for every reader it is sent to. A script a visitor's content slipped in has no nonce and
 * is left out.
 *
 * The page is read as bytes, one character per byte (latin1), so the scripts are found without
 * decoding the whole page as UTF-8, and each script's own bytes are hashed: the page's text was most
 * of the time this took (decision 0109).
 * @param {Uint8Array} page
 * @param {string} nonce
 * @returns {string[]}
 */
export function ownScriptHashes(page, nonce) {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const hashes = new Set();
  for (const match of bytes.toString('latin1').matchAll(SCRIPT_ELEMENT)) {
    const [element, attributes, code] = match;
    if (!attributes.includes(`nonce="${nonce}"`) || /\ssrc\s*=/i.test(attributes)) continue;
    const start = match.index + element.indexOf('>') + 1;
    const codeBytes = bytes.subarray(start, start + code.length);
    hashes.add(codeBytes.includes(CARRIAGE_RETURN) ? scriptHash(codeBytes.toString('utf8')) : sha256Source(codeBytes));
  }
  return [...hashes];
}
