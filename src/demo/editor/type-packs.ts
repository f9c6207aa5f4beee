import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { EDITOR_COMPILER_OPTIONS, EDITOR_LIBS } from './compiler-options';

/**
 * The declarations the live editor's type checker needs, grouped into one "pack" per npm
 * package: the files of that package that some demo import reaches, plus the package.json
 * files module resolution reads. A demo's first check fetches only the packs its imports
 * need (`specs`), each once and cached for good (the names carry a content hash).
 */
export interface TypePacks {
  /** Pack name ("lib" for TypeScript's own lib files, else the package name) → files. */
  packs: Map<string, Record<string, string>>;
  /** Import specifier → names of the packs its declarations span (always with "lib"). */
  specs: Record<string, string[]>;
}

/** The npm package a file under node_modules belongs to (`@scope/name` or `name`). */
export function packageOfPath(path: string): string | null {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  if (parts[0]!.startsWith('@')) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
  return parts.length > 1 ? parts[0]! : null;
}

/** A short content hash for immutable file names. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/**
 * Walks, for each specifier, the declaration files a program importing only it contains,
 * with the options the browser's checker uses, so the worker resolves the same files.
 * `root` is the project folder; paths in the packs are `/node_modules/…` and `/lib/…`.
 */
export function collectTypePacks(root: string, specifiers: readonly string[]): TypePacks {
  const options: ts.CompilerOptions = { ...EDITOR_COMPILER_OPTIONS, noLib: true };
  const base = ts.createCompilerHost(options, true);
  const parsed = new Map<string, ts.SourceFile | undefined>();
  const packageJsons = new Set<string>();
  const host: ts.CompilerHost = {
    ...base,
    getSourceFile: (fileName, languageVersion) => {
      if (!parsed.has(fileName)) parsed.set(fileName, base.getSourceFile(fileName, languageVersion));
      return parsed.get(fileName);
    },
    readFile: (fileName) => {
      const text = base.readFile(fileName);
      if (text !== undefined && fileName.endsWith('/package.json')) packageJsons.add(fileName);
      return text;
    },
  };
  const entry = join(root, '__editor_entry__.ts');
  const files = new Map<string, string>();
  const packs = new Map<string, Record<string, string>>();
  const add = (file: string) => {
    const pkg = packageOfPath(file);
    if (!pkg) return null;
    const pack = packs.get(pkg) ?? {};
    packs.set(pkg, pack);
    pack[`/${relative(root, file).split('\\').join('/')}`] ??= readFileSync(file, 'utf8');
    return pkg;
  };
  const specs: Record<string, string[]> = {};
  let old: ts.Program | undefined;
  for (const spec of specifiers) {
    files.set(entry, `import ${JSON.stringify(spec)};\n`);
    packageJsons.clear();
    const program = ts.createProgram({
      rootNames: [entry],
      options,
      host: {
        ...host,
        getSourceFile: (fileName, version) =>
          fileName === entry
            ? ts.createSourceFile(fileName, files.get(entry)!, version)
            : host.getSourceFile(fileName, version),
        fileExists: (fileName) => fileName === entry || host.fileExists(fileName),
      },
      oldProgram: old,
    });
    old = program;
    const needed = new Set<string>(['lib']);
    for (const file of program.getSourceFiles()) {
      if (file.fileName === entry) continue;
      const pkg = add(file.fileName);
      if (pkg) needed.add(pkg);
    }
    if (needed.size === 1) throw new Error(`The editor's type packs: no declarations found for "${spec}".`);
    // Resolution reads package.json files (exports, types); the worker must read the same.
    for (const file of packageJsons) if (needed.has(packageOfPath(file) ?? '')) add(file);
    specs[spec] = [...needed].sort();
  }
  packs.set('lib', libFiles());
  return { packs, specs };
}

/** TypeScript's lib files for EDITOR_LIBS and what they reference, as `/lib/<name>`. */
function libFiles(): Record<string, string> {
  const dir = join(ts.getDefaultLibFilePath(EDITOR_COMPILER_OPTIONS), '..');
  const out: Record<string, string> = {};
  const visit = (name: string) => {
    if (out[`/lib/${name}`] !== undefined) return;
    const text = readFileSync(join(dir, name), 'utf8');
    out[`/lib/${name}`] = text;
    for (const ref of ts.preProcessFile(text, true).libReferenceDirectives)
      visit(`lib.${ref.fileName.toLowerCase()}.d.ts`);
  };
  EDITOR_LIBS.forEach(visit);
  return out;
}
