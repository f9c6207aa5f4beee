/**
 * The installed MUI X packages as the fact check sees them: every name their entry points
 * export (root and `pkg/<Folder>` entries, not `internals`), read with the check program's
 * type checker, so a name is accepted only if a reader could import it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { CSS_VARIABLE } from './claims';
import { SAMPLE_OPTIONS } from './program';

export interface PackageEntry {
  specifier: string;
  file: string;
}

export interface ExportedName {
  symbol: ts.Symbol;
  /** The first entry point that exports it, e.g. `@mui/x-license`. */
  specifier: string;
}

/** The `@mui/x-*` packages the project depends on (package.json), in declaration order. */
export function muiXPackages(root: string): string[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {}).filter((name) => name.startsWith('@mui/x-'));
}

/**
 * Each package's root entry, then its folder entries (`@mui/x-license/…`). Not `internals`, and
 * not the date adapters: each adapter adds its date type to `PickerValidDate` for the whole
 * program, so loading them all would make every picker value `any` (samples load their own).
 */
export function packageEntries(root: string, packages: readonly string[]): PackageEntry[] {
  const from = join(root, 'index.ts');
  const resolveEntry = (specifier: string) =>
    ts.resolveModuleName(specifier, from, SAMPLE_OPTIONS, ts.sys).resolvedModule?.resolvedFileName;
  return packages.flatMap((name) => {
    const esm = join(root, 'node_modules', name, 'esm');
    const folders = existsSync(esm)
      ? readdirSync(esm, { withFileTypes: true })
          .filter((d) => d.isDirectory() && !/^(internals$|Adapter)/.test(d.name))
          .filter((d) => existsSync(join(esm, d.name, 'index.d.ts')))
          .map((d) => `${name}/${d.name}`)
      : [];
    return [name, ...folders].flatMap((specifier) => {
      const file = resolveEntry(specifier);
      return file ? [{ specifier, file }] : [];
    });
  });
}

/** Peer dependencies of the packages that are not installed (the other date libraries). */
export function absentPeers(root: string, packages: readonly string[]): Set<string> {
  const installed = (name: string) => existsSync(join(root, 'node_modules', name, 'package.json'));
  const absent = new Set<string>();
  for (const name of packages.filter(installed)) {
    const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    for (const peer of Object.keys(manifest.peerDependencies ?? {})) if (!installed(peer)) absent.add(peer);
  }
  return absent;
}

export function exportedNames(program: ts.Program, entries: readonly PackageEntry[]): Map<string, ExportedName> {
  const checker = program.getTypeChecker();
  const names = new Map<string, ExportedName>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const entryModule = source && checker.getSymbolAtLocation(source);
    if (!entryModule) continue;
    for (const symbol of checker.getExportsOfModule(entryModule)) {
      if (!names.has(symbol.name)) names.set(symbol.name, { symbol, specifier: entry.specifier });
    }
  }
  return names;
}

/** One entry point's export, e.g. `DataGridPro` from `@mui/x-data-grid-pro` itself. */
export function exportFrom(program: ts.Program, entries: readonly PackageEntry[], specifier: string, name: string) {
  const entry = entries.find((e) => e.specifier === specifier);
  const source = entry && program.getSourceFile(entry.file);
  const checker = program.getTypeChecker();
  const entryModule = source && checker.getSymbolAtLocation(source);
  return entryModule ? checker.getExportsOfModule(entryModule).find((symbol) => symbol.name === name) : undefined;
}

/**
 * Every CSS custom property (`--DataGrid-rowWidth`) the packages' JavaScript mentions, for prose
 * that names one. Reads each package's `esm` folder (the same code as its CommonJS build).
 */
export function cssVariablesOf(root: string, packages: readonly string[]): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js'))
        for (const [name] of readFileSync(path, 'utf8').matchAll(CSS_VARIABLE)) found.add(name);
    }
  };
  for (const name of packages) {
    const esm = join(root, 'node_modules', name, 'esm');
    if (existsSync(esm)) walk(esm);
  }
  return found;
}
