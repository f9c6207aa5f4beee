/**
 * The generated API reference (generated/api/, written by `npm run prebuild`) as the fact check
 * reads it: a guide page's components are found the way its API section links them
 * (`apiHref`: the page's product, the component's name in kebab case).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiManifest, ApiPageData } from '../../api/types';
import { apiHref, productOf } from '../api-href';

export interface ApiFacts {
  /** The API page of a component on a guide page, or null when none was generated. */
  page(pathname: string, component: string): ApiPageData | null;
  /** The interface pages of a product (`GridColDef`, `AxisConfig`…): the API types it documents. */
  interfaces(product: string): ApiPageData[];
}

export function readApiFacts(root: string): ApiFacts {
  const dir = join(root, 'generated/api');
  if (!existsSync(join(dir, 'manifest.json'))) {
    throw new Error(`${dir}/manifest.json is missing: run \`npm run prebuild\` first.`);
  }
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ApiManifest;
  const cache = new Map<string, ApiPageData | null>();
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
      const href = apiHref(pathname, component);
      const match = href ? /^\/x\/api\/([^/]+)\/([^/]+)\/$/.exec(href) : null;
      return match ? load(match[1]!, match[2]!) : null;
    },
    interfaces(product) {
      const entries = manifest.products[product as keyof ApiManifest['products']]?.entries ?? [];
      return entries.filter((e) => e.kind === 'interface').flatMap((e) => load(product, e.slug) ?? []);
    },
  };
}

/** Props, slots and members a page's components and its product's API types document. */
export function documentedNames(facts: ApiFacts, pathname: string, components: readonly string[]): Set<string> {
  const names = new Set<string>();
  const add = (page: ApiPageData) => {
    for (const member of page.members) names.add(member.name);
    for (const slot of page.slots) names.add(slot.name);
  };
  for (const component of components) {
    const page = facts.page(pathname, component);
    if (page) add(page);
  }
  const product = productOf(pathname);
  if (product && components.length) facts.interfaces(product).forEach(add);
  return names;
}
