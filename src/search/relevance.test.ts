import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postSources } from '../../generated/blog-index';
import { pageSources } from '../../generated/content-index';
import type { ApiPageData } from '../api/types';
import { answers, rankOfWanted, relevanceReport, type RelevanceQuery } from './relevance';

const { queries } = JSON.parse(
  readFileSync(join(__dirname, '../../tests/search/relevance-queries.json'), 'utf8'),
) as { queries: RelevanceQuery[] };

/** The anchors a page has, or null when the site has no such page. */
function anchorsOf(pathname: string): string[] | null {
  const guide = pageSources[pathname];
  if (guide) return guide.headings.map((h) => h.id);
  const post = postSources.find((p) => `/blog/${p.slug}` === pathname);
  if (post) return post.headings.map((h) => h.id);
  const api = /^\/x\/api\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (api) {
    try {
      const file = join(__dirname, '../../generated/api/pages', api[1]!, `${api[2]}.json`);
      const page = JSON.parse(readFileSync(file, 'utf8')) as ApiPageData;
      return page.members.map((m) => `prop-${m.name}`);
    } catch {
      return null;
    }
  }
  return null;
}

describe('the relevance queries', () => {
  it('are at least 40, each asked once', () => {
    expect(queries.length).toBeGreaterThanOrEqual(40);
    expect(new Set(queries.map((q) => q.query.toLowerCase())).size).toBe(queries.length);
  });

  it.each(queries.map((q) => [q.query, q.want] as const))('%s wants pages that exist', (_, want) => {
    expect(want.length).toBeGreaterThan(0);
    for (const url of want) {
      const [path = '', anchor] = url.split('#');
      expect(path, url).toMatch(/\/$/);
      const anchors = anchorsOf(path.slice(0, -1));
      expect(anchors, `${url}: no such page`).not.toBeNull();
      if (anchor !== undefined) expect(anchors, `${url}: no such anchor`).toContain(anchor);
    }
  });
});

describe('rankOfWanted', () => {
  it('accepts any section of a page wanted without an anchor, and only the anchor wanted with one', () => {
    expect(answers('/x/a/#intro', '/x/a/')).toBe(true);
    expect(answers('/x/a/', '/x/a/#intro')).toBe(false);
    expect(answers('/x/a/#other', '/x/a/#intro')).toBe(false);
    expect(answers('/x/ab/', '/x/a/')).toBe(false);
    expect(rankOfWanted(['/x/b/', '/x/c/', '/x/a/#s'], ['/x/a/'])).toBe(3);
    expect(rankOfWanted(['/x/b/'], ['/x/a/'])).toBeNull();
  });

  it('counts a miss when the wanted page is fourth or absent', () => {
    const report = relevanceReport(
      [
        { query: 'one', want: ['/x/a/'] },
        { query: 'two', want: ['/x/a/'] },
      ],
      new Map([
        ['one', ['/x/a/']],
        ['two', ['/x/b/', '/x/c/', '/x/d/', '/x/a/']],
      ]),
    );
    expect(report).toMatchObject({ passed: 1, total: 2, share: 0.5 });
    expect(report.misses[0]).toMatchObject({ query: 'two', got: ['/x/b/', '/x/c/', '/x/d/'] });
  });
});
