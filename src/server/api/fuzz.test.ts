import { describe, expect, it } from 'vitest';
import { handleEvents, handleFeedback } from './handlers';
import { backends, depsFor, PAGES, post, suiteStore } from './test-kit';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}

const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  "'; DROP TABLE feedback; --",
  '../../etc/passwd',
  '\u0000\u0001',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓',
  'x'.repeat(5000),
  '',
  '{"nested": "json"}',
];

/**
 * At least 1,000 malformed or hostile requests, with a valid one every tenth request. No
 * answer may be a 5xx, no invalid row may be stored, and every valid request must be stored.
 */
describe.each(backends())('fuzzing the endpoints on $name', ({ open }) => {
  const store = suiteStore(open);

  it('survives 1,100 hostile requests and stores exactly the valid ones', async () => {
    const r = random(20261122);
    const deps = depsFor(store());
    const pages = [...PAGES];
    const validFeedback: string[] = [];
    let validEvents = 0;
    const statuses = new Map<number, number>();

    const randomValue = (depth = 0): unknown => {
      switch (r.int(depth > 2 ? 5 : 7)) {
        case 0:
          return r.pick(HOSTILE_STRINGS);
        case 1:
          return r.next() * 1e12 - 5e11;
        case 2:
          return r.pick([true, false, null]);
        case 3:
          return r.pick([NaN, Infinity, -0, 1e308]).toString();
        case 4:
          return r.pick(pages);
        case 5:
          return Array.from({ length: r.int(4) }, () => randomValue(depth + 1));
        default:
          return Object.fromEntries(
            Array.from({ length: r.int(4) }, (_, i) => [
              r.pick(['pathname', 'helpful', 'comment', 'events', 'name', `k${i}`]),
              randomValue(depth + 1),
            ]),
          );
      }
    };

    const hostileFeedback = (): Request => {
      const valid = { pathname: r.pick(pages), helpful: r.pick(['yes', 'no']), comment: 'fine' };
      switch (r.int(9)) {
        case 0:
          return post('/api/feedback', randomValue());
        case 1:
          return post('/api/feedback', {
            ...valid,
            [r.pick(['pathname', 'helpful', 'comment'])]: randomValue(),
          });
        case 2:
          return post('/api/feedback', {
            ...valid,
            pathname: r.pick(['/x/nope/', '/x/introduction', 'javascript:alert(1)', '']),
          });
        case 3:
          return post('/api/feedback', { ...valid, unknown: r.pick(HOSTILE_STRINGS) });
        case 4:
          return post('/api/feedback', null, { raw: JSON.stringify(valid).slice(0, r.int(30)) });
        case 5:
          return post('/api/feedback', { ...valid, comment: 'y'.repeat(20_000 + r.int(50_000)) });
        case 6:
          return post('/api/feedback', valid, {
            headers: { origin: r.pick(['https://evil.example', 'null', 'not a url']) },
          });
        case 7:
          return post('/api/feedback', valid, {
            headers: { 'content-type': r.pick(['text/html', 'multipart/form-data', '']) },
          });
        default:
          return post('/api/feedback', { ...valid, helpful: r.pick(['YES', 'maybe', 1, ['yes']]) });
      }
    };

    const hostileEvents = (): Request => {
      const valid = { name: 'click', pathname: r.pick(pages), category: 'c', action: 'a' };
      switch (r.int(5)) {
        case 0:
          return post('/api/events', randomValue());
        case 1:
          return post('/api/events', {
            events: [valid, { ...valid, name: r.pick(['drop', 'page_view', 42]) }],
          });
        case 2:
          return post('/api/events', { events: Array(51 + r.int(100)).fill(valid) });
        case 3:
          return post('/api/events', {
            events: [
              {
                ...valid,
                name: 'web_vitals',
                metric: 'LCP',
                value: r.pick([-1, 1e9, 'fast']),
                rating: 'good',
                id: 'v',
              },
            ],
          });
        default:
          return post('/api/events', { events: valid });
      }
    };

    for (let i = 0; i < 1100; i += 1) {
      let request: Request;
      let valid = false;
      if (i % 10 === 9) {
        valid = true;
        if (r.next() < 0.5) {
          const comment = `valid ${i} ${r
            .pick(HOSTILE_STRINGS)
            .slice(0, 100)
            .replace(/[\u0000-\u001f]/g, '')}`.trim();
          const body = { pathname: r.pick(pages), helpful: r.pick(['yes', 'no']), comment };
          validFeedback.push(`${body.pathname}|${body.helpful}|${comment}`);
          request = post('/api/feedback', body);
        } else {
          validEvents += 1;
          request = post('/api/events', {
            events: [{ name: 'search_no_results', pathname: r.pick(pages), query: `q${i}` }],
          });
        }
      } else {
        request = r.next() < 0.6 ? hostileFeedback() : hostileEvents();
      }
      const path = new URL(request.url).pathname;
      const sent = await request.clone().text();
      const response = await (path === '/api/feedback'
        ? handleFeedback(request, deps)
        : handleEvents(request, deps));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `request ${i}`).toBeLessThan(500);
      if (valid) expect(response.status, `valid request ${i}`).toBe(201);
      // A mutation can happen to produce a valid body; what was accepted must then be stored.
      if (!valid && response.status === 201) {
        const body = JSON.parse(sent) as {
          pathname: string;
          helpful: string;
          comment?: string;
          events?: unknown[];
        };
        if (path === '/api/feedback')
          validFeedback.push(`${body.pathname}|${body.helpful}|${body.comment?.trim() || undefined}`);
        // Only a batch's valid events are stored; the answer says how many.
        else validEvents += ((await response.clone().json()) as { stored: number }).stored;
      }
    }

    // Exactly what was acknowledged is stored, and every stored row passes validation.
    const feedback = await store().listFeedback();
    expect(feedback.map((f) => `${f.pathname}|${f.helpful}|${f.comment}`).sort()).toEqual(
      validFeedback.sort(),
    );
    for (const f of feedback)
      expect(
        deps.schemas.feedback.safeParse(
          f.comment
            ? { pathname: f.pathname, helpful: f.helpful, comment: f.comment }
            : { pathname: f.pathname, helpful: f.helpful },
        ).success,
      ).toBe(true);
    const events = await store().listEvents();
    expect(events).toHaveLength(validEvents);
    for (const e of events)
      expect(deps.schemas.event.safeParse({ name: e.name, pathname: e.pathname, ...e.payload }).success).toBe(
        true,
      );
    // Every kind of refusal was exercised.
    for (const status of [400, 403, 413, 415])
      expect(statuses.get(status), `status ${status}`).toBeGreaterThan(0);
  }, 120_000);
});
