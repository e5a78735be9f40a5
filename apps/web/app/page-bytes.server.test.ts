import { describe, expect, it } from 'vitest';
import { collectBytes, withStylesBeforeSiteStyles } from './page-bytes.server';

const page = (text: string) => Buffer.from(text);

describe('a page whole in bytes', () => {
  it('is every chunk written, in order, once the writer ends', async () => {
    const bytes = await new Promise<Buffer>((resolve) => {
      const sink = collectBytes(resolve);
      sink.write(Buffer.from('<html>课'));
      sink.write(new Uint8Array(Buffer.from('程</html>')));
      sink.end();
    });
    expect(bytes.toString()).toBe('<html>课程</html>');
  });

  it('has the styles before the head’s first link, or at its end without one', () => {
    const styles = page('<style>a{}</style>');
    const linked =
      '<html><head><meta charset="utf-8"><title>课程</title><link rel="stylesheet" href="/a.css"></head><body><link rel="x"></body></html>';
    expect(withStylesBeforeSiteStyles(page(linked), styles).toString()).toBe(
      '<html><head><meta charset="utf-8"><title>课程</title><style>a{}</style><link rel="stylesheet" href="/a.css"></head><body><link rel="x"></body></html>',
    );
    const unlinked = '<html><head><title>课程</title></head><body><link rel="x"></body></html>';
    expect(withStylesBeforeSiteStyles(page(unlinked), styles).toString()).toBe(
      '<html><head><title>课程</title><style>a{}</style></head><body><link rel="x"></body></html>',
    );
  });

  it('is left as it is without styles or without a head', () => {
    const whole = page('<html><head></head><body></body></html>');
    expect(withStylesBeforeSiteStyles(whole, Buffer.alloc(0))).toBe(whole);
    const headless = page('<div><link rel="x"></div>');
    expect(withStylesBeforeSiteStyles(headless, page('<style></style>'))).toBe(headless);
  });
});
