import { Writable } from 'node:stream';

/**
 * A stream that keeps everything React writes, as the bytes it wrote, and hands them over as one
 * buffer when React ends it. A page is sent whole (onAllReady), so there is nothing to stream on.
 */
export function collectBytes(done: (bytes: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}

/**
 * `page` with `styles` put before the head's first `<link>` (or its end): antd's styles come before
 * the site's stylesheets, so a site rule outranks antd's rule of the same weight, as antd's own
 * run-time styles (inserted at the head's start) are outranked too. Both marks are ASCII, so they are
 * found in the bytes as they are; a page without `</head>` is left as it is.
 */
export function withStylesBeforeSiteStyles(page: Buffer<ArrayBuffer>, styles: Uint8Array): Buffer<ArrayBuffer> {
  if (styles.length === 0) return page;
  const end = page.indexOf('</head>');
  if (end < 0) return page;
  const link = page.subarray(0, end).indexOf('<link');
  const index = link < 0 ? end : link;
  return Buffer.concat([page.subarray(0, index), styles, page.subarray(index)]);
}
