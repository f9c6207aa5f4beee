import { describe, expect, it } from 'vitest';
import { MAX_ASSETS, MAX_PAGES, workerSource } from './worker';

const ORIGIN = 'https://docs.example';

/** One cache of a fake CacheStorage: insertion-ordered, like the real one. */
class FakeCache {
  entries = new Map<string, { body: ArrayBuffer; status: number; headers: Headers }>();
  constructor(private readonly storage: FakeCaches) {}
  async match(key: string | { url: string }) {
    const entry = this.entries.get(typeof key === 'string' ? key : key.url);
    return entry && new Response(entry.body, entry);
  }
  async put(key: string, response: Response) {
    await this.storage.beforePut();
    const entry = { body: await response.arrayBuffer(), status: response.status, headers: response.headers };
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => ({ url }));
  }
  async delete(key: { url: string }) {
    return this.entries.delete(key.url);
  }
}

class FakeCaches {
  caches = new Map<string, FakeCache>();
  /** Replaced by tests: a full quota throws here, a slow disk never resolves. */
  beforePut: () => Promise<void> = async () => {};
  broken = false;
  async open(name: string) {
    if (this.broken) throw new Error('SecurityError: the Cache API is disabled');
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache(this));
    return this.caches.get(name)!;
  }
  async keys() {
    return [...this.caches.keys()];
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  cache(kind: 'pages' | 'assets') {
    return [...this.caches.entries()].find(([name]) => name.endsWith(`-${kind}`))?.[1];
  }
}

type Handler = (event: unknown) => void;

/** Runs the served worker source against fakes of the browser's worker globals. */
function startWorker(network: (url: string) => Promise<Response>) {
  const handlers = new Map<string, Handler>();
  const storage = new FakeCaches();
  const fetched: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: () => {},
    clients: { claim: async () => {} },
  };
  const fetch = async (request: { url: string }) => {
    fetched.push(request.url);
    const response = await network(request.url);
    // Same-origin answers are "basic" in a browser; Node's Response says "default".
    Object.defineProperty(response, 'type', { value: 'basic' });
    return response;
  };
  new Function('self', 'caches', 'fetch', workerSource('test'))(self, storage, fetch);

  /** Dispatches a fetch event; `answer` is what the worker gave, or null when it let it through. */
  const request = (path: string, init: { mode?: string; method?: string; headers?: HeadersInit } = {}) => {
    let answer = null as Promise<Response> | null;
    const background: Promise<unknown>[] = [];
    handlers.get('fetch')!({
      request: {
        url: new URL(path, ORIGIN).href,
        method: init.method ?? 'GET',
        mode: init.mode ?? 'cors',
        headers: new Headers(init.headers),
      },
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => background.push(p),
    });
    return { answer, settled: () => Promise.all(background) };
  };
  const navigate = async (path: string) => {
    const { answer, settled } = request(path, { mode: 'navigate' });
    const response = await answer!;
    await settled();
    return response;
  };
  const activate = async () => {
    let done: Promise<unknown> = Promise.resolve();
    handlers.get('activate')!({ waitUntil: (p: Promise<unknown>) => (done = p) });
    await done;
  };
  return { storage, fetched, request, navigate, activate };
}

