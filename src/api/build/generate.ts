/**
 * The whole API reference from the installed packages: pages, index entries, coverage.
 * Used by scripts/generate-api.ts (the build) and by the fixture tests.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { PageSource } from '../../content/source';
import type { ApiProduct } from '../../navigation/types';
import type { ApiIndexEntry, ApiManifest, ApiPageData, RichNode } from '../types';
import { PRODUCTS, type ProductConfig } from './config';
import { compareWithOutline, type ApiCoverage } from './coverage';
import { discoverProduct, interfacePage, type PackageView } from './extract';
import { richToText, type LinkResolver } from './markdown';
import { createApiProgram, locatePackage, moduleExports } from './program';
import { formatTypes } from './type-format';

export interface GeneratedApi {
  manifest: ApiManifest;
  pages: ApiPageData[];
  coverage: ApiCoverage[];
  undocumented: Record<ApiProduct, string[]>;
  timings: { program: number; extract: number };
}

export interface GenerateOptions {
  root: string;
  guides: Record<string, PageSource>;
  /** Limit to some products (tests); default all. */
  products?: ApiProduct[];
}

export async function generateApi({ root, guides, products }: GenerateOptions): Promise<GeneratedApi> {
  const configs = PRODUCTS.filter((p) => !products || products.includes(p.product));
  const installed = configs.flatMap((c) => c.packages.map((p) => locatePackage(root, p.name)));
  let start = performance.now();
  const program = createApiProgram(installed);
  const programTime = performance.now() - start;
  start = performance.now();
  const require = createRequire(join(root, 'package.json'));
  const resolve = linkResolver(guides);

  const pages: ApiPageData[] = [];
  const undocumented = {} as Record<ApiProduct, string[]>;
  const manifest: ApiManifest = { products: {} as ApiManifest['products'] };
  for (const config of configs) {
    const views: PackageView[] = config.packages.map((p) => {
      const pkg = installed.find((i) => i.name === p.name)!;
      return {
        pkg,
        exports: moduleExports(program, pkg.entry),
        runtimeClasses: runtimeClasses(require, pkg.dir),
        // The CommonJS build beside the ES module declarations: `pkg/esm/a/b.d.ts` to `pkg/a/b.js`.
        classesBeside: (file: string) =>
          runtimeClasses(
            require,
            file.replace(`${pkg.dir}/esm/`, `${pkg.dir}/`).replace(/\.d\.ts$/, '.js'),
          ).values(),
        ...(p.plan ? { plan: p.plan } : {}),
      };
    });
    const input = { product: config.product, packages: views, program, resolve };
    const found = discoverProduct(input);
    const productPages = [
      ...found.pages.sort((a, b) => a.name.localeCompare(b.name)),
      ...config.interfaces.map((name) => interfacePage(input, name)),
    ];
    undocumented[config.product] = found.undocumented.sort();
    for (const page of productPages) page.usedIn = backlinks(guides, config, page.name);
    pages.push(...productPages);
    manifest.products[config.product] = {
      title: config.title,
      packages: views.map((v) => ({ name: v.pkg.name, version: v.pkg.version })),
      entries: productPages.map(indexEntry),
    };
  }
  unlinkMissingApiPages(pages);
  await formatTypes(pages);
  const coverage = configs.map((c) => compareWithOutline(c.product, manifest.products[c.product].entries));
  return {
    manifest,
    pages,
    coverage,
    undocumented,
    timings: { program: programTime, extract: performance.now() - start },
  };
}

/** The values of a package's `*Classes` exports, loaded from its CommonJS build. */
function runtimeClasses(require: NodeJS.Require, dir: string): Map<string, Record<string, string>> {
  const mod = require(dir) as Record<string, unknown>;
  const out = new Map<string, Record<string, string>>();
  for (const [name, value] of Object.entries(mod)) {
    if (!name.endsWith('Classes') || !value || typeof value !== 'object') continue;
    if (Object.values(value).every((v) => typeof v === 'string'))
      out.set(name, value as Record<string, string>);
  }
  return out;
}

/**
 * Links in the packages' JSDoc point at mui.com. A link to a page this site has becomes a site
 * link (its anchor kept only if the page has that heading); a link to another part of mui.com
 * stays an external link; a link to a docs page this site has not written becomes text.
 */
