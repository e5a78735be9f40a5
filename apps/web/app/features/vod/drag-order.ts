import { useState, type DragEvent } from 'react';

/** The ids with the one at `from` moved to `to` (both indexes into `ids`). */
export function reordered(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/**
 * Drag to sort a list with the browser's own drag and drop (the up and down buttons beside each row
 * do the same by keyboard and on touch screens). `onOrder` gets the full new order of ids.
 */
export function useDragOrder(ids: readonly string[], onOrder: (ids: string[]) => void) {
  const [dragging, setDragging] = useState<number>();
  const [over, setOver] = useState<number>();
  return {
    over,
    rowProps: (index: number) => ({
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.stopPropagation();
        setDragging(index);
      },
      onDragOver: (event: DragEvent) => {
        if (dragging === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        setOver(index);
      },
      onDrop: (event: DragEvent) => {
        if (dragging === undefined) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragging !== index) onOrder(reordered(ids, dragging, index));
        setDragging(undefined);
        setOver(undefined);
      },
      onDragEnd: () => {
        setDragging(undefined);
        setOver(undefined);
      },
    }),
  };
}
