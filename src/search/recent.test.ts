// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, rememberSearch } from './recent';

describe('recent searches', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without duplicates (ignoring case), at most six', () => {
    for (const q of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) rememberSearch(q);
    rememberSearch('C');
    expect(readRecent()).toEqual(['C', 'g', 'f', 'e', 'd', 'b']);
  });

  it('survives a corrupt stored value and ignores blank queries', () => {
    localStorage.setItem('mui-docs-recent-searches', '{not json');
    expect(readRecent()).toEqual([]);
    expect(rememberSearch('   ')).toEqual([]);
  });
});
