import { describe, expect, it } from 'vitest';
import { addSpan, parseSpans, watchedMs, type Span } from './watched-spans.ts';

describe('watched spans', () => {
  it('counts a part watched twice once', () => {
    let spans: Span[] = [];
    spans = addSpan(spans, [0, 10_000]);
    spans = addSpan(spans, [5_000, 15_000]);
    spans = addSpan(spans, [0, 10_000]);
    expect(spans).toEqual([[0, 15_000]]);
    expect(watchedMs(spans)).toBe(15_000);
  });

  it('does not count what was skipped', () => {
    const spans = addSpan(addSpan([], [0, 10_000]), [60_000, 70_000]);
    expect(watchedMs(spans)).toBe(20_000);
  });

  it('joins spans a second apart and ignores empty ones', () => {
    expect(addSpan([[0, 10_000]], [10_800, 20_000])).toEqual([[0, 20_000]]);
    expect(addSpan([[0, 10_000]], [5_000, 5_000])).toEqual([[0, 10_000]]);
  });

  it('keeps at most 200 spans, merging the closest', () => {
    let spans: Span[] = [];
    for (let i = 0; i < 250; i++) spans = addSpan(spans, [i * 10_000, i * 10_000 + 1_000 + (i % 7)]);
    expect(spans.length).toBe(200);
    expect(spans[0]![0]).toBe(0);
    expect(spans[199]![1]).toBe(249 * 10_000 + 1_000 + (249 % 7));
  });

  it('reads stored spans defensively', () => {
    expect(parseSpans('[[0,1000]]')).toEqual([[0, 1000]]);
    expect(parseSpans('not json')).toEqual([]);
    expect(parseSpans('[[0],"x",[1,2]]')).toEqual([[1, 2]]);
  });
});
