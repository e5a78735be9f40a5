import { useEffect, useState } from 'react';

/**
 * The time now, ticking every `everyMs`; undefined on the server and in the first render in the
 * browser, so a countdown does not differ between the kept page and its hydration.
 */
export function useNow(everyMs = 1000): number | undefined {
  const [now, setNow] = useState<number>();
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
