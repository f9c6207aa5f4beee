/**
 * Every name the declarations of the MUI X releases here mention: the installed 8.0.0-beta.3
 * packages and the older ones in old-versions/ (with `@mui/lab` and `@material-ui/core`). A
 * migration guide names props and members of several releases, and lists no components, so its
 * prose names are checked against this set: a name no release declares was made up or misspelt.
 * Comments are read too (a `@deprecated` note names the replacement); `esm/` and `modern/`
 * copies of the same declarations are skipped.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSS_VARIABLE } from './claims';
import { OLD_VERSIONS, oldVersionRoot } from './old-versions';

const SKIPPED_DIRS = new Set(['esm', 'modern', 'node', 'node_modules', 'legacy']);

function filesEndingWith(suffix: string, dir: string, into: string[]): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) filesEndingWith(suffix, join(dir, entry.name), into);
    } else if (entry.name.endsWith(suffix)) into.push(join(dir, entry.name));
  }
  return into;
}

function packageDirs(modules: string): string[] {
  const dirs: string[] = [];
  for (const scope of ['@mui', '@material-ui']) {
    if (!existsSync(join(modules, scope))) continue;
    for (const name of readdirSync(join(modules, scope))) {
      if (name.startsWith('x-') || name === 'lab' || (scope === '@material-ui' && name === 'core')) {
        dirs.push(join(modules, scope, name));
      }
    }
  }
  return dirs;
}

let cached: { root: string; names: Set<string> } | undefined;

export function releaseNames(root: string): ReadonlySet<string> {
  if (cached?.root === root) return cached.names;
  const modules = [join(root, 'node_modules'), ...OLD_VERSIONS.map((v) => join(oldVersionRoot(root, v), 'node_modules'))];
  const names = new Set<string>();
  for (const dir of modules.filter(existsSync).flatMap(packageDirs)) {
    for (const file of filesEndingWith('.d.ts', dir, [])) {
      for (const [name] of readFileSync(file, 'utf8').matchAll(/[A-Za-z_$][\w$]*/g)) names.add(name);
    }
  }
  cached = { root, names };
  return names;
}

let cachedCss: { root: string; names: Set<string> } | undefined;

/**
 * CSS custom properties the older releases' JavaScript reads or sets (`--DataGrid-*` variables a
 * migration guide says were removed); the installed packages' own are checked on every page.
 */
export function oldReleaseCssVariables(root: string): ReadonlySet<string> {
  if (cachedCss?.root === root) return cachedCss.names;
  const names = new Set<string>();
  const modules = OLD_VERSIONS.map((v) => join(oldVersionRoot(root, v), 'node_modules')).filter(existsSync);
  for (const dir of modules.flatMap(packageDirs)) {
    for (const file of filesEndingWith('.js', dir, [])) {
      for (const [name] of readFileSync(file, 'utf8').matchAll(CSS_VARIABLE)) names.add(name);
    }
  }
  cachedCss = { root, names };
  return names;
}
