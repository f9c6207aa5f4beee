/**
 * Day.js format strings in each other library's tokens. Only tokens whose output is the same
 * in English are mapped (checked by formats.test.ts against the real libraries and against
 * each Pickers adapter's token map); anything else makes the demo untranslatable.
 */
import type { TargetLibrary } from './index';

/** Day.js tokens (core, plus `Do` from advancedFormat, which AdapterDayjs loads). Longest first. */
export const TOKENS: Record<string, Record<TargetLibrary, string | null>> = {
  YYYY: { 'date-fns': 'yyyy', luxon: 'yyyy', moment: 'YYYY' },
  YY: { 'date-fns': 'yy', luxon: 'yy', moment: 'YY' },
  MMMM: { 'date-fns': 'MMMM', luxon: 'MMMM', moment: 'MMMM' },
  MMM: { 'date-fns': 'MMM', luxon: 'MMM', moment: 'MMM' },
  MM: { 'date-fns': 'MM', luxon: 'MM', moment: 'MM' },
  M: { 'date-fns': 'M', luxon: 'M', moment: 'M' },
  Do: { 'date-fns': 'do', luxon: null, moment: 'Do' },
  DD: { 'date-fns': 'dd', luxon: 'dd', moment: 'DD' },
  D: { 'date-fns': 'd', luxon: 'd', moment: 'D' },
  dddd: { 'date-fns': 'EEEE', luxon: 'EEEE', moment: 'dddd' },
  ddd: { 'date-fns': 'EEE', luxon: 'EEE', moment: 'ddd' },
  dd: { 'date-fns': 'EEEEEE', luxon: null, moment: 'dd' },
  HH: { 'date-fns': 'HH', luxon: 'HH', moment: 'HH' },
  H: { 'date-fns': 'H', luxon: 'H', moment: 'H' },
  hh: { 'date-fns': 'hh', luxon: 'hh', moment: 'hh' },
  h: { 'date-fns': 'h', luxon: 'h', moment: 'h' },
  mm: { 'date-fns': 'mm', luxon: 'mm', moment: 'mm' },
  m: { 'date-fns': 'm', luxon: 'm', moment: 'm' },
  ss: { 'date-fns': 'ss', luxon: 'ss', moment: 'ss' },
  s: { 'date-fns': 's', luxon: 's', moment: 's' },
  SSS: { 'date-fns': 'SSS', luxon: 'SSS', moment: 'SSS' },
  A: { 'date-fns': 'a', luxon: 'a', moment: 'A' },
  a: { 'date-fns': 'aaa', luxon: null, moment: 'a' },
  ZZ: { 'date-fns': 'xx', luxon: 'ZZZ', moment: 'ZZ' },
  Z: { 'date-fns': 'xxx', luxon: 'ZZ', moment: 'Z' },
};
/**
 * Tokens a picker's field cannot read in the target library (its adapter has no section for
 * them): fine in a `.format()` call, refused in a `format` prop.
 */
export const NOT_IN_FIELDS: Record<TargetLibrary, ReadonlySet<string>> = {
  'date-fns': new Set(['dd']),
  luxon: new Set(),
  moment: new Set(),
};
const ORDER = Object.keys(TOKENS).sort((a, b) => b.length - a.length);

/** Letters are tokens (or errors) in every library; other characters print as themselves. */
const LETTER = /[A-Za-z]/;

function quoteLiteral(text: string, library: TargetLibrary): string | null {
  if (text === '') return '';
  if (library === 'moment') return `[${text}]`;
  // date-fns and Luxon quote with apostrophes; date-fns writes one as two, Luxon cannot.
  if (text.includes("'")) return library === 'date-fns' ? `'${text.replaceAll("'", "''")}'` : null;
  return `'${text}'`;
}

/** The format in `library`'s tokens, or the first Day.js token it cannot express. */
export function translateFormat(
  format: string,
  library: TargetLibrary,
  /** The string is a picker's `format` prop, which its field also reads. */
  field = false,
): { format: string } | { token: string } {
  let out = '';
  let literal = '';
  const flush = (): string | null => {
    const quoted = quoteLiteral(literal, library);
    literal = '';
    return quoted;
  };
  let i = 0;
  while (i < format.length) {
    const char = format[i]!;
    if (char === '[') {
      const end = format.indexOf(']', i);
      if (end < 0) return { token: '[' };
      literal += format.slice(i + 1, end);
      i = end + 1;
      continue;
    }
    if (!LETTER.test(char)) {
      if (char === "'") literal += char;
      else {
        const quoted = flush();
        if (quoted === null) return { token: "'" };
        out += quoted + char;
      }
      i++;
      continue;
    }
    const token = ORDER.find((t) => format.startsWith(t, i));
    const mapped = token ? TOKENS[token]![library] : null;
    if (!token || !mapped || (field && NOT_IN_FIELDS[library].has(token)))
      return { token: token ?? /^[A-Za-z]+/.exec(format.slice(i))?.[0] ?? char };
    const quoted = flush();
    if (quoted === null) return { token: "'" };
    out += quoted + mapped;
    i += token.length;
  }
  const quoted = flush();
  if (quoted === null) return { token: "'" };
  // Moment's tokens and brackets are Day.js's: once every token is known, the string stands.
  return { format: library === 'moment' ? format : out + quoted };
}

/** Day.js tokens that print words or ordinals (month and weekday names, AM/PM), which depend on the locale. */
const WORD_TOKENS = new Set(['MMMM', 'MMM', 'Do', 'dddd', 'ddd', 'dd', 'A', 'a']);

/** Whether a Day.js format prints anything in words (outside `[literals]`). */
export function printsWords(format: string): boolean {
  const bare = format.replace(/\[[^\]]*\]/g, '');
  for (let i = 0; i < bare.length; ) {
    const token = ORDER.find((t) => bare.startsWith(t, i));
    if (token && WORD_TOKENS.has(token)) return true;
    i += token ? token.length : 1;
  }
  return false;
}
