import { CHUNK_RELOAD_MIN_INTERVAL_MS } from './constants';

/** After a deploy an old page may ask for a script chunk that is gone: reload, at most once a minute. */
export const CHUNK_RELOAD_AT_KEY = 'chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (reason: unknown) =>
  CHUNK_ERROR.test(reason instanceof Error ? reason.message : String(reason ?? ''));

/** Reloads unless a reload happened less than a minute ago; returns whether it reloaded. */
export function reloadForChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const last = Number(storage.getItem(CHUNK_RELOAD_AT_KEY)) || 0;
  if (now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  storage.setItem(CHUNK_RELOAD_AT_KEY, String(now));
  reload();
  return true;
}

export function listenForChunkErrors(): () => void {
  const reload = () => reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reload();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reload();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
