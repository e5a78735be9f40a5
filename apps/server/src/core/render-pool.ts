import { Worker } from 'node:worker_threads';
import { offerEncoded } from './page-cache.ts';
import type { WorkerPageReadsOptions } from './page-reads.mjs';
import type { CallApiInput, PageContext, RenderPage } from './web.ts';

/**
 * Pages rendered in worker threads (decision 0090), so the school renders on every core while one
 * thread, the main one, keeps SQLite, sessions, captcha answers, rate limits and the page cache. Each
 * worker (render-worker.mjs) loads the website's server build and runs React Router's request handler.
 * Its loaders' public reads are kept in the worker under the site's content version, read here for
 * each render (decision 0110); any other call comes back here and is made on the main thread with
 * the page's own context (its site, its reader's address, the internal-call key, which never leaves
 * this thread). The worker sends back the whole page: status, headers and body.
 *
 * A worker that ends (a crash) fails the renders it had, as a render that throws fails in-thread, and
 * the next render starts a new one in its place. Idle workers do not keep the process alive.
 *
 * A school is quiet most of the day: a worker that has rendered nothing for `idleStopMs` is stopped
 * (its heap and copy of the build, some 45 MB, go back to the system), except the last one, so the
 * first page after a quiet spell does not wait for a worker to load the build (decision 0099). A
 * stopped worker's place is filled again when a render comes while every worker has one under way.
 */
export interface RenderPool {
  render: RenderPage;
  /** How many workers are running (loaded or loading) now. */
  workers(): number;
  /** Stops every worker; renders under way fail. */
  close(): Promise<void>;
}

export interface RenderPoolOptions {
  size: number;
  /** The file URL of the website's server build (build/server/index.js). */
  serverEntry: string;
  mode: 'development' | 'production';
  /** The worker's script; tests pass their own build through `serverEntry` instead. */
  workerFile?: URL;
  /** A worker idle this long (ms) is stopped, unless it is the last one; 0 never stops one. */
  idleStopMs?: number;
  /** How each worker keeps its pages' public reads (core/page-reads.mjs, decision 0110); none are kept without it. */
  pageReads?: WorkerPageReadsOptions;
}

/** One minute: loading the build costs a worker about 2 s of CPU, so it is not started and stopped for every short lull. */
export const RENDER_WORKER_IDLE_MS = 60_000;

interface Waiting {
  context: PageContext;
  resolve(page: Response): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** Settles when the worker has loaded the build (rejects if it ended first). */
  ready: Promise<void>;
  loaded: boolean;
  waiting: Map<number, Waiting>;
  /** Stops the worker when it has been idle for `idleStopMs`. */
  idleTimer?: NodeJS.Timeout;
}

type FromWorker =
  | { type: 'ready' }
  | { type: 'call'; id: number; call: number; input: CallApiInput }
  | {
      type: 'rendered';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: Uint8Array | null;
      /** An HTML page's own inline scripts' hashes, made in the worker. */
      scriptHashes?: string[];
      /** The page compressed for a reader who takes brotli, made in the worker. */
      brotli?: Uint8Array;
    }
  | { type: 'failed'; id: number; message: string };

/** The hashes of the inline scripts a worker's page wrote itself (`ownScriptHashes`), made in the worker. */
const hashedPages = new WeakMap<Response, string[]>();
export const workerScriptHashes = (page: Response): string[] | undefined => hashedPages.get(page);

