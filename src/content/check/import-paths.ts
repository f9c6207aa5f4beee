/**
 * Import paths shown in prose must resolve from the project, as a bundler resolves them
 * (package.json `exports` included: `@mui/x-data-grid/esm` is blocked). A path is checked when
 * its package is installed, or belongs to the `@mui/` family the site documents (which must
 * be installed); other libraries the prose compares with (date-fns, luxon) are not installed
 * here, so their paths are skipped, not failed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { packageName } from './package-name';
import { SAMPLE_OPTIONS } from './program';

/** Packages named in prose that are command-line tools, run with npx, never imported. */
const COMMAND_LINE_PACKAGES = new Set(['@mui/x-codemod', '@mui/envinfo']);

export type PathVerdict = 'resolves' | 'missing' | 'skipped';

export function checkImportPath(root: string, specifier: string): PathVerdict {
  const name = packageName(specifier);
  const installed = existsSync(join(root, 'node_modules', name, 'package.json'));
  if (!installed && (!name.startsWith('@mui/') || COMMAND_LINE_PACKAGES.has(name))) return 'skipped';
  // A package named alone is a dependency (`@mui/x-internals` has no root entry): installed is enough.
  if (specifier === name) return installed ? 'resolves' : 'missing';
  // allowJs: a path to a JavaScript-only module (`dayjs/locale/de`) exists for a bundler too.
  const options = { ...SAMPLE_OPTIONS, allowJs: true };
  const resolved = ts.resolveModuleName(specifier, join(root, 'index.ts'), options, ts.sys).resolvedModule;
  return resolved ? 'resolves' : 'missing';
}
