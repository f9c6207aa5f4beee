import { describe, expect, it } from 'vitest';
import { workerSource } from './worker';

describe('workerSource', () => {
  it('is byte-different for every build, so browsers install the new worker', () => {
    expect(workerSource('build-a')).not.toBe(workerSource('build-b'));
    expect(workerSource('build-a')).toBe(workerSource('build-a'));
  });

  it('caches per build, never answers for the API, and falls back to the cache only offline', () => {
    const source = workerSource('b1');
    expect(source).toContain('const CACHE = "mui-docs-b1"');
    expect(source).toContain("url.pathname.startsWith('/api/')");
    // Network first: the cache is read in the catch branch only.
    expect(source.indexOf('await fetch(request)')).toBeLessThan(source.indexOf('cache.match(request)'));
  });
});
