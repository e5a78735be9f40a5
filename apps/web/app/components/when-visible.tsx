import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Where the browser cannot tell (jsdom in the unit tests), `WhenVisible` shows its children at once. */
const cannotObserve = () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

/**
 * Renders `children` once its place comes near the screen: what lies below the fold (a course's
 * comments) loads its code and data after the page is interactive, not before (decision 0084).
 */
export function WhenVisible({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [visible, setVisible] = useState(cannotObserve);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = place.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible]);
  return visible ? children : <div ref={place} style={{ minHeight }} />;
}
