import { mallocTrim } from '@school/malloc-trim';
import { RENDER_WORKER_IDLE_MS } from './render-pool.ts';

/**
 * How long the school renders nothing before it gives freed memory back: 10 s past a render worker's
 * idle time, so the memory of the worker stopped then goes back too.
 */
export const MEMORY_TRIM_QUIET_MS = RENDER_WORKER_IDLE_MS + 10_000;

/**
 * Gives the memory a burst of renders freed back to the system once the school has been quiet for
 * `quietMs` (decision 0113): glibc keeps what is freed in the middle of its arenas, some 200 MB after
 * thousands of fresh pages (decision 0112), and only `malloc_trim` returns it. `touch()` on every
 * render; one trim per quiet spell.
 */
export function trimWhenQuiet(quietMs = MEMORY_TRIM_QUIET_MS, trim: () => boolean = mallocTrim) {
  let timer: NodeJS.Timeout | undefined;
  return {
    touch() {
      if (timer) timer.refresh();
      else
        timer = setTimeout(() => {
          timer = undefined;
          trim();
        }, quietMs).unref();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
