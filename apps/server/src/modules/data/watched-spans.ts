/**
 * Watched time as a union of spans (decision 0022): each progress report adds the span it played, and
 * the lesson's watched time is the union's length, so watching a minute twice counts once and seeking
 * past a part does not count it. Spans are [startMs, endMs), kept sorted and merged.
 */
export type Span = [number, number];

/** Touching spans merge; so do spans a second apart (report timing jitter). */
const JOIN_GAP_MS = 1000;
/** A stored list never grows past this: the nearest neighbours merge first (costs at most a few gaps). */
const MAX_SPANS = 200;

export function addSpan(spans: Span[], span: Span): Span[] {
  const [start, end] = span;
  if (!(end > start)) return spans;
  const all = [...spans, span].sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const [s, e] of all) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1] + JOIN_GAP_MS) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  while (merged.length > MAX_SPANS) {
    let best = 1;
    for (let i = 2; i < merged.length; i++)
      if (merged[i]![0] - merged[i - 1]![1] < merged[best]![0] - merged[best - 1]![1]) best = i;
    merged[best - 1]![1] = merged[best]![1];
    merged.splice(best, 1);
  }
  return merged;
}

export const watchedMs = (spans: Span[]): number => spans.reduce((sum, [start, end]) => sum + (end - start), 0);

export function parseSpans(raw: string): Span[] {
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Span =>
        Array.isArray(item) && item.length === 2 && typeof item[0] === 'number' && typeof item[1] === 'number',
    );
  } catch {
    return [];
  }
}
