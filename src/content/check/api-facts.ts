/**
 * The generated API reference (generated/api/, written by `npm run prebuild`) as the fact check
 * reads it: a guide page's components are found by the component's name in kebab case, in
 * the page's product first (as its API section links them), then in the other products.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiManifest, ApiPageData } from '../../api/types';
import { PRODUCTS, productOf } from '../api-href';
import { kebabCase } from '../kebab-case';

export interface ApiFacts {
  /**
   * The API page of a component on a guide page, or null when none was generated: in the
   * page's own product first, then in the others in the order of PRODUCTS, so that a page
   * outside the product folders (`/x/migration/...`) or one that uses another product's
   * component (a date picker in a grid's edit cell) is checked too.
   */
  page(pathname: string, component: string): { product: string; data: ApiPageData } | null;
  /** The interface pages of a product (`GridColDef`, `AxisConfig`…): the API types it documents. */
  interfaces(product: string): ApiPageData[];
  /** The event names a product documents: the Data Grid's (generated/api/grid-events.json). */
  events(product: string): string[];
}

export function readApiFacts(root: string): ApiFacts {
  const dir = join(root, 'generated/api');
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`${dir}/manifest.json is missing: run \`npm run prebuild\` first.`);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ApiManifest;
  const cache = new Map<string, ApiPageData | null>();
  let gridEvents: string[] | undefined;
  const load = (product: string, slug: string): ApiPageData | null => {
    const key = `${product}/${slug}`;
    if (!cache.has(key)) {
      const file = join(dir, 'pages', `${key}.json`);
      cache.set(key, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ApiPageData) : null);
    }
    return cache.get(key)!;
  };
  return {
    page(pathname, component) {
      const own = productOf(pathname);
      const slug = kebabCase(component);
      const candidates = [...(own ? [own] : []), ...Object.values(PRODUCTS).filter((p) => p !== own)];
      for (const product of candidates) {
        const data = load(product, slug);
        if (data) return { product, data };
      }
      return null;
    },
    interfaces(product) {
      const entries = manifest.products[product as keyof ApiManifest['products']]?.entries ?? [];
      return entries.filter((e) => e.kind === 'interface').flatMap((e) => load(product, e.slug) ?? []);
    },
    events(product) {
      if (product !== 'data-grid') return [];
      // Read once per run: documentedNames asks for every grid page.
      if (!gridEvents) {
        const file = join(dir, 'grid-events.json');
        gridEvents = existsSync(file)
          ? (JSON.parse(readFileSync(file, 'utf8')) as { name: string }[]).map((e) => e.name)
          : [];
      }
      return gridEvents;
    },
  };
}

/** Props, slots and members a page's components and its product's API types document, and its events (`rowClick`). */
export function documentedNames(facts: ApiFacts, pathname: string, components: readonly string[]): Set<string> {
  const names = new Set<string>();
  const add = (page: ApiPageData) => {
    for (const member of page.members) names.add(member.name);
    for (const slot of page.slots) names.add(slot.name);
  };
  // The API types (GridColDef, AxisConfig…) of the products the components belong to.
  const products = new Set<string>();
  for (const component of components) {
    const page = facts.page(pathname, component);
    if (!page) continue;
    add(page.data);
    products.add(page.product);
  }
  const own = productOf(pathname);
  if (own && components.length) products.add(own);
  for (const product of products) {
    facts.interfaces(product).forEach(add);
    for (const event of facts.events(product)) names.add(event);
  }
  return names;
}