export function linkResolver(guides: Record<string, PageSource>): LinkResolver {
  return (href) => {
    let url: URL;
    try {
      url = new URL(href, 'https://mui.com');
    } catch {
      return null;
    }
    if (url.protocol === 'api:') return href;
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.hostname !== 'mui.com' && url.hostname !== 'next.mui.com') return url.href;
    url.hostname = 'mui.com';
    const path = url.pathname.replace(/\/$/, '');
    if (!path.startsWith('/x/')) return url.href;
    // API links are checked once every page is known (unlinkMissingApiPages).
    if (path.startsWith('/x/api/')) return `${path}/${url.hash}`;
    const guide = guides[path];
    if (!guide) return null;
    const id = decodeURIComponent(url.hash.slice(1));
    return `${path}/${id && guide.headings.some((h) => h.id === id) ? url.hash : ''}`;
  };
}

/** The anchors an API page has: its sections and one per member, slot and class. */
export function apiAnchors(page: ApiPageData): Set<string> {
  return new Set([
    'import',
    'props',
    'slots',
    'css-classes',
    'inheritance',
    'used-in',
    ...page.members.map((m) => `prop-${m.name}`),
    ...page.slots.map((s) => `slot-${s.name}`),
    ...page.classes.map((c) => `classes-${c.key}`),
  ]);
}

/**
 * Resolves links between API pages once all are known: `/x/api/…` links keep only anchors the
 * target has, `api:Name` links go to that type's page (same product first); links to pages
 * that do not exist become their text.
 */
function unlinkMissingApiPages(pages: ApiPageData[]): void {
  const byPath = new Map(pages.map((p) => [`/x/api/${p.product}/${p.slug}/`, p]));
  let current: ApiPageData;
  const byName = (name: string) =>
    pages.find((p) => p.name === name && p.product === current.product) ?? pages.find((p) => p.name === name);
  const fix = (nodes: RichNode[]): RichNode[] =>
    nodes.flatMap((node): RichNode[] => {
      if (typeof node === 'string' || !('c' in node)) return [node];
      if (node.t === 'a' && node.href.startsWith('api:')) {
        const target = byName(node.href.slice(4));
        return target ? [{ t: 'a', href: `/x/api/${target.product}/${target.slug}/`, c: node.c }] : node.c;
      }
      if (node.t !== 'a' || !node.href.startsWith('/x/api/')) return [{ ...node, c: fix(node.c) }];
      const [path, hash = ''] = node.href.split('#') as [string, string?];
      const target = byPath.get(path);
      if (!target) return fix(node.c);
      const href = hash && apiAnchors(target).has(hash) ? `${path}#${hash}` : path;
      return [{ t: 'a', href, c: fix(node.c) }];
    });
  for (const page of pages) {
    current = page;
    page.description = fix(page.description);
    if (page.deprecated) page.deprecated = fix(page.deprecated);
    for (const m of page.members) {
      m.description = fix(m.description);
      if (m.deprecated) m.deprecated = fix(m.deprecated);
    }
    for (const s of page.slots) s.description = fix(s.description);
    for (const c of page.classes) c.description = fix(c.description);
  }
}

/** Guide pages of the product that name the component in their front matter. */
function backlinks(guides: Record<string, PageSource>, config: ProductConfig, name: string) {
  const segment = `/x/react-${config.product}/`;
  return Object.values(guides)
    .filter((g) => g.pathname.startsWith(segment) || g.pathname === segment.slice(0, -1))
    .filter((g) => g.frontMatter.components?.includes(name))
    .map((g) => ({ pathname: g.pathname, title: g.frontMatter.title }));
}

function indexEntry(page: ApiPageData): ApiIndexEntry {
  // The first paragraph's first sentence.
  const first = page.description[0];
  const lead = typeof first === 'object' && first.t === 'p' ? first.c : page.description;
  const text = richToText(lead).replace(/\s+/g, ' ').trim();
  const summary = /^(.*?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return {
    name: page.name,
    slug: page.slug,
    kind: page.kind,
    summary,
    ...(page.plan ? { plan: page.plan } : {}),
  };
}
