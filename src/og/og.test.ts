import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PageSource } from '../content/source';
import type { NavItem } from '../navigation/types';
import { loadOgFonts, OG_FONT_WEIGHTS, ogFontPath, OgFontError } from './fonts';
import { cardFor, ogImagePath, ogMetadata, ogParams, pagePathFromSlug } from './routes';
import {
  apiCardData,
  blogCardData,
  blogProduct,
  formatPostDate,
  guideCardData,
  navPlan,
  productLabel,
} from './labels';
import { titleFontSize } from './OgCard';
import { renderOgImage } from './render';

const source = (pathname: string, frontMatter: PageSource['frontMatter']): PageSource => ({
  pathname,
  file: `content${pathname.slice(2)}/page.mdx`,
  frontMatter,
  headings: [],
});

describe('productLabel', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'Data Grid'],
    ['/x/react-date-pickers/date-picker/', 'Date and Time Pickers'],
    ['/x/react-charts/', 'Charts'],
    ['/x/react-tree-view/rich-tree-view/items/', 'Tree View'],
    ['/x/api/data-grid/data-grid-premium/', 'Data Grid'],
    ['/x/api/charts/', 'Charts'],
    ['/x/introduction/licensing/', 'MUI X'],
    ['/x/guides/telemetry/', 'MUI X'],
    ['/x/whats-new/', 'MUI X'],
  ])('%s is %s', (url, label) => {
    expect(productLabel(url)).toBe(label);
  });
});

describe('guideCardData', () => {
  it('takes title, description, product and plan from the written pages and the navigation', () => {
    expect(guideCardData('/x/introduction/priority-support')).toMatchObject({
      title: 'Priority support',
      product: 'MUI X',
      plan: 'premium',
      section: 'Documentation',
      detail: 'v8.0.0-beta.3',
    });
    const sorting = guideCardData('/x/react-data-grid/sorting');
    expect(sorting).toMatchObject({ title: 'Sorting', product: 'Data Grid' });
    expect(sorting).not.toHaveProperty('plan');
    expect(guideCardData('/x/guides/telemetry')).toMatchObject({ product: 'MUI X', plan: 'pro' });
  });

  it('is null for a path that is not a written guide', () => {
    expect(guideCardData('/x/react-data-grid/not-a-page')).toBeNull();
  });

  it('prefers the navigation plan, then falls back to the front matter', () => {
    const tree: NavItem[] = [
      {
        pathname: '/x/react-data-grid-group',
        title: 'Data Grid',
        plan: 'pro',
        children: [
          { pathname: '/x/react-data-grid/a', title: 'A', plan: 'premium' },
          { pathname: '/x/react-data-grid/b', title: 'B' },
        ],
      },
    ];
    const sources = {
      '/x/react-data-grid/a': source('/x/react-data-grid/a', { title: 'A', description: 'a', plan: 'pro' }),
      '/x/react-data-grid/b': source('/x/react-data-grid/b', { title: 'B', description: 'b', plan: 'pro' }),
      '/x/react-data-grid/c': source('/x/react-data-grid/c', { title: 'C', description: 'c' }),
    };
    expect(guideCardData('/x/react-data-grid/a', sources, tree)?.plan).toBe('premium');
    expect(guideCardData('/x/react-data-grid/b', sources, tree)?.plan).toBe('pro');
    expect(guideCardData('/x/react-data-grid/c', sources, tree)).not.toHaveProperty('plan');
    // A group's plan is not the page's: only the page's own entry counts.
    expect(navPlan('/x/react-data-grid/b', tree)).toBeUndefined();
  });
});

describe('apiCardData', () => {
  it('names the component, its product and its plan', () => {
    expect(apiCardData('data-grid', 'data-grid-premium')).toMatchObject({
      title: 'DataGridPremium',
      product: 'Data Grid',
      plan: 'premium',
      section: 'API reference',
    });
    expect(apiCardData('tree-view', 'rich-tree-view-pro')).toMatchObject({
      product: 'Tree View',
      plan: 'pro',
    });
  });

  it('has an index card per product, and null for unknown pages', () => {
    expect(apiCardData('date-pickers')).toMatchObject({
      title: 'Date and Time Pickers API',
      product: 'Date and Time Pickers',
    });
    expect(apiCardData('date-pickers', 'no-such-component')).toBeNull();
    expect(apiCardData('toString')).toBeNull();
  });
});

