/** Interface languages the site is translated into. Only English exists (spec section 9). */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

const PREFIX = new RegExp(`^/(${LANGUAGES.join('|')})(?=/|$)`);

/** The language a path is written in: its optional prefix, else English. */
export function languageOfPath(path: string): Language {
  const match = PREFIX.exec(path);
  return (match?.[1] as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Removes an optional language prefix: `/en/x/introduction/` becomes `/x/introduction/`. */
export function stripLanguagePrefix(path: string): string {
  const stripped = path.replace(PREFIX, '');
  return stripped === '' ? '/' : stripped;
}

/** Adds the trailing slash every page URL of the site has (`/x/sorting` to `/x/sorting/`). */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/** Removes a trailing slash except on the root: the form the navigation tree stores. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The canonical form of a URL: query and hash dropped, language prefix removed, `/api/...`
 * written as `/api-docs/...` (spec section 2), and a trailing slash.
 */
export function canonicalPath(url: string): string {
  const path = stripLanguagePrefix(url.replace(/[?#].*$/, '') || '/');
  const mapped = path.replace(/^\/api(?=\/|$)/, '/api-docs');
  return withTrailingSlash(mapped);
}

/** The key the navigation tree uses for a URL: canonical, without trailing slash. */
export function navKey(url: string): string {
  return withoutTrailingSlash(stripLanguagePrefix(url.replace(/[?#].*$/, '') || '/'));
}
