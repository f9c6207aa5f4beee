import { pageSources } from '../../generated/content-index';
import { assertLinkedLeavesHavePages } from './coverage';
import { assertValidTree, pruneTree, withApiEntries } from './tree-utils';
import { docsTree } from './tree';
import type { NavItem } from './types';

/** Whether a guide page has been written (its content file exists). */
export function hasGuidePage(pathname: string): boolean {
  return Object.hasOwn(pageSources, pathname);
}

function build(): NavItem[] {
  assertValidTree(docsTree);
  // API entries arrive here from generated data once the API reference exists.
  const full = withApiEntries(docsTree, {});
  const linked = pruneTree(full, hasGuidePage);
  assertLinkedLeavesHavePages(linked, hasGuidePage);
  return linked;
}

/** The navigation the site shows: the tree reduced to the pages that exist. */
export const linkedTree: NavItem[] = build();
