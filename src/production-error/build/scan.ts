import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ErrorCodeTable, ErrorSource } from '../codes';
import { extractErrors } from './extract';

/**
 * Packages not read: the icons are 43,000 generated SVG components (four fifths of all MUI files
 * installed) that throw nothing, and reading them would triple the generator's time.
 */
const SKIPPED = new Set(['@mui/icons-material']);

interface InstalledPackage {
  name: string;
  version: string;
  dir: string;
}

/**
 * Every installed `@mui/*` package, including copies nested under another package's own
 * node_modules (a second version of `@mui/utils`, say), top-level copies first.
 */
export function findMuiPackages(nodeModules: string): InstalledPackage[] {
  const found: InstalledPackage[] = [];
  const queue = [nodeModules];
  while (queue.length) {
    const dir = queue.shift()!;
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const packageDirs = entry.name.startsWith('@')
        ? readdirSync(join(dir, entry.name), { withFileTypes: true })
            .filter((e) => e.isDirectory())
            .map((e) => join(dir, entry.name, e.name))
        : [join(dir, entry.name)];
      for (const packageDir of packageDirs) {
        if (entry.name === '@mui') {
          const manifest = join(packageDir, 'package.json');
          if (existsSync(manifest)) {
            const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
              name: string;
              version: string;
            };
            if (!SKIPPED.has(name)) found.push({ name, version, dir: packageDir });
          }
        }
        queue.push(join(packageDir, 'node_modules'));
      }
    }
  }
  return found;
}

/** The package's built JavaScript files, without its nested node_modules (scanned on their own). */
function* javascriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (/\.(c|m)?js$/.test(entry.name)) yield path;
  }
}

/** Fewer path segments first: the root (CommonJS) copy names the module as it is in the sources. */
const depth = (file: string) => file.split('/').length;

export interface ScanResult {
  table: Omit<ErrorCodeTable, '_generatedBy'>;
  problems: string[];
}

/**
 * Reads the error codes of every installed MUI package. One entry per package and message: the
 * CommonJS and ES module builds of a file (and a nested second copy of the same package) throw the
 * same text and count once; two packages that throw one code keep an entry each.
 */
export function scanInstalledPackages(nodeModules: string): ScanResult {
  const codes = new Map<number, ErrorSource[]>();
  const packages: ErrorCodeTable['packages'] = [];
  const problems: string[] = [];
  for (const pkg of findMuiPackages(nodeModules)) {
    let count = 0;
    for (const path of javascriptFiles(pkg.dir)) {
      const file = relative(pkg.dir, path).split(sep).join('/');
      const { errors, problems: fileProblems } = extractErrors(
        readFileSync(path, 'utf8'),
        `${pkg.name}/${file}`,
      );
      problems.push(...fileProblems);
      for (const { code, message } of errors) {
        const entries = codes.get(code) ?? [];
        const same = entries.find((e) => e.package === pkg.name && e.message === message);
        if (!same) {
          entries.push({ message, package: pkg.name, version: pkg.version, file });
          count += 1;
        } else if (same.version === pkg.version && depth(file) < depth(same.file)) {
          same.file = file;
        }
        codes.set(code, entries);
      }
    }
    const listed = packages.find((p) => p.name === pkg.name);
    if (listed) listed.codes += count;
    else packages.push({ name: pkg.name, version: pkg.version, codes: count });
  }
  const sorted = [...codes.entries()].sort(([a], [b]) => a - b);
  return {
    table: {
      packages: packages.sort((a, b) => a.name.localeCompare(b.name)),
      codes: Object.fromEntries(sorted.map(([code, entries]) => [String(code), entries])),
    },
    problems,
  };
}