describe('blog cards', () => {
  it('names the product only when a post is about exactly one', () => {
    expect(blogProduct(['data-grid', 'performance'])).toBe('Data Grid');
    expect(blogProduct(['Date and Time Pickers'])).toBe('Date and Time Pickers');
    expect(blogProduct(['charts', 'tree-view'])).toBe('MUI X');
    expect(blogProduct(['migration'])).toBe('MUI X');
    expect(blogProduct()).toBe('MUI X');
  });

  it('writes the date out in English and leaves other text alone', () => {
    expect(formatPostDate('2025-03-04')).toBe('March 4, 2025');
    expect(formatPostDate('Spring 2025')).toBe('Spring 2025');
  });

  it('builds the card from a post', () => {
    expect(
      blogCardData({ title: 'Charts v8', description: 'What changed', date: '2025-01-31', tags: ['charts'] }),
    ).toEqual({
      title: 'Charts v8',
      description: 'What changed',
      product: 'Charts',
      section: 'Blog',
      detail: 'January 31, 2025',
    });
  });
});

describe('image routes', () => {
  it('maps every guide, API page, API index and post to a .png path and back to its card', () => {
    const params = ogParams();
    expect(params).toContainEqual({ slug: ['x', 'react-data-grid', 'sorting.png'] });
    expect(params).toContainEqual({ slug: ['x', 'introduction.png'] });
    expect(params).toContainEqual({ slug: ['x', 'api', 'data-grid', 'data-grid.png'] });
    expect(params).toContainEqual({ slug: ['x', 'api', 'charts.png'] });
    for (const { slug } of params) {
      const pagePath = pagePathFromSlug(slug)!;
      expect(ogImagePath(pagePath)).toBe(`/og/${slug.join('/')}`);
      expect(cardFor(pagePath), pagePath).not.toBeNull();
    }
    expect(new Set(params.map((p) => p.slug.join('/'))).size).toBe(params.length);
    expect(pagePathFromSlug(['x', 'react-data-grid', 'sorting'])).toBeNull();
    expect(cardFor('/x/api/data-grid/no-such-component')).toBeNull();
    expect(cardFor('/blog/no-such-post')).toBeNull();
  });

  it('describes the image for the page metadata', () => {
    expect(ogMetadata('/x/react-data-grid/sorting', 'Sorting card').images).toEqual([
      expect.objectContaining({
        url: '/og/x/react-data-grid/sorting.png',
        width: 1200,
        height: 630,
        type: 'image/png',
        alt: 'Sorting card',
      }),
    ]);
  });
});

describe('titleFontSize', () => {
  it('steps down for long titles and for long single words', () => {
    expect(titleFontSize('Sorting')).toBe(84);
    expect(titleFontSize('Rich Tree View - Items and their labels')).toBe(68);
    expect(titleFontSize('GridAggregationFunctionDataSource')).toBeLessThanOrEqual(51);
  });
});

describe('fonts', () => {
  it('finds one WOFF file per weight in node_modules', async () => {
    const fonts = await loadOgFonts();
    expect(fonts.map((f) => f.weight)).toEqual([...OG_FONT_WEIGHTS]);
    for (const font of fonts) expect(font.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
  });

  it('fails with a message naming the missing file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'og-fonts-'));
    // The weights load in parallel: whichever read fails first is named.
    const error = await loadOgFonts(root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OgFontError);
    const named = (error as Error).message.match(/: (\S+\.woff2?) \(/)?.[1];
    expect(OG_FONT_WEIGHTS.map((w) => ogFontPath(w, root))).toContain(named);
  });
});

describe('renderOgImage', () => {
  it('draws a 1200×630 PNG', async () => {
    const card = guideCardData('/x/introduction/priority-support')!;
    const png = Buffer.from(await (await renderOgImage(card)).arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  }, 20_000);
});
