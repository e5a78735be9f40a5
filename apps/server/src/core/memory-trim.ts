import { mallocTrim } from '@school/malloc-trim';
import type { FastifyInstance } from 'fastify';
import { RENDER_WORKER_IDLE_MS } from './render-pool.ts';

/**
 * How long the school answers nothing before it gives freed memory back: 10 s past a render worker's
 * idle time, so the memory of the worker stopped then goes back too.
 */
export const MEMORY_TRIM_QUIET_MS = RENDER_WORKER_IDLE_MS + 10_000;

/**
 * Gives the memory a load freed back to the system once `app` has answered nothing for `quietMs`
 * (decision 0113): glibc keeps what is freed in the middle of its arenas, some 200 MB after thousands of
 * fresh pages (decision 0112), and only `malloc_trim` returns it. Every answer, a page or a call, starts
 * the quiet time again; one trim per quiet spell.
 */
export function trimWhenQuiet(app: FastifyInstance, quietMs = MEMORY_TRIM_QUIET_MS, trim: () => boolean = mallocTrim) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onResponse', (_request, _reply, done) => {
    if (timer) timer.refresh();
    else
      timer = setTimeout(() => {
        timer = undefined;
        trim();
      }, quietMs).unref();
    done();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
  });
}
