/**
 * Reading the installed packages with the TypeScript compiler API (TypeScript 6: version 7
 * has no JavaScript API). One program holds every package of the suite, so symbols re-exported
 * between packages resolve to the same declarations.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Thrown when the packages cannot be read into a page; the message names what and why. */
export class ApiExtractionError extends Error {
  override name = 'ApiExtractionError';
}

export interface InstalledPackage {
  name: string;
  version: string;
  /** Absolute folder of the package. */
  dir: string;
  /**
   * Where the ES module declarations live (`esm/`, named by the `import` export condition, as
   * bundlers resolve them). Reading the same tree the packages' own re-exports resolve to keeps
   * one copy of each declaration in the program.
   */
  typesDir: string;
  entry: string;
  /** Top-level folders with their own entry, for the shorter `pkg/Folder` import path. */
  subpathEntries: Map<string, string>;
}

/** Finds an installed package from the project root, failing with the package named. */
export function locatePackage(root: string, name: string): InstalledPackage {
  const dir = join(root, 'node_modules', name);
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) {
    throw new ApiExtractionError(`${name} is not installed (no ${manifest}); run npm install.`);
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const typesDir = existsSync(join(dir, 'esm/index.d.ts')) ? join(dir, 'esm') : dir;
  const entry = join(typesDir, 'index.d.ts');
  if (!existsSync(entry)) throw new ApiExtractionError(`${name} ${version} has no index.d.ts type entry.`);
  const subpathEntries = new Map<string, string>();
  for (const folder of readdirSync(typesDir, { withFileTypes: true })) {
    // PascalCase folders are the per-component entry points (`@mui/x-data-grid/DataGrid`).
    const file = join(typesDir, folder.name, 'index.d.ts');
    if (folder.isDirectory() && /^[A-Z]/.test(folder.name) && existsSync(file)) {
      subpathEntries.set(folder.name, file);
    }
  }
  return { name, version, dir, typesDir, entry, subpathEntries };
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

/**
 * A declaration read "with its defaults": a generic component called with no type arguments
 * (TypeScript then takes each type parameter's default, as a reader's `<ChartContainerPro />`
 * does), or a generic type named without arguments (`AxisConfig`). Read through a small
 * virtual module that imports each from its package.
 */
export interface DefaultsRequest {
  from: string;
  name: string;
  kind: 'component' | 'type';
}

const VIRTUAL = '__api_defaults__.ts';

function virtualSource(requests: readonly DefaultsRequest[]): string {
  return requests
    .map((r, i) =>
      r.kind === 'component'
        ? `import { ${r.name} as __c${i} } from '${r.from}';\nexport const __r${i} = __c${i}({});`
        : `import type { ${r.name} as __t${i} } from '${r.from}';\nexport type __a${i} = __t${i};`,
    )
    .join('\n');
}

/** Parsed and bound declaration files, shared by the programs of one run. */
const sourceFiles = new Map<string, ts.SourceFile>();

export function createApiProgram(
  packages: readonly InstalledPackage[],
  requests: readonly DefaultsRequest[] = [],
): ts.Program {
  const roots = packages.flatMap((p) => [p.entry, ...p.subpathEntries.values()]);
  const host = ts.createCompilerHost(OPTIONS);
  const at = packages[0]?.dir.lastIndexOf('/node_modules/') ?? -1;
  const virtual = at === -1 ? null : join(packages[0]!.dir.slice(0, at), VIRTUAL);
  const text = virtualSource(requests);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) => {
    if (file === virtual) return ts.createSourceFile(file, text, language);
    let cached = sourceFiles.get(file);
    if (!cached) {
      cached = getSourceFile.call(host, file, language, ...rest);
      if (cached && file.includes('/node_modules/')) sourceFiles.set(file, cached);
    }
    return cached;
  };
  host.fileExists = (file) => file === virtual || fileExists.call(host, file);
  host.readFile = (file) => (file === virtual ? text : readFile.call(host, file));
  return ts.createProgram(virtual && requests.length ? [...roots, virtual] : roots, OPTIONS, host);
}

/**
 * The props type of a generic component, or a generic type, instantiated with its defaults
 * (see `DefaultsRequest`); `index` is the request's position.
 */
export function withDefaults(program: ts.Program, index: number): ts.Type | null {
  const file = program.getSourceFiles().find((f) => f.fileName.endsWith(`/${VIRTUAL}`));
  if (!file) return null;
  const checker = program.getTypeChecker();
  for (const statement of file.statements) {
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === `__a${index}`) {
      return checker.getTypeAtLocation(statement.type);
    }
    if (ts.isVariableStatement(statement)) {
      const declaration = statement.declarationList.declarations[0]!;
      if ((declaration.name as ts.Identifier).text !== `__r${index}`) continue;
      const signature = checker.getResolvedSignature(declaration.initializer as ts.CallExpression);
      const parameter = signature?.parameters[0];
      return parameter ? checker.getTypeOfSymbol(parameter) : null;
    }
  }
  return null;
}

/** The exports of a declaration file, with aliases resolved to the declaring symbol. */
export function moduleExports(program: ts.Program, file: string): Map<string, ts.Symbol> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new ApiExtractionError(`TypeScript could not read ${file}.`);
  const out = new Map<string, ts.Symbol>();
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    out.set(
      symbol.getName(),
      symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
    );
  }
  return out;
}

/**
 * Where a declaration lives, as `package/relative/file.d.ts`, so that the same declaration in
 * a nested copy of a package (a pro package bringing its own community package) compares equal.
 */
export function declarationIdentity(symbol: ts.Symbol): string {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  const at = file.lastIndexOf('/node_modules/');
  const rest = (at === -1 ? file : file.slice(at + '/node_modules/'.length)).replace(
    /^((?:@[^/]+\/)?[^/]+)\/(?:esm|modern)\//,
    '$1/',
  );
  return `${rest}#${symbol.getName()}`;
}

/** The installed package (`@scope/name` or `name`) a file belongs to, or null for project files. */
export function packageOfFile(file: string): string | null {
  const at = file.lastIndexOf('/node_modules/');
  if (at === -1) return null;
  const parts = file.slice(at + '/node_modules/'.length).split('/');
  const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  return name === '@types/react' ? 'react' : name;
}

export function isInside(file: string, pkg: InstalledPackage): boolean {
  return file.startsWith(pkg.dir + '/') && !file.slice(pkg.dir.length).includes('/node_modules/');
}
