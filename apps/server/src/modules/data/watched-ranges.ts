/**
 * Unique watched time (decision 0022): the stretches a player reports are merged into disjoint
 * [from, to] second ranges, so watching a part again or seeking back does not count twice.
 */
export type Range = [number, number];

export function parseRanges(json: string): Range[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is Range =>
        Array.isArray(item) && item.length === 2 && Number.isInteger(item[0]) && Number.isInteger(item[1]),
    );
  } catch {
    return [];
  }
}

/** Adds a stretch; touching or overlapping ranges become one. */
export function addRange(ranges: Range[], from: number, to: number): Range[] {
  const all = [...ranges, [from, to] as Range].sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const [start, end] of all) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const totalSeconds = (ranges: Range[]) => ranges.reduce((sum, [from, to]) => sum + (to - from), 0);
