/*
 * The school site's service worker (decision 0057).
 * - Page navigations: network first; without network, the kept offline page ("网络不可用").
 * - /assets/** (hashed, immutable build files): cache first, kept only when the reply allows it.
 * - Everything else (/apis, video keys, playlists and segments, uploads, the manifest) is left to
 *   the browser as if there were no worker: nothing of a reader's own is ever kept here.
 * The build writes the website's source hash over BUILD (scripts/build.mjs), so each deployment
 * installs a new worker, which deletes the caches of the one before.
 */
const BUILD = 'development';
const CACHE = `school-shell-${BUILD}`;
const OFFLINE_PAGE = ['/offline.html', '/offline.js'];
const MAX_ASSETS = 300;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(OFFLINE_PAGE.map((url) => new Request(url, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

/** A reply may be kept only when it is whole and says nothing against keeping it. */
function mayKeep(response) {
  const cacheControl = response.headers.get('cache-control') || '';
  return response.status === 200 && response.type === 'basic' && !/no-store|private/i.test(cacheControl);
}

async function trimAssets(cache) {
  const keys = await cache.keys();
  const assets = keys.filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((request) => cache.delete(request)));
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (mayKeep(response)) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

async function networkFirstPage(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE_PAGE[0]);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (OFFLINE_PAGE.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((hit) => hit || fetch(request)));
  }
});
