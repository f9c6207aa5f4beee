/**
 * A type-checked view of a Day.js demo, built synchronously. The translator must know that a
 * receiver really is a `Dayjs` (not a string with a `format` method, not an array), so demos
 * are read through a TypeScript program with the project's compiler options.
 *
 * The checker's cost is in MUI's prop types, which every demo shares: one program over all the
 * Day.js demos on disk resolves them once (built on the first call, about 4 s), and a demo whose
 * source is what is on disk is read from it. Any other source (a test's, an edited file) gets a
 * program of its own, which reuses the parsed declaration files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

/** The demo folders of src/demo/build/prepare-demos.ts (DEMO_ROOTS). */
const DEMO_DIRS = ['content', 'blog', 'templates', 'marketing'];
/** Demos written for another library are checked apart (src/demo/build/adapter-demos.ts). */
const OTHER_LIBRARY_DEMO = /^(DateFns|Luxon|Moment)/;

let options: ts.CompilerOptions | undefined;
let all: { program: ts.Program; texts: Map<string, string> } | undefined;
const shared = new Map<string, ts.SourceFile>();

export function projectOptions(root: string): ts.CompilerOptions {
  const config = ts.readConfigFile(resolve(root, 'tsconfig.json'), ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // No incremental state, no Next.js plugin, nothing written.
  return { ...parsed.options, incremental: false, tsBuildInfoFile: undefined, noEmit: true, plugins: [] };
}

/** Every Day.js demo under the demo folders (those importing `AdapterDayjs`), by absolute path, with its text. */
export function dayjsDemos(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\/demos\/[A-Z]\w*\.tsx$/.test(full) && !OTHER_LIBRARY_DEMO.test(entry.name)) {
        const text = readFileSync(full, 'utf8');
        if (text.includes('AdapterDayjs')) out.set(full, text);
      }
    }
  };
  for (const dir of DEMO_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir));
  return out;
}

function host(extra?: { path: string; source: string }): ts.CompilerHost {
  const base = ts.createCompilerHost(options!, true);
  const getSourceFile = base.getSourceFile.bind(base);
  const readFile = base.readFile.bind(base);
  const fileExists = base.fileExists.bind(base);
  return {
    ...base,
    getSourceFile(fileName, language, onError, create) {
      if (extra && fileName === extra.path)
        return ts.createSourceFile(fileName, extra.source, language, true, ts.ScriptKind.TSX);
      let cached = shared.get(fileName);
      if (!cached) {
        cached = getSourceFile(fileName, language, onError, create);
        if (cached) shared.set(fileName, cached);
      }
      return cached;
    },
    readFile: (fileName) => (extra && fileName === extra.path ? extra.source : readFile(fileName)),
    fileExists: (fileName) => (extra && fileName === extra.path) || fileExists(fileName),
  };
}

/** A program holding `source` at `file` (relative to the working directory), and its source file. */
export function demoProgram(
  source: string,
  file: string,
): { program: ts.Program; sourceFile: ts.SourceFile } {
  const root = process.cwd();
  options ??= projectOptions(root);
  const path = resolve(root, file);
  if (!all) {
    const texts = dayjsDemos(root);
    all = { program: ts.createProgram({ rootNames: [...texts.keys()], options, host: host() }), texts };
  }
  const { program } = all;
  if (all.texts.get(path) === source) return { program, sourceFile: program.getSourceFile(path)! };
  const alone = ts.createProgram({ rootNames: [path], options, host: host({ path, source }) });
  return { program: alone, sourceFile: alone.getSourceFile(path)! };
}
