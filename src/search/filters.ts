/**
 * The search dialog's filters, by product and by kind of page. Pure, shared by the index build
 * (records carry the ids below as Pagefind filters) and the dialog (which turns a selection into
 * Pagefind's filter query and remembers it in localStorage).
 */
export const SEARCH_PRODUCTS = [
  { id: 'data-grid', label: 'Data Grid', name: 'Data Grid' },
  { id: 'date-pickers', label: 'Pickers', name: 'Date and Time Pickers' },
  { id: 'charts', label: 'Charts', name: 'Charts' },
  { id: 'tree-view', label: 'Tree View', name: 'Tree View' },
] as const;
export type SearchProduct = (typeof SEARCH_PRODUCTS)[number]['id'];
/** The product filter value of suite-wide pages (installation, licensing, the blog). */
export const SUITE = 'suite';

export const SEARCH_KINDS = [
  { id: 'guide', label: 'Guides' },
  { id: 'api', label: 'API pages' },
  { id: 'member', label: 'Props and members' },
  { id: 'blog', label: 'Blog' },
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number]['id'];

export interface FilterSelection {
  /** None selected means every product. */
  products: SearchProduct[];
  /** None selected means every kind. */
  kinds: SearchKind[];
}

const SEGMENTS: Record<string, SearchProduct> = {
  'react-data-grid': 'data-grid',
  'react-date-pickers': 'date-pickers',
  'react-charts': 'charts',
  'react-tree-view': 'tree-view',
};
const isProduct = (value: unknown): value is SearchProduct => SEARCH_PRODUCTS.some((p) => p.id === value);
const isKind = (value: unknown): value is SearchKind => SEARCH_KINDS.some((k) => k.id === value);

const MIGRATIONS: Record<string, SearchProduct> = {
  'data-grid': 'data-grid',
  pickers: 'date-pickers',
  charts: 'charts',
  'tree-view': 'tree-view',
};

/**
 * The product a site path belongs to (its guides, its API reference, its migration guides), or
 * null for suite pages.
 */
export function productOfPath(pathname: string): SearchProduct | null {
  const [, root, second = '', third = ''] = pathname.split('/');
  if (root !== 'x') return null;
  if (second === 'api') return isProduct(third) ? third : null;
  if (second === 'migration') {
    const migrated = /^migration-(data-grid|pickers|charts|tree-view)-/.exec(third)?.[1];
    return migrated ? MIGRATIONS[migrated]! : null;
  }
  return SEGMENTS[second] ?? null;
}

/**
 * Pagefind's filter query for a selection. A product filter keeps the suite-wide pages
 * (licensing, installation, the blog): they apply to every product, and a reader who narrowed to
 * the Data Grid still wants "license key" to find the licensing page.
 */
export function pagefindFilters(selection: FilterSelection): Record<string, { any: string[] }> {
  return {
    ...(selection.products.length ? { product: { any: [...selection.products, SUITE] } } : {}),
    ...(selection.kinds.length ? { kind: { any: [...selection.kinds] } } : {}),
  };
}

export const isFiltered = (selection: FilterSelection) =>
  selection.products.length > 0 || selection.kinds.length > 0;

export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** What the dialog says is active, e.g. "Data Grid · Guides, Blog". */
export function describeSelection(selection: FilterSelection): string {
  const products = SEARCH_PRODUCTS.filter((p) => selection.products.includes(p.id)).map((p) => p.name);
  const kinds = SEARCH_KINDS.filter((k) => selection.kinds.includes(k.id)).map((k) => k.label);
  return [products.join(', '), kinds.join(', ')].filter(Boolean).join(' · ');
}

const KEY = 'mui-docs-search-filters';

interface Stored {
  kinds: SearchKind[];
  /** The product choice per context: a product's pages, or `all` for the rest of the site. */
  products: Partial<Record<SearchProduct | 'all', SearchProduct[]>>;
}

function readStored(): Stored {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Stored> | null;
    const products: Stored['products'] = {};
    for (const [context, list] of Object.entries(value?.products ?? {})) {
      if ((context === 'all' || isProduct(context)) && Array.isArray(list))
        products[context] = list.filter(isProduct);
    }
    return { kinds: Array.isArray(value?.kinds) ? value.kinds.filter(isKind) : [], products };
  } catch {
    // Storage blocked or a corrupt value: the defaults.
    return { kinds: [], products: {} };
  }
}

/**
 * The selection for a dialog opened on `pathname`. The kinds are remembered everywhere. The
 * products are remembered per context: on a product's pages that product is preselected until
 * the reader changes it there, and the rest of the site starts from every product. So clearing
 * the Data Grid filter on a grid page sticks on grid pages without narrowing a Charts page.
 */
export function readFilters(pathname: string): FilterSelection {
  const context = productOfPath(pathname);
  const stored = readStored();
  return {
    products: stored.products[context ?? 'all'] ?? (context ? [context] : []),
    kinds: stored.kinds,
  };
}

export function saveFilters(pathname: string, selection: FilterSelection): void {
  const stored = readStored();
  stored.kinds = selection.kinds;
  stored.products[productOfPath(pathname) ?? 'all'] = selection.products;
  try {
    localStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the filter still applies until the page is left.
  }
}
