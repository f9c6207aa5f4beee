/**
 * What the full-text search indexes, as HTML records for Pagefind:
 *   - every guide page, from its prerendered HTML: only the article (the header, drawer, footer
 *     and ads are not indexed), cut into its opening and one record per h2 section;
 *   - every API page, as a short record: the name (also split into words, so "date range
 *     picker" finds DateRangePicker), its description and import paths;
 *   - every prop or member of every API page, as its own record linking to its anchor.
 * Each record carries its product, kind (Guide, API or Blog) and plan as Pagefind metadata (shown
 * in results), and the filters the dialog narrows by: `product` (an id from ../filters, `suite`
 * for suite-wide pages), `kind` (`guide`, `api` for an API page, `member` for a prop or member,
 * `blog`) and `level` (see document()).
 */
import { richToText } from '../../api/build/markdown';
import type { ApiManifest, ApiPageData } from '../../api/types';
import type { PageSource } from '../../content/source';
import type { Plan } from '../../navigation/types';
import { productOfPath, SUITE, type SearchKind } from '../filters';

export interface SearchRecord {
  url: string;
  html: string;
}

export interface SearchMeta {
  title: string;
  product: string;
  kind: 'Guide' | 'API' | 'Blog';
  plan?: Plan;
  /** For API records: the identifier, compared with the query to rank exact matches first. */
  name?: string;
  /** For prop records: the page (component or interface) the prop belongs to. */
  page?: string;
  /** For a guide section: its heading. */
  section?: string;
  /**
   * For API records: how many guides use the component, which tells the main components
   * (DataGrid, DatePicker) from inner parts when many share a prop's name.
   */
  uses?: number;
  /** For an interface's API page: the props whose type holds it, space-separated (see holders()). */
  heldBy?: string;
}

const PRODUCT_NAMES: Record<string, string> = {
  'react-data-grid': 'Data Grid',
  'react-date-pickers': 'Date and Time Pickers',
  'react-charts': 'Charts',
  'react-tree-view': 'Tree View',
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
};

/** The product a page belongs to, as readers name it; suite-wide pages are "MUI X". */
export function productName(pathname: string): string {
  const [, , second = '', third = ''] = pathname.split('/');
  return PRODUCT_NAMES[second === 'api' ? third : second] ?? 'MUI X';
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function metaTags(meta: SearchMeta): string {
  return Object.entries(meta)
    .filter(([, value]) => value)
    .map(([key, value]) => `<span data-pagefind-meta="${key}:${escape(String(value))}"></span>`)
    .join('');
}

/** `DateRangePicker` to `Date Range Picker`. */
export function splitIdentifier(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2');
}

/**
 * A guide page as search records: its opening (title, description and the text before the
 * first h2) and one record per h2 section, each linking to its heading. Short records rank a
 * page's own title and headings above long pages that merely mention the words. Fails, naming
 * the page, if the prerendered HTML has no `data-pagefind-body` element.
 */
export function guideRecords(
  page: PageSource,
  html: string,
  kind: 'Guide' | 'Blog' = 'Guide',
): SearchRecord[] {
  const start = /<article\b[^>]*\bdata-pagefind-body\b[^>]*>/.exec(html);
  const end = start ? html.indexOf('</article>', start.index) : -1;
  if (!start || end === -1) {
    throw new Error(`${page.pathname}: the prerendered HTML has no <article data-pagefind-body> to index.`);
  }
  const article = html.slice(start.index + start[0].length, end);
  const meta: SearchMeta = {
    title: page.frontMatter.title,
    product: productName(page.pathname),
    kind,
    ...(page.frontMatter.plan ? { plan: page.frontMatter.plan } : {}),
  };
  const url = `${page.pathname}/`;
  const filterKind = kind === 'Blog' ? 'blog' : 'guide';
  // MDX renders h2s as direct children of the prose: splitting before each one gives sections.
  const [opening = '', ...sections] = article.split(/(?=<h2\b)/);
  const records: SearchRecord[] = [
    {
      url,
      html: document(url, meta, opening.replace('<h1', '<h1 data-pagefind-weight="10"'), filterKind, 'page'),
    },
  ];
  for (const section of sections) {
    const id = /^<h2\b[^>]*\bid="([^"]+)"/.exec(section)?.[1];
    const heading = page.headings.find((h) => h.id === id);
    if (!id || !heading) continue;
    // A section badged <Pro /> or <Premium /> on a Community page shows that plan in results.
    const plan = heading.plan ? { plan: heading.plan } : {};
    records.push({
      url: `${url}#${id}`,
      html: document(url, { ...meta, section: heading.text, ...plan }, section, filterKind),
    });
  }
  return records;
}

