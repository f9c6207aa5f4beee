import ts from 'typescript';
import { EDITOR_COMPILER_OPTIONS, EDITOR_LIBS } from './compiler-options';

/** One problem in the edited file; line and column count from 1, as editors show them. */
export interface EditorDiagnostic {
  line: number;
  column: number;
  /** Offset and length in the source, for marking the span in the editor. */
  start: number;
  length: number;
  message: string;
  code: number;
}

export interface Manifest {
  specs: Record<string, string[]>;
  packs: Record<string, string>;
}

/** Fetches a pack (`{ files }`) by URL; the worker passes `fetch`, the tests read from disk. */
export type LoadPack = (url: string) => Promise<{ files: Record<string, string> }>;

const ROOT_TS = '/demo/Demo.tsx';
const ROOT_JS = '/demo/Demo.jsx';

/** The import specifiers a source names (the JSX runtime included: TSX imports it unwritten). */
export function importsOf(source: string): string[] {
  const found = ts.preProcessFile(source, true, true).importedFiles.map((f) => f.fileName);
  return [...new Set(['react/jsx-runtime', ...found])];
}

/** The packs a source's imports need, by name; unknown imports need none (TS reports them). */
export function packsFor(manifest: Manifest, source: string): string[] {
  const names = new Set<string>(['lib']);
  for (const spec of importsOf(source)) manifest.specs[spec]?.forEach((n) => names.add(n));
  return [...names].sort();
}

/**
 * A type checker for one edited demo file over an in-memory file system that grows as packs
 * arrive. TypeScript (`checkTypes`) gets syntax and type errors against the packages'
 * declarations; JavaScript gets syntax errors only (see docs/live-editor.md).
 */
export function createChecker(manifest: Manifest, loadPack: LoadPack) {
  const files = new Map<string, string>();
  const dirs = new Set<string>(['/']);
  const loaded = new Map<string, Promise<void>>();
  let source = '';
  let root = ROOT_TS;
  let version = 0;

  const addFile = (path: string, text: string) => {
    files.set(path, text);
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
      if (dirs.has(path.slice(0, i))) break;
      dirs.add(path.slice(0, i));
    }
  };
  const ensurePack = (name: string) => {
    let done = loaded.get(name);
    if (!done) {
      const url = manifest.packs[name];
      done = url
        ? loadPack(url).then(({ files: packFiles }) => {
            for (const [path, text] of Object.entries(packFiles)) addFile(path, text);
            version += 1;
          })
        : Promise.resolve();
      done.catch(() => loaded.delete(name));
      loaded.set(name, done);
    }
    return done;
  };
  const read = (path: string) => (path === root ? source : files.get(path));
  const host: ts.LanguageServiceHost = {
    // allowJs without checkJs: a JavaScript root is parsed, not type-checked.
    getCompilationSettings: () => ({ ...EDITOR_COMPILER_OPTIONS, lib: EDITOR_LIBS, allowJs: true }),
    getScriptFileNames: () => [root],
    getProjectVersion: () => String(version),
    getScriptVersion: (path) => (path === root ? String(version) : '1'),
    getScriptSnapshot: (path) => {
      const text = read(path);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => '/demo',
    getDefaultLibFileName: () => '/lib/lib.d.ts',
    fileExists: (path) => read(path) !== undefined,
    readFile: (path) => read(path),
    directoryExists: (path) => dirs.has(path.replace(/\/$/, '')) || path === '/demo',
    getDirectories: (path) => {
      const prefix = path.endsWith('/') ? path : `${path}/`;
      return [...dirs]
        .filter((d) => d.startsWith(prefix) && !d.slice(prefix.length).includes('/'))
        .map((d) => d.slice(prefix.length));
    },
    useCaseSensitiveFileNames: () => true,
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry(true, '/'));

  return {
    /** The problems in `text`, after loading the packs its imports need (TypeScript only). */
    async check(text: string, language: 'ts' | 'js'): Promise<EditorDiagnostic[]> {
      if (language === 'ts') await Promise.all(packsFor(manifest, text).map(ensurePack));
      source = text;
      root = language === 'ts' ? ROOT_TS : ROOT_JS;
      version += 1;
      const found = [
        ...service.getSyntacticDiagnostics(root),
        ...(language === 'ts' ? service.getSemanticDiagnostics(root) : []),
      ];
      return found.map((d) => toEditorDiagnostic(d, text));
    },
  };
}

/** Line and column (from 1) of an offset, counting `\n` as the line break. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function toEditorDiagnostic(d: ts.Diagnostic, text: string): EditorDiagnostic {
  const start = d.start ?? 0;
  return {
    ...lineAndColumn(text, start),
    start,
    length: d.length ?? 0,
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    code: d.code,
  };
}
