import type { ApiProduct, NavItem } from './types';

/** Thrown for navigation data that cannot be used; the message names the offending path. */
export class NavigationDataError extends Error {
  override name = 'NavigationDataError';
}

/** Depth-first walk over every node, with the chain of its ancestors. */
export function walk(
  items: readonly NavItem[],
  visit: (item: NavItem, ancestors: readonly NavItem[]) => void,
  ancestors: readonly NavItem[] = [],
): void {
  for (const item of items) {
    visit(item, ancestors);
    if (item.children) walk(item.children, visit, [...ancestors, item]);
  }
}

/** A page is a node without children that is not an API slot. */
export function isPage(item: NavItem): boolean {
  return !item.children?.length && !item.apiProduct;
}

/** Every page (leaf) of the tree in reading order. */
export function pages(items: readonly NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  walk(items, (item) => {
    if (isPage(item)) out.push(item);
  });
  return out;
}

/**
 * Checks the shape of the navigation data and throws on the first problem, naming the path:
 * duplicate pathnames (spec section 5), malformed pathnames, leaves without a title.
 */
export function assertValidTree(items: readonly NavItem[]): void {
  const seen = new Set<string>();
  walk(items, (item, ancestors) => {
    const where = [...ancestors.map((a) => a.pathname), item.pathname].join(' > ');
    if (typeof item.pathname !== 'string' || !/^\/[a-z0-9\-/]*[a-z0-9]$/.test(item.pathname)) {
      throw new NavigationDataError(
        `Invalid pathname ${JSON.stringify(item.pathname)} in navigation data at ${where}: ` +
          'expected a lower-case path starting with "/" and without trailing slash.',
      );
    }
    if (seen.has(item.pathname)) {
      throw new NavigationDataError(`Duplicate pathname in navigation data: ${item.pathname}`);
    }
    seen.add(item.pathname);
    if (isPage(item) && !item.title) {
      throw new NavigationDataError(`Navigation page ${item.pathname} has no title.`);
    }
    if (item.children && item.children.length === 0 && !item.apiProduct) {
      throw new NavigationDataError(`Navigation group ${item.pathname} has an empty children list.`);
    }
  });
}

/**
 * The linked tree: only the pages for which `hasPage` is true, and the groups that still
 * contain one. Groups keep their flags; order is preserved.
 */
export function pruneTree(items: readonly NavItem[], hasPage: (pathname: string) => boolean): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.children?.length) {
      const children = pruneTree(item.children, hasPage);
      if (children.length) out.push({ ...item, children });
    } else if (!item.apiProduct && hasPage(item.pathname)) {
      out.push(item);
    }
  }
  return out;
}

/**
 * The seam for the API reference: fills each `apiProduct` slot with the entries generated
 * from that product's packages. A slot without entries is left empty (and pruned later).
 */
export function withApiEntries(
  items: readonly NavItem[],
  entries: Partial<Record<ApiProduct, NavItem[]>>,
): NavItem[] {
  return items.map((item) => {
    if (item.apiProduct) {
      const children = entries[item.apiProduct] ?? [];
      return children.length ? { ...item, children } : item;
    }
    return item.children ? { ...item, children: withApiEntries(item.children, entries) } : item;
  });
}

/** The chain of nodes from the root to the node with this pathname, or null. */
export function findTrail(items: readonly NavItem[], pathname: string): NavItem[] | null {
  for (const item of items) {
    if (item.pathname === pathname) return [item];
    if (item.children) {
      const rest = findTrail(item.children, pathname);
      if (rest) return [item, ...rest];
    }
  }
  return null;
}

/** Previous and next pages in reading order, for the links at the foot of a page. */
export function prevNext(
  items: readonly NavItem[],
  pathname: string,
): { prev: NavItem | null; next: NavItem | null } {
  const list = pages(items);
  const index = list.findIndex((p) => p.pathname === pathname);
  if (index === -1) return { prev: null, next: null };
  return { prev: list[index - 1] ?? null, next: list[index + 1] ?? null };
}

/** The label of a node: its title, else its subheader. */
export function label(item: NavItem): string {
  return item.title ?? item.subheader ?? item.pathname;
}

/**
 * The tree the drawer shows on a page of `product`: other products' API groups (a hundred
 * entries or more each) become a single link to their API index, so every page does not carry
 * every product's API list in its HTML. The full tree still drives breadcrumbs and prev/next.
 */
export function drawerTree(items: readonly NavItem[], product: ApiProduct | null): NavItem[] {
  return items.map((item) => {
    if (item.apiProduct && item.apiProduct !== product && item.children?.length) {
      return { pathname: `/x/api/${item.apiProduct}`, title: item.title ?? 'API reference' };
    }
    return item.children ? { ...item, children: drawerTree(item.children, product) } : item;
  });
}
