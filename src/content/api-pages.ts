/**
 * The API reference pages that exist. The reference is generated from the packages by a
 * later stage of the build; until it exists, guide pages name their components without links
 * rather than link to pages that would answer 404.
 */
const API_PAGES: ReadonlySet<string> = new Set<string>();

export function apiPageExists(href: string): boolean {
  return API_PAGES.has(href);
}
