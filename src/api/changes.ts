/**
 * The generated list of every API change since v7 (/x/whats-new/api-changes/): its data
 * (generated/api/since-v7.json, written by scripts/generate-api.ts), address, title and
 * headings, shared by its route, the sitemap and the search index. Server and build only.
 */
import type { Heading } from '../content/headings';
import sinceV7Json from '../../generated/api/since-v7.json';
import type { ApiSinceV7Summary } from './types';

export const apiChanges = sinceV7Json as unknown as ApiSinceV7Summary;

/** Navigation key (no trailing slash), as the tree's pathnames are written. */
export const API_CHANGES_PATH = '/x/whats-new/api-changes';
export const API_CHANGES_TITLE = 'API changes since v7';
export const API_CHANGES_DESCRIPTION =
  'Every component, prop and type property that is new in MUI X v8 or was removed since the last v7 release, per product, generated from the packages’ type declarations.';

/** One h2 per product with changes. */
export function apiChangesHeadings(): Heading[] {
  return apiChanges.products
    .filter((p) => p.pages.length)
    .map((p) => ({ depth: 2, id: p.product, text: p.title }));
}
