/**
 * `adapterLocale` in each library: Day.js names a locale it has loaded (`import 'dayjs/locale/de'`,
 * `adapterLocale="de"`); date-fns passes the locale object (`import { de } from 'date-fns/locale/de'`);
 * Luxon takes a BCP 47 tag and needs no import (Intl knows it); Moment loads its locale file and
 * takes its name. A locale the target library does not ship makes the demo untranslatable.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TargetLibrary } from './index';

export interface TargetLocale {
  /** The prop's new value, as written in JSX (`{de}`, `"de"`). */
  prop: string;
  /** The import that loads it, if any. */
  importLine?: string;
  /** The name the import declares (date-fns), which the demo must not already use. */
  binding?: string;
}

/** `en-gb` → `en-GB`; Day.js's `en` is American English. */
function bcp47(code: string): string {
  if (code === 'en') return 'en-US';
  const [language, region, ...rest] = code.split('-');
  if (rest.length > 0 || !language) return code;
  return region ? `${language}-${region.toUpperCase()}` : language;
}

/** The locale `code` (a Day.js locale name) in `library`, or undefined when it does not ship one. */
export function targetLocale(code: string, library: TargetLibrary): TargetLocale | undefined {
  if (!/^[a-z]{2,3}(-[a-z]{2,4})?$/.test(code)) return undefined;
  const tag = bcp47(code);
  const modules = resolve(process.cwd(), 'node_modules');
  if (library === 'luxon') return { prop: `"${tag}"` };
  if (library === 'moment') {
    // Moment's English is built in; other locales are files named like Day.js's.
    if (code === 'en') return { prop: '"en"' };
    if (!existsSync(resolve(modules, 'moment/locale', `${code}.js`))) return undefined;
    // As in the site's own Moment demo (MomentLocale.tsx): Moment's locale files have no types.
    const comment = '// @ts-expect-error TypeScript 6 reports a side-effect import without types (TS2882)';
    return { prop: `"${code}"`, importLine: `${comment}\nimport 'moment/locale/${code}';` };
  }
  if (!existsSync(resolve(modules, 'date-fns/locale', `${tag}.js`))) return undefined;
  const binding = tag.replace('-', '');
  return {
    prop: `{${binding}}`,
    importLine: `import { ${binding} } from 'date-fns/locale/${tag}';`,
    binding,
  };
}
