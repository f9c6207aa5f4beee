/**
 * The service worker's source (served as /x/sw.js, scope /x/). Each build embeds its own id,
 * so the file changes with every build and browsers install the new worker.
 *   - navigations and other GETs: network first, the answer cached; the cache is used only
 *     when the network fails, so a stale page is never served while the network answers;
 *   - hashed build assets (/_next/static/) never change: cache first.
 * A new worker takes over at once (skipWaiting, clients.claim); the page reloads once.
 */
export function workerSource(buildId: string): string {
  return `// MUI X docs service worker, build ${JSON.stringify(buildId)}
const CACHE = ${JSON.stringify(`mui-docs-${buildId}`)};

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mui-docs-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  event.respondWith(url.pathname.startsWith('/_next/static/') ? cacheFirst(request) : networkFirst(request));
});
`;
}
