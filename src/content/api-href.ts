import { kebabCase } from './kebab-case';

/** Guide folders (the second segment of `/x/<folder>/...`) and the API product they document. */
export const PRODUCTS: Record<string, string> = {
  'react-data-grid': 'data-grid',
  'react-date-pickers': 'date-pickers',
  'react-charts': 'charts',
  'react-tree-view': 'tree-view',
};

/** The API product of a guide page, or null for pages outside a product. */
export function productOf(pagePathname: string): string | null {
  return PRODUCTS[pagePathname.split('/')[2] ?? ''] ?? null;
}

/** The API page of a component used on a guide page, or null for pages outside a product. */
export function apiHref(pagePathname: string, component: string): string | null {
  const product = productOf(pagePathname);
  return product ? `/x/api/${product}/${kebabCase(component)}/` : null;
}
