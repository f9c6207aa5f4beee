import { apiPathnames } from '../api/load';

/** The API reference pages that exist (generated from the packages by scripts/generate-api.ts). */
const API_PAGES: ReadonlySet<string> = new Set(apiPathnames().map((p) => `${p}/`));

/** Guide pages link a component to its API page only when that page was generated. */
export function apiPageExists(href: string): boolean {
  return API_PAGES.has(href);
}
