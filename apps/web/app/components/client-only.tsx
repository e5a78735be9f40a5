import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * Renders `children` only in the browser once the page has hydrated; the server and the hydrating
 * render show `fallback`. For widgets that only work in a browser and whose code the server should
 * never load (the rich-text editor).
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  return hydrated ? children : fallback;
}
