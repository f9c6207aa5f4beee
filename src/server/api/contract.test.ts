import { describe, expect, it } from 'vitest';
import { handleEvents, handleFeedback } from './handlers';
import { backends, depsFor, post, suiteStore } from './test-kit';

const pageView = {
  name: 'page_view',
  pathname: '/x/introduction/',
  title: 'Introduction',
  productId: 'x-introduction',
  productCategoryId: 'x',
};

describe.each(backends())('the storage contract on $name', ({ open }) => {
  const store = suiteStore(open);

  const feedback = (body: unknown, init?: Parameters<typeof post>[2]) =>
    handleFeedback(post('/api/feedback', body, init), depsFor(store()));
  const events = (body: unknown, init?: Parameters<typeof post>[2]) =>
    handleEvents(post('/api/events', body, init), depsFor(store()));
  const error = async (response: Response) => ((await response.json()) as { error: string }).error;

  it('migrates again without harm', async () => {
    await store().migrate();
    await store().migrate();
  });

  it('stores valid feedback and lists it newest first', async () => {
    expect((await feedback({ pathname: '/x/introduction/', helpful: 'yes' })).status).toBe(201);
    const response = await feedback({
      pathname: '/x/react-data-grid/sorting/',
      helpful: 'no',
      comment: '  The <script>alert(1)</script> example is missing.  ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, stored: 1 });
    const stored = await store().listFeedback();
    expect(stored.map((f) => [f.pathname, f.helpful, f.comment])).toEqual([
      ['/x/react-data-grid/sorting/', 'no', 'The <script>alert(1)</script> example is missing.'],
      ['/x/introduction/', 'yes', undefined],
    ]);
  });

  it('answers each kind of bad request with a 4xx and a reason, storing nothing', async () => {
    const before = (await store().listFeedback()).length;
    const cases: [Response, number, RegExp][] = [
      [await feedback({ pathname: '/x/introduction/', helpful: true }), 400, /helpful/],
      [
        await feedback({ pathname: '/x/introduction/', helpful: 'yes', extra: 1 }),
        400,
        /extra|unrecognized/i,
      ],
      [
        await feedback({ pathname: '/x/introduction/', helpful: 'yes', comment: 'x'.repeat(2001) }),
        400,
        /comment/,
      ],
      [
        await feedback({ pathname: '/etc/passwd', helpful: 'yes' }),
        400,
        /pathname: is not a page of this site/,
      ],
      [await feedback(null, { raw: '{"pathname": ' }), 400, /not valid JSON/],
      [await feedback(null, { raw: '' }), 400, /empty/],
      [
        await feedback({ pathname: '/x/introduction/', helpful: 'yes', comment: 'x'.repeat(9000) }),
        413,
        /at most/,
      ],
      [
        await feedback(
          { pathname: '/x/introduction/', helpful: 'yes' },
          { headers: { 'content-type': 'text/html' } },
        ),
        415,
        /JSON/,
      ],
      [
        await feedback(
          { pathname: '/x/introduction/', helpful: 'yes' },
          { headers: { origin: 'https://evil.example' } },
        ),
        403,
        /evil\.example/,
      ],
      [
        await feedback({ pathname: '/x/introduction/', helpful: 'yes', comment: 'a\u0000b' }),
        400,
        /control characters/,
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await error(response)).toMatch(message);
    }
    expect((await store().listFeedback()).length).toBe(before);
  });

  it('refuses a request without Origin unless the browser says it is same-origin', async () => {
    const bare = post('/api/feedback', { pathname: '/x/introduction/', helpful: 'yes' });
    bare.headers.delete('origin');
    expect((await handleFeedback(bare, depsFor(store()))).status).toBe(403);
    const sameOrigin = post(
      '/api/feedback',
      { pathname: '/x/introduction/', helpful: 'yes' },
      { headers: { 'sec-fetch-site': 'same-origin' } },
    );
    sameOrigin.headers.delete('origin');
    expect((await handleFeedback(sameOrigin, depsFor(store()))).status).toBe(201);
  });

  it('limits each client per minute with a 429 and Retry-After', async () => {
    const deps = depsFor(store(), 2);
    const send = (ip: string) =>
      handleFeedback(
        post(
          '/api/feedback',
          { pathname: '/x/introduction/', helpful: 'yes' },
          { headers: { 'x-forwarded-for': ip } },
        ),
        deps,
      );
    expect((await send('10.0.0.1')).status).toBe(201);
    expect((await send('10.0.0.1')).status).toBe(201);
    const limited = await send('10.0.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('10.0.0.2')).status).toBe(201);
  });

  it('stores a batch of events in one go, including a sendBeacon text/plain body', async () => {
    const before = (await store().listEvents()).length;
    const click = {
      name: 'click',
      pathname: '/x/introduction/',
      category: 'nav',
      action: 'open',
      label: 'Data Grid',
    };
    const response = await events(
      { events: [pageView, click] },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    );
    expect(response.status).toBe(201);
    const stored = (await store().listEvents()).slice(before);
    expect(stored.map((e) => [e.name, e.pathname, e.payload])).toEqual([
      [
        'page_view',
        '/x/introduction/',
        { title: 'Introduction', productId: 'x-introduction', productCategoryId: 'x' },
      ],
      ['click', '/x/introduction/', { category: 'nav', action: 'open', label: 'Data Grid' }],
    ]);
  });

  it('rejects a whole batch when one event is invalid, and oversized batches', async () => {
    const before = (await store().listEvents()).length;
    const bad = await events({ events: [pageView, { ...pageView, name: 'web_vitals', metric: 'XYZ' }] });
    expect(bad.status).toBe(400);
    expect(await error(bad)).toMatch(/events\.1/);
    expect((await events({ events: Array(51).fill(pageView) })).status).toBe(400);
    expect((await events({ events: [] })).status).toBe(400);
    expect((await store().listEvents()).length).toBe(before);
  });

  it('answers 503, not a false acknowledgement, when the store fails', async () => {
    const broken = { ...depsFor(store()), store: async () => Promise.reject(new Error('disk full')) };
    const response = await handleFeedback(
      post('/api/feedback', { pathname: '/x/introduction/', helpful: 'yes' }),
      broken,
    );
    expect(response.status).toBe(503);
  });
});
