/**
 * One TypeScript program for every code sample, built in memory: each sample is a virtual file
 * under `<root>/.code-samples/`, so its imports resolve from the project's node_modules (with
 * package.json `exports`, as a bundler does) while nothing is written to disk. One program,
 * not one per block: the packages' declarations are read and bound once.
 */
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import { packageName } from './package-name';

export interface VirtualModule {
  path: string;
  text: string;
}

/** What a reader's project is assumed to have: strict TypeScript, React JSX, a bundler. */
export const SAMPLE_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.dom.d.ts', 'lib.dom.iterable.d.ts', 'lib.es2023.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  noEmit: true,
  // JS samples are checked as a JS project with `// @ts-check` would be: types, not annotations.
  allowJs: true,
  checkJs: true,
  // Every sample is a module, even without import or export, so samples never share names.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // No @types/*: types come from the samples' imports, globals from READER_ENV.
  types: [],
};

/**
 * Globals a reader's bundler provides to browser code and samples may use: `process.env`
 * (Next.js, typed as in @types/node, whose 2 MB the samples do not otherwise need), Vite's
 * `import.meta.env` (as in `vite/client`) and style sheet imports.
 */
const READER_ENV = `declare var process: { env: { [key: string]: string | undefined } };
interface ImportMetaEnv { readonly [key: string]: any }
interface ImportMeta { readonly env: ImportMetaEnv }
declare module '*.css';
`;

/** Parsed library files, kept between programs (tests build several). */
const libraryFiles = new Map<string, ts.SourceFile>();

export function sampleRoot(root: string): string {
  return join(root, '.code-samples');
}

export interface ProgramInput {
  modules: readonly VirtualModule[];
  /** Files to load beside the modules (package entry points). */
  extraRoots?: readonly string[];
  /** Packages samples may import that are not installed here (date-fns, luxon…): stood in for. */
  absentPackages?: ReadonlySet<string>;
}

export function createCheckProgram(root: string, input: ProgramInput): ts.Program {
  const { modules, extraRoots = [], absentPackages = new Set<string>() } = input;
  const files = new Map<string, string>([[join(sampleRoot(root), 'reader-env.d.ts'), READER_ENV]]);
  for (const sample of modules) files.set(sample.path, sample.text);
  for (const stub of importStubs(sampleRoot(root), modules, absentPackages)) files.set(stub.path, stub.text);
  const dirs = new Set<string>();
  for (const file of files.keys()) {
    for (let dir = dirname(file); !dirs.has(dir) && dir !== dirname(dir); dir = dirname(dir)) dirs.add(dir);
  }

  const host = ts.createCompilerHost(SAMPLE_OPTIONS);
  const { fileExists, readFile, directoryExists, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.readFile = (file) => files.get(file) ?? readFile(file);
  host.directoryExists = (dir) => dirs.has(dir) || (directoryExists?.(dir) ?? ts.sys.directoryExists(dir));
  host.getSourceFile = (file, languageVersion, onError, shouldCreate) => {
    const text = files.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, languageVersion, true);
    let source = libraryFiles.get(file);
    if (!source) {
      source = getSourceFile(file, languageVersion, onError, shouldCreate);
      if (source) libraryFiles.set(file, source);
    }
    return source;
  };
  return ts.createProgram({ rootNames: [...files.keys(), ...extraRoots], options: SAMPLE_OPTIONS, host });
}

/**
 * Stand-in modules, which export every name a sample imports from them as `any` (value and
 * type), so the rest of the sample is still checked:
 * - a relative import (`import App from './App'`) is the reader's own code, not on the page;
 * - a package the site does not install (`date-fns/locale/de`), imported by a sample written for
 *   another date library, stands in from `.code-samples/node_modules/`.
 */
function importStubs(samples: string, modules: readonly VirtualModule[], absent: ReadonlySet<string>): VirtualModule[] {
  const stubs = new Map<string, Set<string>>();
  for (const sample of modules) {
    const source = ts.createSourceFile(sample.path, sample.text, ts.ScriptTarget.ES2022, false);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const specifier = statement.moduleSpecifier.text;
      let path: string;
      if (specifier.startsWith('.')) {
        if (/\.(css|json|svg|png)$/.test(specifier)) continue;
        path = `${resolve(dirname(sample.path), specifier).replace(/\.[cm]?[jt]sx?$/, '')}.ts`;
      } else if (absent.has(packageName(specifier))) {
        path = join(samples, 'node_modules', `${specifier}.d.ts`);
      } else continue;
      const names = stubs.get(path) ?? new Set<string>();
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text);
        names.delete('default');
      }
      stubs.set(path, names);
    }
  }
  return [...stubs].map(([path, names]) => ({
    path,
    text: [
      'declare const __stub: any;',
      'export default __stub;',
      ...[...names].map((name) => `export declare const ${name}: any;\nexport type ${name} = any;`),
    ].join('\n'),
  }));
}

export interface SampleDiagnostic {
  path: string;
  /** 1-based line in the virtual file. */
  line: number;
  code: number;
  message: string;
}

/** Syntax and type errors of the given virtual files. Errors in the setup itself throw. */
export function sampleDiagnostics(program: ts.Program, paths: readonly string[]): SampleDiagnostic[] {
  const setup = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()];
  if (setup.length) throw new Error(ts.formatDiagnostics(setup, formatHost));
  return paths.flatMap((path) => {
    const source = program.getSourceFile(path);
    if (!source) throw new Error(`The check program lost ${path}`);
    const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
    return diagnostics.map((d) => ({
      path,
      line: d.start === undefined ? 1 : source.getLineAndCharacterOfPosition(d.start).line + 1,
      code: d.code,
      message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    }));
  });
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
