import { describe, expect, it } from 'vitest';
import { handleEvents, handleFeedback } from './handlers';
import { PEER_HEADER } from './client-address';
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
      [await feedback({ pathname: '/x/introduction/', helpful: 'yes', comment: 'a\u0000b' }), 400, /control/],
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
    const deps = depsFor(store(), { perMinute: 2 });
    const send = (peer: string) =>
      handleFeedback(
        post(
          '/api/feedback',
          { pathname: '/x/introduction/', helpful: 'yes' },
          { headers: { [PEER_HEADER]: peer } },
        ),
        deps,
      );
    expect((await send('192.0.2.1')).status).toBe(201);
    expect((await send('192.0.2.1')).status).toBe(201);
    const limited = await send('192.0.2.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send('192.0.2.2')).status).toBe(201);
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

  it('stores the valid events of a batch, reports the others, and refuses oversized batches', async () => {
    const before = (await store().listEvents()).length;
    const mixed = await events({ events: [pageView, { ...pageView, name: 'web_vitals', metric: 'XYZ' }] });
    expect(mixed.status).toBe(201);
    const body = (await mixed.json()) as { stored: number; rejected: { index: number; error: string }[] };
    expect(body.stored).toBe(1);
    expect(body.rejected).toEqual([{ index: 1, error: expect.stringMatching(/metric|name/) }]);
    const allBad = await events({ events: [{ ...pageView, title: 7 }] });
    expect(allBad.status).toBe(400);
    expect(await error(allBad)).toMatch(/events\.0/);
    expect((await events({ events: Array(51).fill(pageView) })).status).toBe(400);
    expect((await events({ events: [] })).status).toBe(400);
    expect((await store().listEvents()).length).toBe(before + 1);
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
