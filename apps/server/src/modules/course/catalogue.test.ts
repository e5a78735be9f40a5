import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../../core/cache.ts';
import { createCatalogue } from './catalogue.ts';

/** The catalogue's kept pages are bounded by the memory they take, not by their number (decision 0098). */
describe('catalogue keep', () => {
  const clock = { now: () => 1_000_000 };
  /** A page of about `characters` characters of JSON, and a loader that counts its reads. */
  const pageOf = (characters: number) => {
    let reads = 0;
    return {
      load: () => {
        reads += 1;
        return Promise.resolve({ list: ['课'.repeat(characters)] });
      },
      reads: () => reads,
    };
  };

  it('keeps pages up to its byte bound, two bytes a JSON character, and drops the least recently used', async () => {
    // Each page is about 2 × 1 000 bytes: four fit in 10 000 bytes, a fifth drops the first.
    const catalogue = createCatalogue({ cache: createMemoryCache(clock.now), clock, maxBytes: 10_000 });
    const pages = Array.from({ length: 5 }, () => pageOf(1_000));
    for (const [index, page] of pages.slice(0, 4).entries()) await catalogue.keptPage(11, `p${index}`, page.load);
    for (const [index, page] of pages.slice(0, 4).entries()) await catalogue.keptPage(11, `p${index}`, page.load);
    expect(pages.slice(0, 4).map((page) => page.reads())).toEqual([1, 1, 1, 1]);

    await catalogue.keptPage(11, 'p4', pages[4]!.load);
    await catalogue.keptPage(11, 'p0', pages[0]!.load);
    await catalogue.keptPage(11, 'p3', pages[3]!.load);
    expect(pages[0]!.reads()).toBe(2);
    expect(pages[3]!.reads()).toBe(1);
  });

  it('does not keep a page larger than the whole bound, and still answers it', async () => {
    const catalogue = createCatalogue({ cache: createMemoryCache(clock.now), clock, maxBytes: 10_000 });
    const page = pageOf(6_000);
    expect(await catalogue.keptPage(11, 'big', page.load)).toEqual({ list: ['课'.repeat(6_000)] });
    await catalogue.keptPage(11, 'big', page.load);
    expect(page.reads()).toBe(2);
  });
});
