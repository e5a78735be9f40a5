import { describe, expect, it } from 'vitest';
import { hasWall, nextSpot, pagesAhead, previousSpot, scaleFor, spotOf, zoomIn, zoomOut } from './reader-state';

const freeOnly = { previewPages: 3, pageCount: 10, isFull: false };
const whole = { previewPages: 10, pageCount: 10, isFull: true };

describe('the reader', () => {
  it('meets the buy wall after the free pages of a document it may not read whole', () => {
    expect(hasWall(freeOnly)).toBe(true);
    expect(nextSpot(2, freeOnly)).toBe(3);
    expect(nextSpot(3, freeOnly)).toBe('wall');
    expect(nextSpot('wall', freeOnly)).toBe('wall');
    expect(previousSpot('wall', freeOnly)).toBe(3);
    expect(spotOf(7, freeOnly)).toBe('wall');
  });

  it('reads a whole document to its last page without a wall', () => {
    expect(hasWall(whole)).toBe(false);
    expect(nextSpot(9, whole)).toBe(10);
    expect(nextSpot(10, whole)).toBe(10);
    expect(spotOf(12, whole)).toBe(10);
    // Free pages that are all the document's pages need no wall either.
    expect(hasWall({ previewPages: 3, pageCount: 3, isFull: false })).toBe(false);
  });

  it('keeps a typed page number within the document', () => {
    expect(spotOf(0, whole)).toBe(1);
    expect(spotOf(Number.NaN, whole)).toBe(1);
    expect(spotOf(2.7, whole)).toBe(2);
    expect(previousSpot(1, whole)).toBe(1);
  });

  it('fetches only the pages next to the one shown', () => {
    expect(pagesAhead(1, 10)).toEqual([2, 3]);
    expect(pagesAhead(5, 10)).toEqual([6, 7, 4]);
    expect(pagesAhead(3, 3)).toEqual([2]);
  });

  it('zooms in steps from half to three times the fitting width', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(zoomOut(1.1)).toBe(1);
    // A 595-point page fits a 350-pixel phone column at zoom 1.
    expect(scaleFor(350, 595, 1) * 595).toBeCloseTo(350);
    expect(scaleFor(1000, 500, 1.5)).toBe(3);
    expect(scaleFor(0, 500, 1)).toBe(1);
  });
});
