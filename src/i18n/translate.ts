import { catalogs as defaultCatalogs, en, type Catalog, type TranslationKey } from './translations';

/**
 * Looks up an interface string (spec section 8): a key missing from the language logs a
 * warning and falls back to English; a language that does not exist logs an error and shows
 * an ellipsis, so a wrong language setting is visible rather than silently English.
 */
export function translate(
  language: string,
  key: TranslationKey | (string & {}),
  catalogs: Record<string, Catalog> = defaultCatalogs,
): string {
  const catalog = catalogs[language];
  if (!catalog) {
    console.error(`MUI X docs: missing language "${language}" for translation key "${key}".`);
    return '…';
  }
  const text = catalog[key];
  if (text !== undefined) return text;
  console.warn(`MUI X docs: missing translation for key "${key}" in "${language}".`);
  return (en as Catalog)[key] ?? key;
}

/** A translator bound to one language; every page is English today. */
export function t(key: TranslationKey): string {
  return translate('en', key);
}
