import { describe, expect, it } from 'vitest';
import { pageSources } from '../../../generated/content-index';
import type { ApiMember, ApiPageData } from '../types';
import { markSinceV7, replacementInNote, resolveRenames, type V7Page } from './since-v7';
import { V7_RENAMES, type V7Rename } from './v7-renames';

const V7 = { package: '@mui/x-data-grid', version: '7.29.13' };

function member(name: string): ApiMember {
  return { name, type: 'boolean', required: false, description: [] };
}

function page(names: string[], name = 'DataGrid'): ApiPageData {
  return {
    kind: 'component',
    product: 'data-grid',
    name,
    exportName: name,
    slug: 'data-grid',
    source: { package: '@mui/x-data-grid', version: '8.0.0-beta.3' },
    description: [],
    imports: [],
    members: names.map(member),
    slots: [],
    classes: [],
    usedIn: [],
  };
}

function v7(members: V7Page['members'], hidden: string[] = []): V7Page {
  return { source: V7, members, declared: new Set([...members.map((m) => m.name), ...hidden]) };
}

const compare = (previous: V7Page | undefined, exportedInV7 = false) => ({
  v7Package: V7,
  previous,
  exportedInV7,
});

describe('markSinceV7', () => {
  it('marks a prop v7 does not declare as new, and a renamed one as removed with the name its deprecation note gives', () => {
    const current = page(['rows', 'rowSpanning']);
    const previous = v7([
      { name: 'rows' },
      { name: 'unstable_rowSpanning', deprecated: ['Use ', { t: 'code', v: 'rowSpanning' }, ' instead.'] },
    ]);
    markSinceV7(current, new Set(['rows', 'rowSpanning']), compare(previous), []);
    expect(current.members.filter((m) => m.newInV8).map((m) => m.name)).toEqual(['rowSpanning']);
    expect(current.sinceV7?.newInV8).toBeUndefined();
    expect(current.sinceV7?.removed).toEqual([
      {
        name: 'unstable_rowSpanning',
        replacement: ['rowSpanning'],
        source: { kind: 'deprecation', note: ['Use ', { t: 'code', v: 'rowSpanning' }, ' instead.'] },
      },
    ]);
  });

  it('says so when a removed prop has no known replacement, keeping a deprecation note that names none', () => {
    const current = page(['rows']);
    const previous = v7([
      { name: 'rows' },
      { name: 'rowPositionsDebounceMs' },
      { name: 'oldThing', deprecated: ['It will be removed.'] },
    ]);
    markSinceV7(current, new Set(['rows']), compare(previous), []);
    expect(current.sinceV7?.removed).toEqual([
      { name: 'rowPositionsDebounceMs', source: { kind: 'none' } },
      { name: 'oldThing', source: { kind: 'none', note: ['It will be removed.'] } },
    ]);
    expect(current.members.some((m) => m.newInV8)).toBe(false);
  });

  it('gives a component v7 does not have one page-level mark, not one per prop', () => {
    const current = page(['render', 'className'], 'Toolbar');
    markSinceV7(current, new Set(['render', 'className']), compare(undefined), []);
    expect(current.sinceV7).toEqual({ from: V7, newInV8: true, removed: [] });
    expect(current.members.some((m) => m.newInV8)).toBe(false);
  });

  it('does not compare a component v7 exports undocumented, and leaves pages of packages v7 lacks alone', () => {
    const undocumented = page(['value'], 'GridFilterInputMultipleValue');
    markSinceV7(undocumented, new Set(['value']), compare(undefined, true), []);
    expect(undocumented.sinceV7).toEqual({ from: V7, notCompared: true, removed: [] });
    const noV7 = page(['value']);
    markSinceV7(
      noV7,
      new Set(['value']),
      { v7Package: undefined, previous: undefined, exportedInV7: false },
      [],
    );
    expect(noV7.sinceV7).toBeUndefined();
  });

  it('does not diff hidden members: hidden in v7 is not new, hidden now is not removed', () => {
    const current = page(['rows', 'documentedNow']);
    const previous = v7([{ name: 'rows' }, { name: 'hiddenNow' }], ['documentedNow']);
    markSinceV7(current, new Set(['rows', 'documentedNow', 'hiddenNow']), compare(previous), []);
    expect(current.members.some((m) => m.newInV8)).toBe(false);
    expect(current.sinceV7?.removed).toEqual([]);
  });

  it('prefers the migration guide to the v7 note, and keeps a guide entry without a replacement', () => {
    const current = page(['yAxisId'], 'BarSeriesType');
    current.product = 'charts';
    const previous = v7([
      { name: 'yAxisKey', deprecated: ['Use ', { t: 'code', v: 'xAxisId' }, ' instead'] },
      { name: 'resolveSizeBeforeRender' },
    ]);
    const guide = { href: '/x/migration/m/#s', title: 'Section' };
    const renames = [
      {
        product: 'charts' as const,
        pages: '*' as const,
        props: ['yAxisKey'],
        use: ['yAxisId'],
        guide: '',
        ...guide,
      },
      {
        product: 'charts' as const,
        pages: ['BarSeriesType'],
        props: ['resolveSizeBeforeRender'],
        guide: '',
        ...guide,
      },
      {
        product: 'data-grid' as const,
        pages: '*' as const,
        props: ['yAxisKey'],
        use: ['wrong'],
        guide: '',
        ...guide,
      },
    ];
    markSinceV7(current, new Set(['yAxisId']), compare(previous), renames);
    expect(current.sinceV7?.removed).toEqual([
      { name: 'yAxisKey', replacement: ['yAxisId'], source: { kind: 'guide', ...guide } },
      { name: 'resolveSizeBeforeRender', source: { kind: 'guide', ...guide } },
    ]);
  });
});

describe('replacementInNote', () => {
  it('reads the code after "use", several when joined by "or", and a component by name', () => {
    expect(replacementInNote(['Use ', { t: 'code', v: 'labelStyle.fontSize' }, ' instead.'])).toEqual([
      'labelStyle.fontSize',
    ]);
    expect(
      replacementInNote([
        'Use the ',
        { t: 'code', v: 'isFaded' },
        ' or ',
        { t: 'code', v: 'isHighlighted' },
        ' props instead.',
      ]),
    ).toEqual(['isFaded', 'isHighlighted']);
    expect(
      replacementInNote(['Consider using the ', { t: 'code', v: '<TreeItem2 />' }, ' component.']),
    ).toEqual(['TreeItem2']);
    expect(replacementInNote(['The ', { t: 'code', v: 'x' }, ' prop will be removed.'])).toBeUndefined();
  });
});

describe('V7_RENAMES', () => {
  it('cites guide sections that exist, and fails naming an entry whose section is gone', () => {
    expect(resolveRenames(V7_RENAMES, pageSources).every((r) => r.href.startsWith('/x/migration/'))).toBe(
      true,
    );
    const gone: V7Rename = {
      product: 'data-grid',
      pages: '*',
      props: ['nothing'],
      guide: '/x/migration/migration-data-grid-v7#no-such-section',
    };
    expect(() => resolveRenames([gone], pageSources)).toThrow(
      /nothing \(data-grid\) cites .*#no-such-section/,
    );
  });
});
