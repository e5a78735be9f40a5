/**
 * The reader's arithmetic, apart from pdf.js: which page a move lands on (or the buy wall after the
 * free pages), which pages to fetch ahead, and the zoom.
 */

export interface ReaderBounds {
  /** Pages in the PDF the reader received: all of them, or the free ones. */
  previewPages: number;
  /** Pages of the whole document. */
  pageCount: number;
  /** Whether the reader may read the whole document. */
  isFull: boolean;
}

/** Where the reader stands: a page, or the wall after the free pages. */
export type ReaderSpot = number | 'wall';

/** Whether pages lie beyond those the reader received (then the wall follows the last of them). */
export const hasWall = (bounds: ReaderBounds) => !bounds.isFull && bounds.pageCount > bounds.previewPages;

/** The spot a move to page `target` lands on: within the received pages, else the wall when there is one. */
export function spotOf(target: number, bounds: ReaderBounds): ReaderSpot {
  const last = Math.max(1, bounds.previewPages);
  if (!Number.isFinite(target) || target < 1) return 1;
  if (target <= last) return Math.floor(target);
  return hasWall(bounds) ? 'wall' : last;
}

/** The next and previous spots; the wall's previous spot is the last free page. */
export const nextSpot = (spot: ReaderSpot, bounds: ReaderBounds): ReaderSpot =>
  spot === 'wall' ? 'wall' : spotOf(spot + 1, bounds);
export const previousSpot = (spot: ReaderSpot, bounds: ReaderBounds): ReaderSpot =>
  spot === 'wall' ? Math.max(1, bounds.previewPages) : spotOf(spot - 1, bounds);

/**
 * The pages to fetch ahead of `page` so turning is instant: the next two and the previous one.
 * pdf.js asks the server for their byte ranges only.
 */
export function pagesAhead(page: number, previewPages: number): number[] {
  return [page + 1, page + 2, page - 1].filter((n) => n >= 1 && n <= previewPages);
}

/** Zoom steps, as multiples of the width that fits the reader's column. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;

export function zoomIn(zoom: number): number {
  return ZOOM_STEPS.find((step) => step > zoom + 1e-9) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
}

export function zoomOut(zoom: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-9) ?? ZOOM_STEPS[0];
}

/** The scale pdf.js draws a page at: the page fits `columnWidth` at zoom 1. */
export function scaleFor(columnWidth: number, pageWidth: number, zoom: number): number {
  if (columnWidth <= 0 || pageWidth <= 0) return zoom;
  return (columnWidth / pageWidth) * zoom;
}
