/**
 * The data of the generated list of every API change since v7 (/x/whats-new/api-changes/):
 * generated/api/since-v7.json, written by scripts/generate-api.ts, and the page's headings,
 * shared by its route and the search index. Server and build only.
 */
import type { Heading } from '../content/headings';
import sinceV7Json from '../../generated/api/since-v7.json';
import type { ApiSinceV7Summary } from './types';

export { API_CHANGES_DESCRIPTION, API_CHANGES_PATH, API_CHANGES_TITLE } from './changes-page';

export const apiChanges = sinceV7Json as unknown as ApiSinceV7Summary;

/** One h2 per product with changes. */
export function apiChangesHeadings(): Heading[] {
  return apiChanges.products
    .filter((p) => p.pages.length)
    .map((p) => ({ depth: 2, id: p.product, text: p.title }));
}