const page = (text: string, status = 200) =>
  new Response(`<h1>${text}</h1>`, { status, headers: { 'content-type': 'text/html' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('workerSource', () => {
  it('is byte-different for every build, so browsers install the new worker', () => {
    expect(workerSource('build-a')).not.toBe(workerSource('build-b'));
    expect(workerSource('build-a')).toBe(workerSource('build-a'));
  });
});

describe('the service worker', () => {
  it('serves pages when storing them fails (a full quota)', async () => {
    const worker = startWorker(async () => page('Licensing'));
    worker.storage.beforePut = async () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    for (const path of ['/x/a/', '/x/b/', '/x/c/', '/x/d/']) {
      const response = await worker.navigate(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>Licensing</h1>');
    }
  });

  it('serves pages when the Cache API itself fails', async () => {
    const worker = startWorker(async () => page('Licensing'));
    worker.storage.broken = true;
    expect(await (await worker.navigate('/x/a/')).text()).toBe('<h1>Licensing</h1>');
  });

  it('hands the response to the page before storing it', async () => {
    const worker = startWorker(async () => page('Sorting'));
    worker.storage.beforePut = () => new Promise(() => {}); // a disk that never answers
    const { answer } = worker.request('/x/sorting/', { mode: 'navigate' });
    expect(await (await answer!).text()).toBe('<h1>Sorting</h1>');
  });

  it('stores a page once, under its path without the query string', async () => {
    const worker = startWorker(async () => page('Sorting'));
    await worker.navigate('/x/sorting/?utm_source=newsletter&utm_medium=email');
    await worker.navigate('/x/sorting/?utm_source=twitter');
    expect([...worker.storage.cache('pages')!.entries.keys()]).toEqual([`${ORIGIN}/x/sorting/`]);
  });

  it('leaves RSC payloads, the API, other methods, other origins and query variants of files alone', async () => {
    const worker = startWorker(async () => page('x'));
    expect(worker.request('/x/sorting/?_rsc=abc12').answer).toBeNull();
    expect(worker.request('/x/sorting/', { headers: { RSC: '1' } }).answer).toBeNull();
    expect(worker.request('/api/events/').answer).toBeNull();
    expect(worker.request('/x/sorting/', { method: 'POST', mode: 'navigate' }).answer).toBeNull();
    expect(worker.request('https://www.googletagmanager.com/gtag/js').answer).toBeNull();
    expect(worker.request('/pagefind/fragment.pf_fragment?v=2').answer).toBeNull();
    expect(worker.storage.caches.size).toBe(0);
  });

  it('keeps at most MAX_PAGES pages and MAX_ASSETS assets, dropping the oldest', async () => {
    const worker = startWorker(async (url) => (url.endsWith('.js') ? new Response('chunk') : page(url)));
    for (let i = 0; i < MAX_PAGES + 5; i += 1) await worker.navigate(`/x/page-${i}/`);
    const pages = [...worker.storage.cache('pages')!.entries.keys()];
    expect(pages).toHaveLength(MAX_PAGES);
    expect(pages[0]).toBe(`${ORIGIN}/x/page-5/`);
    for (let i = 0; i < MAX_ASSETS + 3; i += 1) {
      const { answer, settled } = worker.request(`/_next/static/chunks/${i}.js`);
      await answer;
      await settled();
    }
    expect(worker.storage.cache('assets')!.entries.size).toBe(MAX_ASSETS);
  });

  it('answers hashed assets from the cache without asking the network again', async () => {
    const worker = startWorker(async () => new Response('chunk'));
    for (let i = 0; i < 2; i += 1) {
      const { answer, settled } = worker.request('/_next/static/chunks/app.js');
      expect(await (await answer!).text()).toBe('chunk');
      await settled();
    }
    expect(worker.fetched).toHaveLength(1);
  });

  it('serves the stored copy when the server answers 5xx, and the error when there is none', async () => {
    let status = 200;
    const worker = startWorker(async () => page(status === 200 ? 'Sorting' : 'Server error', status));
    await worker.navigate('/x/sorting/');
    status = 502;
    const copy = await worker.navigate('/x/sorting/');
    expect(copy.status).toBe(200);
    expect(await copy.text()).toBe('<h1>Sorting</h1>');
    const uncached = await worker.navigate('/x/filtering/');
    expect(uncached.status).toBe(502);
    // The error page is not stored over the good copy.
    expect(await (await worker.storage.cache('pages')!.match(`${ORIGIN}/x/sorting/`))!.text()).toBe(
      '<h1>Sorting</h1>',
    );
  });

  it('offline, serves stored pages, and an offline page naming them for the others', async () => {
    let network: (url: string) => Promise<Response> = async () => page('Sorting');
    const worker = startWorker((url) => network(url));
    await worker.navigate('/x/sorting/');
    network = offline;
    expect(await (await worker.navigate('/x/sorting/?utm_source=x')).text()).toBe('<h1>Sorting</h1>');
    const missing = await worker.navigate('/x/filtering/');
    expect(missing.status).toBe(503);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await missing.text();
    expect(html).toContain('You are offline');
    expect(html).toContain('<a href="/x/sorting/">/x/sorting/</a>');
  });

  it('offline with nothing storable, still shows the offline page', async () => {
    const worker = startWorker(offline);
    worker.storage.broken = true;
    expect(await (await worker.navigate('/x/sorting/')).text()).toContain('You are offline');
  });

  it('on activation, deletes the caches of earlier builds only', async () => {
    const worker = startWorker(async () => page('x'));
    await worker.storage.open('mui-docs-old-pages');
    await worker.storage.open('mui-docs-test-pages');
    await worker.storage.open('someone-else');
    await worker.activate();
    expect(await worker.storage.keys()).toEqual(['mui-docs-test-pages', 'someone-else']);
  });
});
