/**
 * Decides whether a prose claim (claims.ts) holds. A name claim is checked only on a page that
 * lists components in its front matter, since only there do we know what the prose is about;
 * it holds when the name is documented or reachable from those components (props, slots,
 * members of their props' types, members of the product's API types), exported by an installed
 * @mui/x-* package, used by the page's own code, or a standard DOM/JS/React name.
 * A member path rooted at an @mui/x-* export (`LicenseInfo.setLicenseKey()`) is checked on
 * every page, strictly, with the type checker.
 */
import type ts from 'typescript';
import { isCamelCase, type Claim } from './claims';
import type { ExportedName } from './package-facts';
import { typesOfSymbol, walkPath } from './type-walk';

export interface SharedFacts {
  checker: ts.TypeChecker;
  exports: ReadonlyMap<string, ExportedName>;
  standard: ReadonlySet<string>;
  /** CSS custom properties the installed @mui/* packages' JavaScript mentions. */
  cssVariables: ReadonlySet<string>;
}

/** What a page with `components:` is about. */
export interface PageFacts {
  components: readonly string[];
  /** Props, slots and members the API pages of the components and the product's types list. */
  documented: ReadonlySet<string>;
  /** Whether a name is reachable from the components' props types (walked one by one, when needed). */
  reaches(name: string): boolean;
  /** Everything reachable from the components' props types. */
  reachable(): ReadonlySet<string>;
  /** Names the page's demos and code blocks use. */
  code: ReadonlySet<string>;
  /** The components' props types, for member paths (`initialState.sorting.sortModel`). */
  props: ts.Type[];
}

/** null: not a claim here; '' holds; otherwise why it fails. */
export type Verdict = null | '' | string;

export function judgeClaim(claim: Exclude<Claim, { kind: 'import' }>, shared: SharedFacts, page: PageFacts | null): Verdict {
  if (claim.kind === 'name') return page ? judgeName(claim.name, shared, page) : null;
  if (claim.kind === 'cssVariable') {
    if (shared.cssVariables.has(claim.name) || page?.code.has(claim.name)) return '';
    return `\`${claim.name}\` is not a CSS variable the installed @mui packages read, nor one this page's code sets`;
  }
  const [root, ...rest] = claim.segments as [string, ...string[]];
  const exported = shared.exports.get(root);
  if (exported && rest.length) {
    const found = walkPath(shared.checker, typesOfSymbol(shared.checker, exported.symbol), rest);
    if (found === rest.length) return '';
    const owner = [root, ...rest.slice(0, found)].join('.');
    return `\`${rest[found]}\` is not a member of \`${owner}\` (${exported.specifier})`;
  }
  if (!page) return null;
  // Its camelCase segments are claims, accepted where a walk from the components' props reaches
  // them (`slotProps.textField.helperText`) or as names (`context.validationError`).
  const claimed = claim.segments.map(isCamelCase);
  if (!claimed.some(Boolean)) return null;
  const reached = walkPath(shared.checker, page.props, claim.segments);
  for (let i = reached; i < claim.segments.length; i += 1) {
    if (!claimed[i]) continue;
    const verdict = judgeName(claim.segments[i]!, shared, page);
    if (verdict) return verdict;
  }
  return '';
}

function judgeName(name: string, shared: SharedFacts, page: PageFacts): Verdict {
  const { documented, code } = page;
  if (documented.has(name) || code.has(name) || shared.exports.has(name) || shared.standard.has(name)) return '';
  if (page.reaches(name)) return '';
  const guess = closest(name, documented) ?? closest(name, page.reachable());
  if (!page.components.length) {
    return (
      `\`${name}\` is not declared by any MUI X release installed here (8.0.0-beta.3 or old-versions/), ` +
      `nor a name in this page's code${guess ? ` (did you mean \`${guess}\`?)` : ''}`
    );
  }
  return (
    `\`${name}\` is not a prop or member of ${page.components.join(', ')}, an @mui/x-* export, ` +
    `a name in this page's code, nor a standard DOM/React name${guess ? ` (did you mean \`${guess}\`?)` : ''}`
  );
}

/** The nearest documented name within two edits, for the error message. */
function closest(name: string, candidates: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - name.length) >= bestDistance) continue;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
