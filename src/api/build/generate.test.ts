import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiPageData, RichNode } from '../types';
import { FIXTURES, fixtureOf } from './fixtures';
import { apiAnchors, generateApi, linkResolver, type GeneratedApi } from './generate';

let result: GeneratedApi;
const page = (product: string, slug: string): ApiPageData => {
  const found = result.pages.find((p) => p.product === product && p.slug === slug);
  if (!found) throw new Error(`no page ${product}/${slug}`);
  return found;
};

beforeAll(async () => {
  // The real installed packages, as the build reads them (the program takes a few seconds).
  result = await generateApi({
    root: process.cwd(),
    guides: {},
    products: ['data-grid', 'date-pickers', 'charts'],
  });
}, 120_000);

describe('generated API pages match the reviewed fixtures', () => {
  for (const spec of FIXTURES) {
    it(`${spec.product}/${spec.slug}`, () => {
      const fixture: unknown = JSON.parse(readFileSync(`src/api/build/fixtures/${spec.slug}.json`, 'utf8'));
      expect(fixtureOf(page(spec.product, spec.slug), spec)).toEqual(fixture);
    });
  }

  it('reads the facts readers rely on', () => {
    const grid = page('data-grid', 'data-grid');
    const checkbox = grid.members.find((m) => m.name === 'checkboxSelection');
    expect(checkbox).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(grid.members.find((m) => m.name === 'columns')?.required).toBe(true);
  });
});

describe('plans', () => {
  it('marks each DataGridPremium prop with the plan it needs', () => {
    const premium = page('data-grid', 'data-grid-premium');
    const plan = (name: string) => premium.members.find((m) => m.name === name)?.plan ?? 'community';
    expect(plan('checkboxSelection')).toBe('community');
    expect(plan('treeData')).toBe('pro');
    expect(plan('aggregationModel')).toBe('premium');
    expect(premium.plan).toBe('premium');
  });

  it('gives pro packages’ components their plan and lists every package that exports them', () => {
    expect(page('date-pickers', 'date-range-picker').plan).toBe('pro');
    // The premium package exports a placeholder DataGridPro (it renders nothing): not listed.
    expect(page('data-grid', 'data-grid-pro').imports.map((i) => i.code)).toEqual([
      "import { DataGridPro } from '@mui/x-data-grid-pro/DataGridPro';",
      "import { DataGridPro } from '@mui/x-data-grid-pro';",
    ]);
    expect(page('data-grid', 'export-csv').imports.map((i) => [i.code, i.plan])).toEqual([
      ["import { ExportCsv } from '@mui/x-data-grid';", undefined],
      ["import { ExportCsv } from '@mui/x-data-grid-pro';", 'pro'],
      ["import { ExportCsv } from '@mui/x-data-grid-premium';", 'premium'],
    ]);
  });
});

describe('every page', () => {
  it('documents something and has unique anchors', () => {
    for (const p of result.pages) {
      // A component in a folder of its own (`RadarMetricLabels`) has a page even with nothing
      // to describe: its import.
      expect(
        p.members.length + p.description.length + p.classes.length + p.imports.length,
        p.name,
      ).toBeGreaterThan(0);
      const anchors = [...p.members.map((m) => m.name), ...p.slots.map((s) => `slot-${s.name}`)];
      expect(new Set(anchors).size, p.name).toBe(anchors.length);
    }
  });

  it('links only to API pages and anchors that exist', () => {
    const byPath = new Map(result.pages.map((p) => [`/x/api/${p.product}/${p.slug}/`, p]));
    const links: string[] = [];
    const collect = (nodes: readonly RichNode[]) =>
      nodes.forEach((n) => {
        if (typeof n === 'string' || !('c' in n)) return;
        if (n.t === 'a') links.push(n.href);
        collect(n.c);
      });
    for (const p of result.pages) {
      collect(p.description);
      p.members.forEach((m) => collect(m.description));
      p.slots.forEach((s) => collect(s.description));
    }
    const internal = links.filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) {
      const [path, hash] = href.split('#') as [string, string?];
      const target = byPath.get(path);
      expect(target, href).toBeDefined();
      if (hash) expect(apiAnchors(target!).has(hash), href).toBe(true);
    }
    expect(links.some((href) => href.startsWith('api:'))).toBe(false);
  });

  it('covers every outline entry of these products that the packages document', () => {
    const grid = result.coverage.find((c) => c.product === 'data-grid')!;
    expect(grid.missing).toEqual([]);
    expect(result.coverage.find((c) => c.product === 'date-pickers')!.missing).toEqual([]);
  });
});

describe('linkResolver', () => {
  const resolve = linkResolver({
    '/x/react-data-grid/sorting': {
      pathname: '/x/react-data-grid/sorting',
      file: 'content/react-data-grid/sorting/page.mdx',
      frontMatter: { title: 'Sorting', description: 'd' },
      headings: [{ depth: 2, id: 'sort-model', text: 'Sort model' }],
    },
  });

  it('turns mui.com links to written pages into site links, keeping known anchors only', () => {
    expect(resolve('https://mui.com/x/react-data-grid/sorting/#sort-model')).toBe(
      '/x/react-data-grid/sorting/#sort-model',
    );
    expect(resolve('https://next.mui.com/x/react-data-grid/sorting/#nope')).toBe(
      '/x/react-data-grid/sorting/',
    );
  });

  it('drops links to pages the site does not have and keeps other sites', () => {
    expect(resolve('https://mui.com/x/react-data-grid/editing/')).toBeNull();
    expect(resolve('https://mui.com/material-ui/api/input/')).toBe('https://mui.com/material-ui/api/input/');
    expect(resolve('https://developer.mozilla.org/x')).toBe('https://developer.mozilla.org/x');
    expect(resolve('javascript:alert(1)')).toBeNull();
  });
});
