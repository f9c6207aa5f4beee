/** Most pages (and other files that are not build assets) the worker keeps for offline reading. */
export const MAX_PAGES = 60;
/** Most hashed build assets (/_next/static/) it keeps: a page loads 20 to 40 of them. */
export const MAX_ASSETS = 300;

/**
 * The service worker's source (served as /x/sw.js, scope /x/). Each build embeds its own id,
 * so the file changes with every build and browsers install the new worker.
 *   - navigations: network first, keyed by path without the query string (`utm_*` and the like
 *     name the same page). The answer goes to the page at once and is stored in the background;
 *     a storage error (a full quota) is ignored, never taken for a network failure. When the
 *     network fails or the server answers 5xx, a stored copy is served, else an offline page;
 *   - hashed build assets (/_next/static/) never change: cache first;
 *   - other same-origin GETs without a query string: network first, stored like pages;
 *   - not handled (the browser fetches as if there were no worker): other methods, other
 *     origins, /api/, React Server Component payloads (`?_rsc=`, `RSC` header: they share the
 *     page's path, and the router falls back to a full load when one fails), and other files
 *     with a query string;
 *   - each cache is bounded (MAX_PAGES, MAX_ASSETS), the oldest entries go first.
 * A new worker takes over at once (skipWaiting, clients.claim); the page reloads once.
 * The source is plain JavaScript in a string so the test (worker.test.ts) runs the very bytes
 * browsers get.
 */
export function workerSource(buildId: string): string {
  return `// MUI X docs service worker, build ${JSON.stringify(buildId)}
const PAGES = ${JSON.stringify(`mui-docs-${buildId}-pages`)};
const ASSETS = ${JSON.stringify(`mui-docs-${buildId}-assets`)};
const LIMITS = { [PAGES]: ${MAX_PAGES}, [ASSETS]: ${MAX_ASSETS} };

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('mui-docs-') && !(k in LIMITS)).map((k) => caches.delete(k))))
      .catch(() => {})
      .then(() => self.clients.claim()),
  );
});

// Storage is best effort: a full quota, an evicted cache or a disabled Cache API must never
// cost the reader a page the network could give.
async function stored(name, key) {
  try {
    return (await (await caches.open(name)).match(key, { ignoreVary: true })) || null;
  } catch {
    return null;
  }
}

async function store(name, key, response) {
  try {
    const cache = await caches.open(name);
    await cache.put(key, response);
    // keys() lists the oldest entry first; put() moves a replaced entry to the end.
    const keys = await cache.keys();
    await Promise.all(keys.slice(0, Math.max(0, keys.length - LIMITS[name])).map((k) => cache.delete(k)));
  } catch {
    // Quota exceeded or storage unavailable: the reader already has the response.
  }
}

function storable(response) {
  return response.status === 200 && response.type === 'basic' && !/no-store/i.test(response.headers.get('cache-control') || '');
}

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');

// Built here rather than cached at install, so it shows even when nothing could be stored.
async function offlinePage() {
  let saved = [];
  try {
    const keys = await (await caches.open(PAGES)).keys();
    saved = keys.map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('/')).slice(-20).reverse();
  } catch {}
  const list = saved.length
    ? '<p>Pages saved on this device:</p><ul>' + saved.map((p) => '<li><a href="' + escapeHtml(p) + '">' + escapeHtml(p) + '</a></li>').join('') + '</ul>'
    : '';
  const body = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline - MUI X</title>' +
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1c2025;background:#fff}a{color:#0b5cad}@media (prefers-color-scheme:dark){body{color:#e5eaf2;background:#0c1116}a{color:#66b2ff}}</style></head>' +
    '<body><main><h1>You are offline</h1><p>This page has not been saved for reading offline.</p><p><a href="">Try again</a></p>' + list + '</main></body></html>';
  return new Response(body, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
    },
  });
}

async function networkFirst(event, key, isPage) {
  let response;
  try {
    response = await fetch(event.request);
  } catch (error) {
    const copy = await stored(PAGES, key);
    if (copy) return copy;
    if (isPage) return offlinePage();
    throw error;
  }
  if (response.status >= 500) return (await stored(PAGES, key)) || response;
  if (storable(response)) event.waitUntil(store(PAGES, key, response.clone()));
  return response;
}

async function cacheFirst(event) {
  const key = event.request.url;
  const copy = await stored(ASSETS, key);
  if (copy) return copy;
  const response = await fetch(event.request);
  if (storable(response)) event.waitUntil(store(ASSETS, key, response.clone()));
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.searchParams.has('_rsc') || request.headers.has('rsc')) return;
  if (url.pathname.startsWith('/_next/static/')) return event.respondWith(cacheFirst(event));
  if (request.mode === 'navigate') return event.respondWith(networkFirst(event, url.origin + url.pathname, true));
  if (url.search) return;
  event.respondWith(networkFirst(event, url.href, false));
});
`;
}
