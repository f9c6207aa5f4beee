/**
 * Import paths shown in prose must resolve from the project, as a bundler resolves them
 * (package.json `exports` included: `@mui/x-data-grid/esm` is blocked). A path is checked when
 * its package is installed, or belongs to the `@mui/` family the site documents (which must
 * be installed); libraries the site does not install are skipped, not failed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { OLD_VERSIONS, oldVersionRoot } from './old-versions';
import { packageName } from './package-name';
import { SAMPLE_OPTIONS } from './program';

/** Packages named in prose that are command-line tools, run with npx, never imported. */
const COMMAND_LINE_PACKAGES = new Set(['@mui/x-codemod', '@mui/codemod', '@mui/envinfo']);

export type PathVerdict = 'resolves' | 'missing' | 'skipped';

/**
 * A path resolves from the project; on a migration guide (`oldVersions`), also from an older
 * release in old-versions/ (`@mui/lab/TreeView`, v7's `@mui/x-date-pickers/AdapterDateFnsV3`):
 * `version` says which, so the names it imports are checked against that release.
 */
export function resolveImportPath(
  root: string,
  specifier: string,
  oldVersions: boolean,
): { verdict: PathVerdict; version?: string } {
  const verdict = checkImportPath(root, specifier);
  if (verdict === 'resolves' || !oldVersions) return { verdict };
  for (const version of OLD_VERSIONS) {
    const versionRoot = oldVersionRoot(root, version);
    if (!existsSync(join(versionRoot, 'node_modules'))) continue;
    if (checkImportPath(versionRoot, specifier) === 'resolves') return { verdict: 'resolves', version };
  }
  return { verdict };
}

export function checkImportPath(root: string, specifier: string): PathVerdict {
  const name = packageName(specifier);
  const installed = existsSync(join(root, 'node_modules', name, 'package.json'));
  if (!installed && (!name.startsWith('@mui/') || COMMAND_LINE_PACKAGES.has(name))) return 'skipped';
  // A package named alone is a dependency (`@mui/x-internals` has no root entry): installed is enough.
  if (specifier === name) return installed ? 'resolves' : 'missing';
  // allowJs: a path to a JavaScript-only module (`dayjs/locale/de`) exists for a bundler too.
  const options = { ...SAMPLE_OPTIONS, allowJs: true };
  const resolved = ts.resolveModuleName(specifier, join(root, 'index.ts'), options, ts.sys).resolvedModule;
  if (resolved) return 'resolves';
  return installed && resolvesAsFile(root, name, specifier) ? 'resolves' : 'missing';
}

/**
 * What a bundler finds that TypeScript does not: in a package without `exports`, a subpath is a
 * file path. TypeScript can miss it because `typesVersions` sends every subpath to a typings
 * folder (Moment maps `*` to `ts3.1-typings/*`, so `moment/locale/de` has no types but exists).
 */
function resolvesAsFile(root: string, name: string, specifier: string): boolean {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
  if (manifest.exports !== undefined) return false;
  const base = join(root, 'node_modules', specifier);
  return ['', '.js', '.mjs', '.cjs', '/index.js'].some((suffix) => {
    const path = base + suffix;
    return existsSync(path) && statSync(path).isFile();
  });
}
