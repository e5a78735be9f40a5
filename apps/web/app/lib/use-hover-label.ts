import { useState } from 'react';

/** Pointers that can rest over an element; a touch "hover" sticks after the tap, so it is not one. */
const HOVER_POINTER = '(hover: hover)';

/**
 * Whether the pointer rests on the element, for a label that changes on hover (已关注 → 取消关注).
 * Only a pointer that can hover counts: on touch the label after a tap stays what happened.
 */
export function useHoverLabel() {
  const [hover, setHover] = useState(false);
  return {
    hover,
    onMouseEnter: () => setHover(window.matchMedia(HOVER_POINTER).matches),
    onMouseLeave: () => setHover(false),
  };
}
