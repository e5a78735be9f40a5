import { describe, expect, it } from 'vitest';
import { reordered } from './drag-order';

describe('drag to sort', () => {
  it('moves an item down, up, or leaves the order alone', () => {
    expect(reordered(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reordered(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reordered(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
