/**
 * What a hostile but bounded client tried, one finding a test (issue 13), against SQLite and
 * PostgreSQL. The server-level half (a real server, a held lock, spoofed headers over HTTP)
 * is tests/e2e/hostile-server.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { PEER_HEADER } from './client-address';
import { handleEvents, handleFeedback } from './handlers';
import { backends, depsFor, post, suiteStore } from './test-kit';

const page = '/x/introduction/';
const search = (query: string) => ({ name: 'search_no_results', pathname: page, query });
const pageView = {
  name: 'page_view',
  pathname: page,
  title: 'Intro',
  productId: 'x',
  productCategoryId: 'x',
};

describe.each(backends())('hostile requests on $name', ({ open }) => {
  const store = suiteStore(open);
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as { error?: string; stored?: number; duplicate?: boolean },
  });

  it('1. a spoofed X-Forwarded-For does not reset the limit: the socket address counts', async () => {
    const deps = depsFor(store(), { perMinute: 5 });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const request = post(
        '/api/feedback',
        { pathname: page, helpful: 'yes' },
        { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` } },
      );
      statuses.push((await handleFeedback(request, deps)).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it('1. behind one trusted proxy, a prepended address does not help either', async () => {
    const deps = depsFor(store(), { perMinute: 3, hops: 1 });
    const send = (spoofed: string) =>
      handleFeedback(
        post(
          '/api/feedback',
          { pathname: page, helpful: 'no' },
          // The proxy appended the address it saw; the peer is the proxy itself.
          { headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.20`, [PEER_HEADER]: '10.0.0.2' } },
        ),
        deps,
      );
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(`203.0.113.${i}`)).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
  });

  it('1. the limit counts events, not requests', async () => {
    const deps = depsFor(store(), { perMinute: 120 });
    const batch = { events: Array.from({ length: 50 }, (_, i) => search(`q${i}`)) };
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await handleEvents(post('/api/events', batch), deps)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('1. a site-wide ceiling on rows a minute holds whatever the mix of clients', async () => {
    const deps = depsFor(store(), { rowsPerMinute: 100 });
    const before = (await store().listEvents()).length;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 40; i += 1) {
      const request = post(
        '/api/events',
        { events: Array.from({ length: 10 }, (_, j) => search(`c${i}-${j}`)) },
        { headers: { [PEER_HEADER]: `192.0.2.${i}` } },
      );
      const status = (await handleEvents(request, deps)).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(201)).toBe(10);
    expect(statuses.get(503)).toBe(30);
    expect((await store().listEvents()).length - before).toBe(100);
  });

  it('6. a lone surrogate is refused with 400; a long emoji text is counted in code points', async () => {
    const deps = depsFor(store());
    const lone = await answer(
      await handleFeedback(
        post('/api/feedback', { pathname: page, helpful: 'no', comment: 'a\ud800b' }),
        deps,
      ),
    );
    expect(lone.status).toBe(400);
    expect(lone.body.error).toMatch(/well-formed/);
    const trailing = await answer(
      await handleEvents(post('/api/events', { events: [search('\udc00')] }), deps),
    );
    expect(trailing.status).toBe(400);
    // 200 emoji are 400 UTF-16 units but 200 characters: within the query's limit.
    const emoji = await answer(
      await handleEvents(post('/api/events', { events: [search('🔎'.repeat(200))] }), deps),
    );
    expect(emoji.status).toBe(201);
    const stored = (await store().listEvents()).at(-1)!;
    expect(stored.payload.query).toBe('🔎'.repeat(200));
  });

  it('7. one bad event does not lose the batch', async () => {
    const deps = depsFor(store());
    const before = (await store().listEvents()).length;
    const response = await answer(
      await handleEvents(post('/api/events', { events: [pageView, search('x'.repeat(240))] }), deps),
    );
    expect(response).toMatchObject({ status: 201, body: { stored: 1 } });
    expect((await store().listEvents()).slice(before).map((e) => e.name)).toEqual(['page_view']);
  });

  it('8. C1 controls and bidirectional overrides are refused', async () => {
    const deps = depsFor(store());
    for (const character of ['\u0085', '\u009b', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const response = await handleFeedback(
        post('/api/feedback', { pathname: page, helpful: 'no', comment: `fine ${character}txt.exe` }),
        deps,
      );
      expect(response.status, `U+${character.codePointAt(0)!.toString(16)}`).toBe(400);
    }
    // Right-to-left text itself is welcome.
    const hebrew = await handleFeedback(
      post('/api/feedback', { pathname: page, helpful: 'yes', comment: 'תודה' }),
      deps,
    );
    expect(hebrew.status).toBe(201);
  });

  it('9. the Origin check compares scheme and port, and trusts SITE_URL over Host', async () => {
    const deps = depsFor(store());
    const body = { pathname: page, helpful: 'yes' };
    const https = await handleFeedback(
      post('/api/feedback', body, { headers: { origin: 'https://docs.test' } }),
      deps,
    );
    expect(https.status).toBe(403);
    const port = await handleFeedback(
      post('/api/feedback', body, { headers: { origin: 'http://docs.test:8080' } }),
      deps,
    );
    expect(port.status).toBe(403);
    const site = { ...deps, siteUrl: 'https://docs.example' };
    const forged = await handleFeedback(
      post('/api/feedback', body, { headers: { host: 'evil.example', origin: 'http://evil.example' } }),
      site,
    );
    expect(forged.status).toBe(403);
    const real = await handleFeedback(
      post('/api/feedback', body, { headers: { host: 'internal:3000', origin: 'https://docs.example' } }),
      site,
    );
    expect(real.status).toBe(201);
  });

  it('10. a retried post with the same idempotency key is stored once', async () => {
    const deps = depsFor(store());
    const feedbackBefore = (await store().listFeedback()).length;
    const eventsBefore = (await store().listEvents()).length;
    const feedback = { key: 'retry-feedback-0001', pathname: page, helpful: 'yes', comment: 'Once' };
    const first = await answer(await handleFeedback(post('/api/feedback', feedback), deps));
    const again = await answer(await handleFeedback(post('/api/feedback', feedback), deps));
    expect(first).toMatchObject({ status: 201, body: { stored: 1 } });
    expect(again).toMatchObject({ status: 200, body: { stored: 0, duplicate: true } });
    // The same key in a header, sent twice at once (a retry racing the original).
    const batch = { events: [pageView, search('twice')] };
    const init = { headers: { 'idempotency-key': 'retry-events-00000002' } };
    const both = await Promise.all([
      handleEvents(post('/api/events', batch, init), deps),
      handleEvents(post('/api/events', batch, init), deps),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect((await store().listFeedback()).length - feedbackBefore).toBe(1);
    expect((await store().listEvents()).length - eventsBefore).toBe(2);
    const malformed = await handleEvents(
      post('/api/events', batch, { headers: { 'idempotency-key': 'short' } }),
      deps,
    );
    expect(malformed.status).toBe(400);
  });
});
