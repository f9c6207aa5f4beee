import { isPage, NavigationDataError, pages, walk } from './tree-utils';
import type { NavItem } from './types';

/**
 * Every written page must have its place in the tree, as a page (leaf). Throws naming the
 * first file that does not, so a page cannot be published unreachable from the navigation.
 */
export function assertPagesInTree(tree: readonly NavItem[], written: Record<string, string>): void {
  const nodes = new Map<string, NavItem>();
  walk(tree, (item) => nodes.set(item.pathname, item));
  for (const [pathname, file] of Object.entries(written)) {
    const node = nodes.get(pathname);
    if (!node) {
      throw new NavigationDataError(
        `${file} is the page ${pathname}, which is not in the navigation tree (src/navigation/tree.ts).`,
      );
    }
    if (!isPage(node)) {
      throw new NavigationDataError(
        `${file} is the page ${pathname}, but that navigation entry is a group, not a page.`,
      );
    }
  }
}

/**
 * Every leaf of the linked tree must have a page: the drawer, prev/next and the sitemap only
 * link to what exists. Throws naming the first leaf that does not.
 */
export function assertLinkedLeavesHavePages(
  linked: readonly NavItem[],
  hasPage: (pathname: string) => boolean,
): void {
  for (const leaf of pages(linked)) {
    if (!hasPage(leaf.pathname)) {
      throw new NavigationDataError(`Linked navigation leaf ${leaf.pathname} has no page.`);
    }
  }
}

export interface Coverage {
  written: number;
  total: number;
  missing: string[];
}

/** How many guide leaves of the plan have a page. */
export function guideCoverage(tree: readonly NavItem[], hasPage: (p: string) => boolean): Coverage {
  const all = pages(tree);
  const missing = all.filter((p) => !hasPage(p.pathname)).map((p) => p.pathname);
  return { written: all.length - missing.length, total: all.length, missing };
}
