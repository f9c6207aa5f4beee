import { pageSources } from '../../generated/content-index';
import { apiManifest, apiPathnames } from '../api/load';
import { apiNavEntries } from '../api/nav';
import { assertLinkedLeavesHavePages } from './coverage';
import { assertValidTree, pruneTree, withApiEntries } from './tree-utils';
import { docsTree } from './tree';
import type { NavItem } from './types';

/** Whether a guide page has been written (its content file exists). */
export function hasGuidePage(pathname: string): boolean {
  return Object.hasOwn(pageSources, pathname);
}

const apiPages = new Set(apiPathnames());

/** Whether a page exists: a written guide or a generated API page. */
export function hasPage(pathname: string): boolean {
  return hasGuidePage(pathname) || apiPages.has(pathname);
}

function build(): NavItem[] {
  assertValidTree(docsTree);
  const full = withApiEntries(docsTree, apiNavEntries(apiManifest));
  assertValidTree(full);
  const linked = pruneTree(full, hasPage);
  assertLinkedLeavesHavePages(linked, hasPage);
  return linked;
}

/** The navigation the site shows: the tree reduced to the pages that exist. */
export const linkedTree: NavItem[] = build();
