/**
 * The gate behind `scripts/check-demo-translations.ts`: every Day.js demo translated to each
 * library, and the translations type-checked together, one program per library (an adapter's
 * declarations retype `PickerValidDate` for the whole program, src/demo/build/adapter-demos.ts),
 * each translation standing at its demo's own path so its relative imports resolve as they do.
 */
import { relative } from 'node:path';
import ts from 'typescript';
import { toJavaScript } from '../../build/to-js';
import { reasonOf, translateDayjsDemo, type TargetLibrary } from './index';
import { dayjsDemos, projectOptions } from './program';

export interface LibraryReport {
  library: TargetLibrary;
  demos: number;
  translated: string[];
  /** Reason (without its line) → the demos it stopped. */
  reasons: Map<string, string[]>;
  /** `file:line:col TSnnnn: message` and the translated line, for each type error. */
  errors: string[];
}

/** Translations of `demos` (absolute path → source) for one library, type-checked in one program. */
export async function checkLibrary(
  root: string,
  demos: Map<string, string>,
  library: TargetLibrary,
): Promise<LibraryReport> {
  const translations = new Map<string, string>();
  const report: LibraryReport = {
    library,
    demos: demos.size,
    translated: [],
    reasons: new Map(),
    errors: [],
  };
  for (const [path, source] of demos) {
    const file = relative(root, path);
    const result = translateDayjsDemo(source, file, library);
    if ('unsupported' in result) {
      const reason = reasonOf(result.unsupported);
      report.reasons.set(reason, [...(report.reasons.get(reason) ?? []), file]);
      continue;
    }
    translations.set(path, result.code);
    report.translated.push(file);
    // The demo build turns each translation into JavaScript the same way (to-js.ts): it must parse.
    try {
      await toJavaScript(result.code, file);
    } catch (error) {
      report.errors.push(
        `${file}: its ${library} translation does not convert to JavaScript: ${String(error)}`,
      );
    }
  }
  const options = projectOptions(root);
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const readFile = host.readFile.bind(host);
  host.getSourceFile = (fileName, language, onError, create) => {
    const text = translations.get(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, language, true, ts.ScriptKind.TSX);
    return getSourceFile(fileName, language, onError, create);
  };
  host.readFile = (fileName) => translations.get(fileName) ?? readFile(fileName);
  const program = ts.createProgram({ rootNames: [...translations.keys()], options, host });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)];
  for (const d of diagnostics) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file) {
      report.errors.push(`TS${d.code}: ${message}`);
      continue;
    }
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
    const text = d.file.text.split('\n')[line]?.trim() ?? '';
    report.errors.push(
      `${relative(root, d.file.fileName)}:${line + 1}:${character + 1} (${library} translation) TS${d.code}: ${message}\n    ${text}`,
    );
  }
  return report;
}

export { dayjsDemos };