/** Pagefind weights (0 to 10): a name outranks prose; a lower plan's copy of a prop comes first. */
const NAME_WEIGHT: Record<'community' | Plan, number> = { community: 10, pro: 9, premium: 8 };

/**
 * A record's HTML. Page-level records (a guide's opening, an API page) carry the filter
 * `level:page`: the dialog also searches them alone, so a page whose title is the query is
 * found even when hundreds of short prop records share its words.
 */
function document(
  url: string,
  meta: SearchMeta,
  body: string,
  kind: SearchKind,
  level: 'page' | 'part' = 'part',
): string {
  const filters = { level, kind, product: productOfPath(url) ?? SUITE };
  const filterTags = Object.entries(filters)
    .map(([key, value]) => `<span data-pagefind-filter="${key}:${value}"></span>`)
    .join('');
  return (
    `<html lang="en"><body><main data-pagefind-body>${metaTags(meta)}${filterTags}` +
    `${body}</main></body></html>`
  );
}

/**
 * For each interface page (`GridApi`, `AxisConfig`), the props and members whose type holds it,
 * plan variants included (`RefObject<GridApiCommunity>`): readers reach an interface by the prop
 * they pass it to, so `apiRef` finds `GridApi` and `xAxis` finds `AxisConfig`.
 */
export function holders(pages: readonly ApiPageData[]): Map<string, string[]> {
  const held = new Map<string, Set<string>>();
  const interfaces = pages.filter((p) => p.kind === 'interface').map((p) => p.name);
  for (const name of interfaces) {
    const pattern = new RegExp(`\\b${name}(Community|Pro|Premium)?\\b`);
    for (const page of pages) {
      for (const member of page.members) {
        if (pattern.test(member.type)) held.set(name, (held.get(name) ?? new Set()).add(member.name));
      }
    }
  }
  return new Map([...held].map(([name, names]) => [name, [...names].sort()]));
}

export function apiRecords(page: ApiPageData, heldBy: readonly string[] = []): SearchRecord[] {
  const url = `/x/api/${page.product}/${page.slug}/`;
  const product = productName(url);
  const plan = page.plan ? { plan: page.plan } : {};
  const weight = NAME_WEIGHT[page.plan ?? 'community'];
  const uses = page.usedIn.length;
  const records: SearchRecord[] = [
    {
      url,
      html: document(
        url,
        {
          title: `${page.name} API`,
          product,
          kind: 'API',
          name: page.name,
          uses,
          ...(heldBy.length ? { heldBy: heldBy.join(' ') } : {}),
          ...plan,
        },
        `<h1 data-pagefind-weight="${weight}">${escape(page.name)}</h1>` +
          `<p data-pagefind-weight="7">${escape(splitIdentifier(page.name))}</p>` +
          `<p>${escape(richToText(page.description))}</p>` +
          `<p data-pagefind-weight="2">${page.imports.map((i) => escape(i.code)).join(' ')}</p>` +
          (heldBy.length ? `<p data-pagefind-weight="5">Passed as ${escape(heldBy.join(', '))}.</p>` : ''),
        'api',
        'page',
      ),
    },
  ];
  for (const member of page.members) {
    const memberPlan = member.plan ?? page.plan;
    records.push({
      url: `${url}#prop-${member.name}`,
      html: document(
        url,
        {
          title: member.name,
          product,
          kind: 'API',
          name: member.name,
          page: page.name,
          uses,
          ...(memberPlan ? { plan: memberPlan } : {}),
        },
        `<h1 data-pagefind-weight="${NAME_WEIGHT[memberPlan ?? 'community']}">${escape(member.name)}</h1>` +
          `<p>${escape(richToText(member.description))}</p>` +
          `<p data-pagefind-weight="1">${escape(member.type)}</p>`,
        'member',
      ),
    });
  }
  return records;
}

/** How many records the API reference gives, for the build log. */
export function apiRecordCount(manifest: ApiManifest): number {
  return Object.values(manifest.products).reduce((sum, p) => sum + p.entries.length, 0);
}
