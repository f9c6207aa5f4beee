/**
 * What an inline code span of prose claims. Prose code is mostly ordinary words (`null`,
 * `latest`, `'asc'`), so only forms that name an API are claims:
 *
 * - an import path (`@mui/x-date-pickers/AdapterDayjs`) or statement (`import { X } from 'p'`);
 * - a camelCase identifier (`sortingOrder`, `getItem(itemId)`): a prop, member or export name;
 * - a JSX attribute (`layout="horizontal"`, `width={300}`) or object key (`flex: 1`), whatever
 *   its case, since these forms only ever name a prop or property;
 * - a member path (`LicenseInfo.setLicenseKey()`, `slotProps.textField.helperText`);
 * - a CSS custom property with a capital (`--DataGrid-cellOffsetMultiplier`) or inside `var()`,
 *   which the packages must read. All-lowercase `--words` may be command-line flags
 *   (`--no-sandbox`) and claim nothing; no `--name` is read as a JavaScript identifier.
 *
 * PascalCase words alone (`DataGrid`, `Dayjs`) and single lowercase words are not claims.
 */

export type Claim =
  | { kind: 'import'; specifier: string; names: string[] }
  | { kind: 'name'; name: string }
  | { kind: 'path'; segments: string[] }
  | { kind: 'cssVariable'; name: string };

const IMPORT_STATEMENT = /^import\s+(?:type\s+)?(?:([\s\S]+?)\s+from\s+)?['"]([^'"]+)['"];?$/;
/** A package specifier: scoped (`@scope/name/sub`) or with a subpath (`dayjs/plugin/utc`). */
const SPECIFIER = /^(?:@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*(?:\/[\w.-]+)*|[a-z0-9][\w.-]*(?:\/[\w.-]+)+)$/;
const STRING_LITERAL = /'[^']*'|"[^"]*"|`[^`]*`/g;
const ATTRIBUTE = /(?:^|[\s<{(])([a-z][\w$]*)=(?=[{"'])/g;
const KEY = /(?:^|[{,(]|\s)([a-z_$][\w$]*)\??:\s/g;
const PATH = /(?<![\w$.)\]])[A-Za-z_$][\w$]*(?:\??\.[A-Za-z_$][\w$]*)+/g;
const IDENTIFIER = /(?<![\w$.])[A-Za-z_$][\w$]*/g;
export const CSS_VARIABLE = /(?<![\w-])--[A-Za-z][\w-]*/g;

/** Lower case first, with an upper-case hump: `sortModel`, `unstable_rowSpanning`. */
export function isCamelCase(word: string): boolean {
  return /^[a-z][\w$]*[A-Z][\w$]*$/.test(word);
}

/** The names an import clause brings in: `{ A, type B, C as D }` gives A, B, C (the exported names). */
function importedNames(clause: string | undefined): string[] {
  const named = clause ? /\{([^}]*)\}/.exec(clause)?.[1] : undefined;
  if (!named) return [];
  return named
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
    .filter(Boolean);
}

export function claimsOf(code: string): Claim[] {
  const text = code.trim();
  const statement = IMPORT_STATEMENT.exec(text);
  if (statement) return [{ kind: 'import', specifier: statement[2]!, names: importedNames(statement[1]) }];
  if (SPECIFIER.test(text)) return [{ kind: 'import', specifier: text, names: [] }];
  if (/^[a-z]+:\/\//.test(text)) return [];

  const claims: Claim[] = [];
  const seen = new Set<string>();
  const add = (claim: Claim) => {
    const key = JSON.stringify(claim);
    if (!seen.has(key)) {
      seen.add(key);
      claims.push(claim);
    }
  };
  for (const match of text.matchAll(CSS_VARIABLE)) {
    const inVar = /var\(\s*$/.test(text.slice(0, match.index));
    if (inVar || /[A-Z]/.test(match[0])) add({ kind: 'cssVariable', name: match[0] });
  }
  const rest = text.replace(CSS_VARIABLE, ' ');
  for (const [, name] of rest.matchAll(ATTRIBUTE)) add({ kind: 'name', name: name! });
  // String contents are values, not names: `'@media (pointer: fine)'` claims nothing.
  let bare = rest.replace(STRING_LITERAL, '""');
  for (const match of bare.matchAll(PATH)) add({ kind: 'path', segments: match[0].split(/\??\./) });
  bare = bare.replace(PATH, ' ');
  for (const [, name] of bare.matchAll(KEY)) add({ kind: 'name', name: name! });
  for (const [word] of bare.matchAll(IDENTIFIER)) if (isCamelCase(word)) add({ kind: 'name', name: word });
  return claims;
}
