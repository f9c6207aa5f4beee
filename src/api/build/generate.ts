/**
 * The whole API reference from the installed packages: pages, index entries, coverage.
 * Used by scripts/generate-api.ts (the build) and by the fixture tests.
 */
import { createRequire } from 'node:module';
import ts from 'typescript';
import { join } from 'node:path';
import type { PageSource } from '../../content/source';
import type { ApiProduct } from '../../navigation/types';
import type { ApiIndexEntry, ApiManifest, ApiPageData, RichNode } from '../types';
import { PRODUCTS, type ProductConfig } from './config';
import { compareWithOutline, type ApiCoverage } from './coverage';
import { discoverProduct, type PackageView, type ProductInput } from './extract';
import { interfacePage } from './interfaces';
import { richToText, type LinkResolver } from './markdown';
import {
  createApiProgram,
  locatePackage,
  moduleExports,
  withDefaults,
  type DefaultsRequest,
  type InstalledPackage,
} from './program';
import { javascriptBeside } from './runtime';
import { formatTypes } from './type-format';
import { addUsage, usageIndex } from './usage';
import { addTypeDefinitions, definitionLookup, type DefinitionLookup } from './type-definitions';

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
  const resolve = linkResolver(guides);
  const read = readProducts(root, configs, resolve);
  const start = performance.now();
  const pages: ApiPageData[] = [];
  const undocumented = {} as Record<ApiProduct, string[]>;
  const manifest: ApiManifest = { products: {} as ApiManifest['products'] };
  const lookups = new Map<ApiProduct, DefinitionLookup>();
  const pageHref = (name: string) => {
    const target = pages.find((p) => p.name === name);
    return target ? `/x/api/${target.product}/${target.slug}/` : undefined;
  };
  for (const config of configs) {
    const { views, input } = read.product(config);
    lookups.set(config.product, definitionLookup(views, pageHref));
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
  addUsage(pages, usageIndex(root, guides));
  await formatTypes(pages);
  for (const page of pages) await addTypeDefinitions(page, lookups.get(page.product)!);
  const coverage = configs.map((c) => compareWithOutline(c.product, manifest.products[c.product].entries));
  return {
    manifest,
    pages,
    coverage,
    undocumented,
    timings: { program: read.programTime, extract: read.setupTime + performance.now() - start },
  };
}

export interface ProductRead {
  config: ProductConfig;
  views: PackageView[];
  input: ProductInput;
}

/**
 * The packages of each product under `root` (`root/node_modules/<package>`) read into one
 * TypeScript program; `product(config)` gives one product's views, ready for
 * `discoverProduct` and `interfacePage`. The site's packages are read from the project root,
 * the last v7 releases from `old-versions/v7` (since-v7.ts). Call `product` just before reading
 * that product: the checker creates types in that order, which is the order it prints the
 * members of a literal union in, so the pages stay the same from one build to the next.
 */
export function readProducts(
  root: string,
  configs: readonly ProductConfig[],
  resolve: LinkResolver,
): { product: (config: ProductConfig) => ProductRead; programTime: number; setupTime: number } {
  const installed = configs.flatMap((c) => c.packages.map((p) => locatePackage(root, p.name)));
  let start = performance.now();
  // Two programs sharing their parsed files: the first finds what to read with defaults, the
  // second holds the small virtual module that reads them (see `DefaultsRequest`).
  const requests = defaultsRequests(createApiProgram(installed), installed, configs);
  const program = createApiProgram(installed, requests);
  const programTime = performance.now() - start;
  start = performance.now();
  const require = createRequire(join(root, 'package.json'));
  const requested = (from: string, name: string, kind: DefaultsRequest['kind']) => {
    const index = requests.findIndex((r) => r.from === from && r.name === name && r.kind === kind);
    return index === -1 ? null : withDefaults(program, index);
  };
  const domAttributes = reactDomAttributes(program);
  const product = (config: ProductConfig): ProductRead => {
    const views: PackageView[] = config.packages.map((p) => {
      const pkg = installed.find((i) => i.name === p.name)!;
      const exports = moduleExports(program, pkg.entry);
      const defaultProps = new Map<string, ts.Type>();
      for (const [name] of exports) {
        const type = requested(pkg.name, name, 'component');
        if (type) defaultProps.set(name, type);
      }
      return {
        pkg,
        exports,
        defaultProps,
        runtimeClasses: runtimeClasses(require, pkg.dir),
        // The CommonJS module beside the declaration file (`javascriptBeside`).
        classesBeside: (file: string) => runtimeClasses(require, javascriptBeside(pkg, file)).entries(),
        ...(p.plan ? { plan: p.plan } : {}),
      };
    });
    const input: ProductInput = {
      product: config.product,
      packages: views,
      program,
      resolve,
      domAttributes,
      planOfPackage: (name: string) => PRODUCTS.flatMap((c) => c.packages).find((p) => p.name === name)?.plan,
      typeWithDefaults: (from: string, name: string) => requested(from, name, 'type'),
    };
    return { config, views, input };
  };
  return { product, programTime, setupTime: performance.now() - start };
}

/**
 * What to read with its type parameters' defaults: every generic component (a call signature
 * with type parameters) and every configured interface, in each package that exports it.
 */
function defaultsRequests(
  program: ts.Program,
  installed: readonly InstalledPackage[],
  configs: readonly ProductConfig[],
): DefaultsRequest[] {
  const checker = program.getTypeChecker();
  const out: DefaultsRequest[] = [];
  for (const config of configs) {
    for (const { name } of config.packages) {
      const pkg = installed.find((i) => i.name === name)!;
      for (const [exportName, symbol] of moduleExports(program, pkg.entry)) {
        if (
          config.interfaces.includes(exportName) &&
          symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)
        ) {
          out.push({ from: name, name: exportName, kind: 'type' });
        }
        if (
          !/^(Unstable_)?[A-Z]/.test(exportName) ||
          !(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))
        )
          continue;
        const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
        if (!declaration) continue;
        const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
        if (signature?.typeParameters?.length && signature.parameters.length === 1) {
          out.push({ from: name, name: exportName, kind: 'component' });
        }
      }
    }
  }
  return out;
}

/** The names React declares for DOM elements' attributes and event handlers. */
function reactDomAttributes(program: ts.Program): Set<string> {
  const checker = program.getTypeChecker();
  const file = program.getSourceFiles().find((f) => /\/@types\/react\/index\.d\.ts$/.test(f.fileName));
  const reactModule = file && checker.getSymbolAtLocation(file);
  const names = new Set<string>();
  if (!reactModule) return names;
  const react = checker.getExportsOfModule(reactModule);
  for (const name of ['AllHTMLAttributes', 'SVGAttributes']) {
    const symbol = react.find((s) => s.getName() === name);
    if (!symbol) continue;
    for (const p of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)))
      names.add(p.getName());
  }
  return names;
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
    'removed-since-v7',
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
