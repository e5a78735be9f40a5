// Renders pages in a worker thread of the render pool (core/render-pool.ts, decision 0090): React
// Router's request handlers over the website's server build (core/page-handlers.mjs), with a load
// context whose `callApi` answers a public read this thread has kept (core/page-reads.mjs, decision
// 0110) and asks the main thread to make any other call. Plain JavaScript, so the same file runs from
// the sources (tsx, the tests: Node 20's worker threads do not inherit tsx's loader) and, built by
// scripts/build.mjs, beside the built server.
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync } from 'node:zlib';
import { BROTLI_FIRST_QUALITY, brotliOptions, COMPRESSIBLE, readerEncoding } from './page-encoding.mjs';
import { createPageHandler } from './page-handlers.mjs';
import { createPageReads } from './page-reads.mjs';
import { ownScriptHashes } from './script-hashes.mjs';

/** @type {{ serverEntry: string; mode: string; pageReads: import('./page-reads.mjs').WorkerPageReadsOptions }} */
const { serverEntry, mode, pageReads: pageReadsOptions } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** The renders under way, by number, to abort when their reader goes away. */
const renders = new Map();
/** The calls this thread's renders wait on, by number. */
const calls = new Map();
let lastCall = 0;

/**
 * This thread's renders' public reads, kept a few seconds under the site's content version the main
 * thread sends with each render (decision 0110): a page's calls then seldom leave the thread.
 */
const pageReads = createPageReads(pageReadsOptions);

/** Asks the main thread to make one API call for render `id`; answers the JSON text. */
function callApiText(id, input) {
  lastCall += 1;
  const call = lastCall;
  return new Promise((resolve, reject) => {
    calls.set(call, { resolve, reject });
    port.postMessage({ type: 'call', id, call, input });
  });
}

const render = createPageHandler(await import(serverEntry), mode);

/** Renders one page and sends back its status, headers and whole body (or why it failed). */
async function renderOne({ id, method, url, headers, body, siteId, nonce, readsVersion }) {
  const controller = new AbortController();
  renders.set(id, controller);
  try {
    const request = new Request(url, { method, headers, signal: controller.signal, ...(body ? { body } : {}) });
    const context = {
      siteId,
      nonce,
      callApi: (input) => pageReads.read(siteId, readsVersion, input, () => callApiText(id, input)),
    };
    const response = await render(request, context);
    let bytes = null;
    let scriptHashes;
    if (response.body) {
      bytes = new Uint8Array(await response.arrayBuffer());
      // The page's own scripts are hashed here, not on the main thread (decision 0097).
      if (/^text\/html/i.test(response.headers.get('content-type') ?? '')) {
        scriptHashes = ownScriptHashes(bytes, nonce);
      }
    }
    // A page for a reader who takes brotli is compressed here too, off the main thread (decision 0097).
    const brotli =
      bytes &&
      COMPRESSIBLE.test(response.headers.get('content-type') ?? '') &&
      readerEncoding(request.headers.get('accept-encoding')) === 'br'
        ? brotliCompressSync(bytes, brotliOptions(bytes.length, BROTLI_FIRST_QUALITY))
        : undefined;
    port.postMessage(
      {
        type: 'rendered',
        id,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers],
        body: bytes,
        scriptHashes,
        brotli,
      },
      [...(bytes ? [bytes.buffer] : []), ...(brotli ? [brotli.buffer] : [])],
    );
  } catch (error) {
    port.postMessage({
      type: 'failed',
      id,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  } finally {
    renders.delete(id);
  }
}

port.on('message', (message) => {
  if (message.type === 'render') {
    void renderOne(message);
    return;
  }
  if (message.type === 'abort') {
    renders.get(message.id)?.abort();
    return;
  }
  // type 'called': the answer to one of this thread's calls.
  const waiting = calls.get(message.call);
  if (!waiting) return;
  calls.delete(message.call);
  // The answer comes as JSON text: cloning the parsed answer cost the main thread more than the call.
  if (message.error === undefined) waiting.resolve(message.result);
  else waiting.reject(new Error(message.error));
});
port.postMessage({ type: 'ready' });
