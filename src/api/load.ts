/**
 * The generated API reference, read at build time by the API routes (server only: every API
 * page is prerendered, so nothing here runs in the browser or at request time).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import manifestJson from '../../generated/api/manifest.json';
import type { ApiProduct } from '../navigation/types';
import type { ApiManifest, ApiPageData } from './types';

export const apiManifest = manifestJson as unknown as ApiManifest;

export const API_PRODUCTS = Object.keys(apiManifest.products) as ApiProduct[];

export function isApiProduct(value: string): value is ApiProduct {
  return Object.hasOwn(apiManifest.products, value);
}

/** Every API page's site path, e.g. `/x/api/data-grid/data-grid`, index pages included. */
export function apiPathnames(): string[] {
  return API_PRODUCTS.flatMap((product) => [
    `/x/api/${product}`,
    ...apiManifest.products[product].entries.map((e) => `/x/api/${product}/${e.slug}`),
  ]);
}

export async function loadApiPage(product: string, slug: string): Promise<ApiPageData | null> {
  if (!isApiProduct(product) || !apiManifest.products[product].entries.some((e) => e.slug === slug))
    return null;
  const file = join(process.cwd(), 'generated/api/pages', product, `${slug}.json`);
  return JSON.parse(await readFile(file, 'utf8')) as ApiPageData;
}
