import { describe, expect, it } from 'vitest';
import { searchTerms, searchWith, type PagefindApi } from './pagefind';

/** A Pagefind stand-in with one record, found by any query made only of its words. */
function fakePagefind(words: string[]) {
  const calls: { query: string; filters: unknown }[] = [];
  const api: PagefindApi = {
    options: async () => {},
    init: async () => {},
    search: async (query, options) => {
      calls.push({ query, filters: options?.filters });
      const found = query.split(' ').every((w) => words.includes(w.toLowerCase()));
      return {
        results: found
          ? [
              {
                id: 'r1',
                score: 1,
                data: async () => ({
                  url: '/x/react-charts/quickstart/',
                  excerpt: '',
                  meta: { title: 'Quickstart', kind: 'Guide' },
                }),
              },
            ]
          : [],
      };
    },
  };
  return { api, calls };
}

describe('searchTerms', () => {
  it('drops the words of a question, unless nothing else is left', () => {
    expect(searchTerms('How do I hide a column')).toBe('hide column');
    expect(searchTerms('how to')).toBe('how to');
  });
});

describe('searchWith', () => {
  it('passes the filters to every search, with the page-level and guide searches', async () => {
    const { api, calls } = fakePagefind(['legend']);
    await searchWith(api, 'legend', { product: { any: ['charts', 'suite'] } });
    expect(calls.map((c) => c.filters)).toEqual([
      { product: { any: ['charts', 'suite'] } },
      { product: { any: ['charts', 'suite'] }, level: 'page' },
      { product: { any: ['charts', 'suite'] }, kind: 'guide' },
    ]);
  });

  it('keeps the reader’s kind filter: no guide search beside a props filter', async () => {
    const { api, calls } = fakePagefind(['legend']);
    await searchWith(api, 'legend', { kind: { any: ['member'] } });
    expect(calls.map((c) => c.filters)).toEqual([
      { kind: { any: ['member'] } },
      { kind: { any: ['member'] }, level: 'page' },
    ]);
  });

  it('searches the opening words of a long query that finds nothing whole', async () => {
    const { api } = fakePagefind(['mui', 'x:', 'chartcontainer', 'not', 'have', '`height`']);
    const answer = await searchWith(
      api,
      'MUI X: ChartContainer does not have `height` prop, and its container',
    );
    expect(answer.hits.map((h) => h.url)).toEqual(['/x/react-charts/quickstart/']);
    expect(answer.total).toBe(1);
  });
});
