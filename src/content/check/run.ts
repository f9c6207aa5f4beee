/**
 * Both content checks over a set of MDX documents, sharing one TypeScript program:
 * A. every ```ts/tsx/js/jsx block compiles against the installed packages (compile.ts);
 * B. prose inline code that names an API (claims.ts) matches the API (fact-check.ts), and
 *    prose import paths resolve (import-paths.ts); inline `import { X } from 'pkg'` is compiled
 *    with the samples, so the compiler checks that `pkg` exports `X`.
 * Documents come in as text so tests can pass fixtures; scripts/check-code-samples.ts reads
 * content/ and blog/.
 */
import { pathnameForFile } from '../source';
import { readApiFacts } from './api-facts';
import { claimsOf, type Claim } from './claims';
import { checkCodemods } from './codemods';
import { compileSamples, type ProseModule } from './compile';
import { judgeClaim, type SharedFacts } from './fact-check';
import { resolveImportPath } from './import-paths';
import { scanMdx } from './mdx-scan';
import { absentPeers, cssVariablesOf, exportedNames, muiXPackages, packageEntries } from './package-facts';
import { pageFactsReader } from './page-facts';
import { CHECKED_LANGUAGES, proseImportModule, sampleModule, type SampleModule } from './samples';
import { standardNames } from './standard-names';
import type { CheckCounts, CheckDocument, CheckFailure, CheckResult } from './types';

export type { CheckCounts, CheckDocument, CheckFailure, CheckResult } from './types';

type IdentifierClaim = Exclude<Claim, { kind: 'import' }>;

export function checkDocuments(root: string, documents: readonly CheckDocument[]): CheckResult {
  const api = readApiFacts(root);
  const counts: CheckCounts = { blocks: 0, optedOut: 0, identifiers: 0, importPaths: 0, skippedPaths: 0, codemods: 0 };
  const failures: CheckFailure[] = [];
  const docs = documents.map((doc) => ({ doc, scan: scanMdx(doc.file, doc.source), pathname: pathnameOf(doc.file) }));

  const samples: SampleModule[] = [];
  const proseModules: ProseModule[] = [];
  const claims: { index: number; line: number; claim: IdentifierClaim }[] = [];
  docs.forEach(({ doc, scan }, index) => {
    const codemods = checkCodemods(root, doc.file, [
      // A block's code starts on the line after its fence.
      ...scan.blocks.map((b) => ({ text: b.code, line: b.line + 1, inline: false })),
      ...scan.inline.map((i) => ({ text: i.value, line: i.line, inline: true })),
    ]);
    counts.codemods += codemods.checked;
    failures.push(...codemods.failures);
    for (const block of scan.blocks) {
      if (!CHECKED_LANGUAGES.has(block.lang)) continue;
      if (block.fragment) counts.optedOut += 1;
      else samples.push(sampleModule(root, doc.file, block));
    }
    for (const { value, line } of scan.inline) {
      for (const claim of claimsOf(value)) {
        if (claim.kind !== 'import') {
          claims.push({ index, line, claim });
          continue;
        }
        const { verdict, version } = resolveImportPath(root, claim.specifier, isMigrationGuide(doc.file));
        if (verdict === 'skipped') {
          counts.skippedPaths += 1;
          continue;
        }
        counts.importPaths += 1;
        if (verdict === 'missing') {
          failures.push({ file: doc.file, line, message: `import path \`${claim.specifier}\` does not resolve from the project` });
        } else if (claim.names.length) {
          const text = `import { ${claim.names.join(', ')} } from '${claim.specifier}';\n`;
          const prose = proseImportModule(root, doc.file, line, proseModules.length, text);
          proseModules.push({ ...prose, file: doc.file, line, ...(version ? { version } : {}) });
        }
      }
    }
  });
  counts.blocks = samples.length;

  const packages = muiXPackages(root);
  const entries = packageEntries(root, packages);
  const compiled = compileSamples(root, {
    samples,
    proseModules,
    entries: entries.map((e) => e.file),
    absentPackages: absentPeers(root, packages),
  });
  failures.push(...compiled.failures);

  const { program } = compiled;
  const shared: SharedFacts = {
    checker: program.getTypeChecker(),
    exports: exportedNames(program, entries),
    standard: standardNames(program),
    cssVariables: cssVariablesOf(root, [...packages, '@mui/material']),
  };
  const readPage = pageFactsReader({ root, api, shared, program, entries });
  const pages = docs.map(({ doc, scan, pathname }) => readPage(scan, pathname, doc.demos));
  for (const { index, line, claim } of claims) {
    const verdict = judgeClaim(claim, shared, pages[index]!);
    if (verdict === null) continue;
    counts.identifiers += 1;
    if (verdict) failures.push({ file: docs[index]!.doc.file, line, message: verdict });
  }
  failures.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { failures, counts };
}

/** Migration guides name older releases' paths, which resolve in old-versions/. */
function isMigrationGuide(file: string): boolean {
  return file.startsWith('content/migration/');
}

/** The navigation path of a guide page (`/x/react-data-grid/sorting`); '' for blog posts. */
function pathnameOf(file: string): string {
  return file.startsWith('content/') ? pathnameForFile(file) : '';
}
