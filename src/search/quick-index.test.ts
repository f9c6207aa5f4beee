import { describe, expect, it } from 'vitest';
import { rankEntries, type QuickEntry } from './quick-index';

const entries: QuickEntry[] = [
  { href: '/x/introduction/licensing/', title: 'Licensing' },
  {
    href: '/x/introduction/licensing/#license-key-installation',
    title: 'Licensing',
    section: 'License key installation',
  },
  { href: '/x/introduction/installation/', title: 'Installation' },
  { href: '/x/guides/telemetry/', title: 'Telemetry', plan: 'pro' },
  { href: '/x/guides/telemetry/#how-to-opt-out', title: 'Telemetry', section: 'How to opt out', plan: 'pro' },
];

describe('rankEntries', () => {
  it('needs every word of the query', () => {
    expect(rankEntries(entries, 'key install').map((e) => e.href)).toEqual([
      '/x/introduction/licensing/#license-key-installation',
    ]);
  });

  it('puts the page before its sections and word starts before inner matches', () => {
    expect(rankEntries(entries, 'licens')[0]?.href).toBe('/x/introduction/licensing/');
    expect(rankEntries(entries, 'install')[0]?.href).toBe('/x/introduction/installation/');
  });

  it('ignores case and accents, and returns nothing for an empty query', () => {
    expect(rankEntries(entries, 'TÉLÉMETRY').length).toBe(2);
    expect(rankEntries(entries, '   ')).toEqual([]);
  });

  it('limits the number of results', () => {
    expect(rankEntries(entries, 'i', 2)).toHaveLength(2);
  });
});
