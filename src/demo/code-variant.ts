/**
 * The reader's code preferences (spec section 4): the language of code samples (TypeScript
 * or JavaScript) and the styling variant of demos (MUI System, Tailwind, CSS). Both are kept
 * in a cookie and can be set from a link's hash, such as `#BasicSorting.js` or
 * `#tailwind-BasicSorting.tsx`. This module is pure; the React side is CodePreferences.tsx.
 */
export type CodeVariant = 'TS' | 'JS';
export type CodeStyling = 'system' | 'tailwind' | 'css';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
/** One year, in seconds (spec section 9). */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['system', 'tailwind', 'css'];

export interface CodePreferences {
  codeVariant?: CodeVariant;
  codeStyling?: CodeStyling;
}

const HASH = /^#?(?:(system|tailwind|css)-)?[\w$-]+\.(js|tsx)$/;

/** What a URL hash asks for; an empty object when the hash names no demo file. */
export function preferencesFromHash(hash: string): CodePreferences {
  const match = HASH.exec(decodeURIComponent(hash));
  if (!match) return {};
  const result: CodePreferences = { codeVariant: match[2] === 'js' ? 'JS' : 'TS' };
  if (match[1]) result.codeStyling = match[1] as CodeStyling;
  return result;
}

/** Reads one cookie's value from a `document.cookie` style string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The stored preferences; unknown values are ignored so a stale cookie cannot break demos. */
export function preferencesFromCookies(cookies: string): CodePreferences {
  const variant = readCookie(cookies, CODE_VARIANT_COOKIE);
  const styling = readCookie(cookies, CODE_STYLING_COOKIE);
  const result: CodePreferences = {};
  if (CODE_VARIANTS.includes(variant as CodeVariant)) result.codeVariant = variant as CodeVariant;
  if (CODE_STYLINGS.includes(styling as CodeStyling)) result.codeStyling = styling as CodeStyling;
  return result;
}

/** The preferences in force: the hash wins over the cookie, TypeScript and MUI System by default. */
export function resolvePreferences(hash: string, cookies: string): Required<CodePreferences> {
  return {
    codeVariant: 'TS',
    codeStyling: 'system',
    ...preferencesFromCookies(cookies),
    ...preferencesFromHash(hash),
  };
}

/** The `document.cookie` assignment that stores one preference for a year on the whole site. */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${PREFERENCE_COOKIE_MAX_AGE};samesite=lax`;
}