export async function createRenderPool({
  size,
  serverEntry,
  mode,
  workerFile = new URL('./render-worker.mjs', import.meta.url),
  idleStopMs = RENDER_WORKER_IDLE_MS,
  pageReads = { ttlMs: 0, maxBytes: 0 },
}: RenderPoolOptions): Promise<RenderPool> {
  const slots: (Slot | undefined)[] = Array.from({ length: size }, () => undefined);
  let lastId = 0;
  /** Idle times run once every first worker has loaded, so none is stopped while the pool starts. */
  let started = false;
  let closing = false;

  /** A worker keeps the process alive only while it loads or renders; once idle, its stop is timed. */
  const holdWhileBusy = (slot: Slot) => {
    const idle = slot.loaded && slot.waiting.size === 0;
    if (idle) slot.worker.unref();
    else slot.worker.ref();
    clearTimeout(slot.idleTimer);
    slot.idleTimer =
      started && idle && idleStopMs > 0 ? setTimeout(() => stopIfIdle(slot), idleStopMs).unref() : undefined;
  };

  /** Stops a worker still idle when its time runs out, unless no other worker runs. */
  function stopIfIdle(slot: Slot) {
    const index = slots.indexOf(slot);
    if (closing || index < 0 || slot.waiting.size > 0) return;
    if (!slots.some((other) => other && other !== slot)) return;
    slots[index] = undefined;
    void slot.worker.terminate();
  }

  function start(index: number): Slot {
    const worker = new Worker(workerFile, { workerData: { serverEntry, mode, pageReads } });
    let loaded: () => void = () => {};
    let failedToLoad: (error: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      loaded = resolve;
      failedToLoad = reject;
    });
    // Whoever waits for it hears of a failure; nobody may be waiting.
    ready.catch(() => {});
    const slot: Slot = { worker, ready, loaded: false, waiting: new Map() };
    let lastError: Error | undefined;

    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        slot.loaded = true;
        loaded();
        holdWhileBusy(slot);
        return;
      }
      const waiting = slot.waiting.get(message.id);
      if (!waiting) return;
      if (message.type === 'call') {
        const { callApi, callApiText } = waiting.context;
        (callApiText
          ? callApiText(message.input)
          : callApi(message.input).then((answer) => JSON.stringify(answer))
        ).then(
          (result) => worker.postMessage({ type: 'called', call: message.call, result }),
          (error: Error) => worker.postMessage({ type: 'called', call: message.call, error: error.message }),
        );
        return;
      }
      slot.waiting.delete(message.id);
      holdWhileBusy(slot);
      if (message.type === 'failed') {
        waiting.reject(new Error(message.message));
        return;
      }
      const page = new Response(message.body, {
        status: message.status,
        statusText: message.statusText,
        headers: new Headers(message.headers),
      });
      if (message.scriptHashes) hashedPages.set(page, message.scriptHashes);
      if (message.brotli) {
        const { buffer, byteOffset, byteLength } = message.brotli;
        offerEncoded(page, 'br', Buffer.from(buffer, byteOffset, byteLength));
      }
      waiting.resolve(page);
    });
    worker.on('error', (error) => {
      lastError = error;
    });
    worker.once('exit', (code) => {
      clearTimeout(slot.idleTimer);
      if (slots[index] === slot) slots[index] = undefined;
      const error = new Error(
        `page render worker ended (exit code ${code})${lastError ? `: ${lastError.stack ?? lastError.message}` : ''}`,
      );
      failedToLoad(error);
      for (const waiting of slot.waiting.values()) waiting.reject(error);
      slot.waiting.clear();
    });
    return slot;
  }

  /**
   * The loaded worker with the fewest renders under way (one still loading only when none has loaded).
   * When every worker has a render under way, an empty place (a stopped or crashed worker's) gets a new
   * one, which takes renders once it has loaded the build.
   */
  function pick(): Slot {
    const better = (a: Slot, b: Slot) => (a.loaded === b.loaded ? a.waiting.size < b.waiting.size : a.loaded);
    let best: Slot | undefined;
    for (const slot of slots) if (slot && (!best || better(slot, best))) best = slot;
    const empty = slots.indexOf(undefined);
    if (empty < 0 || (best?.loaded && best.waiting.size === 0)) return best!;
    const fresh = (slots[empty] = start(empty));
    return best ?? fresh;
  }

  for (let index = 0; index < size; index += 1) slots[index] = start(index);
  try {
    await Promise.all(slots.map((slot) => slot!.ready));
  } catch (error) {
    // A build that cannot load stops start-up, as it does when the main thread imports it.
    await Promise.all(slots.map((slot) => slot?.worker.terminate()));
    throw error;
  }
  started = true;
  for (const slot of slots) if (slot) holdWhileBusy(slot);

  return {
    async render(request, context) {
      if (closing) throw new Error('the page render workers are stopped');
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const body = hasBody ? await request.arrayBuffer() : undefined;
      // The worker keeps the page's public reads under the version read here (decision 0110).
      const readsVersion = context.readsVersion && (await context.readsVersion());
      const slot = pick();
      lastId += 1;
      const id = lastId;
      // A reader who goes away aborts the render in the worker, as React Router's handler is aborted in-thread.
      const abort = () => slot.worker.postMessage({ type: 'abort', id });
      const page = new Promise<Response>((resolve, reject) => slot.waiting.set(id, { context, resolve, reject }));
      holdWhileBusy(slot);
      const send = () => {
        const message = {
          type: 'render',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
          siteId: context.siteId,
          nonce: context.nonce,
          readsVersion,
        };
        slot.worker.postMessage(message, body ? [body] : []);
        if (request.signal.aborted) abort();
        else request.signal.addEventListener('abort', abort, { once: true });
      };
      // A worker that ends before it has loaded fails this render when it exits.
      slot.ready.then(send, () => {});
      try {
        return await page;
      } finally {
        request.signal.removeEventListener('abort', abort);
      }
    },
    workers: () => slots.filter(Boolean).length,
    async close() {
      closing = true;
      await Promise.all(
        slots.map(async (slot) => {
          if (!slot) return;
          clearTimeout(slot.idleTimer);
          // Held while it stops: an unreferenced worker's exit cannot keep the process waiting for it.
          slot.worker.ref();
          await slot.worker.terminate();
        }),
      );
    },
  };
}
