import { describe, expect, it } from 'vitest';
import { overBudget, scriptUrls } from './page-weight';

describe('page-weight budgets', () => {
  const budgets = { guide: 160, api: 155, home: 160 };

  it('names a page over its type budget, with its weight and the budget', () => {
    const failures = overBudget(
      [
        { route: '/x/a/', type: 'guide', jsGzipBytes: 161 * 1024 },
        { route: '/x/api/b/', type: 'api', jsGzipBytes: 154 * 1024 },
        { route: '/', type: 'home', jsGzipBytes: 160 * 1024 },
      ],
      budgets,
    );
    expect(failures).toEqual(['/x/a/ (guide page): 161.0 KB of gzipped JavaScript, budget 160 KB']);
  });

  it('judges each type by its own budget', () => {
    expect(overBudget([{ route: '/x/api/b/', type: 'api', jsGzipBytes: 156 * 1024 }], budgets)).toHaveLength(
      1,
    );
    expect(overBudget([{ route: '/x/a/', type: 'guide', jsGzipBytes: 156 * 1024 }], budgets)).toEqual([]);
  });

  it('counts script tags and script preloads, not the noModule polyfill', () => {
    const html =
      '<script src="/_next/a.js"></script><script noModule src="/_next/poly.js"></script>' +
      '<link rel="preload" as="script" href="/_next/b.js"/><link rel="stylesheet" href="/_next/c.css"/>';
    expect(scriptUrls(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });
});
