/**
 * Type-checks the demos written for another date library (adapter-demos.ts): one program per
 * set of adapters, with the project's own compiler options, so a Luxon demo is checked as in
 * a Luxon app and never widens the Day.js demos' types.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { isAdapterDemo, otherAdapters } from './adapter-demos';

/** Every `…/demos/<Name>.tsx` under the demo roots whose name marks it as an adapter demo. */
export function findAdapterDemos(root: string, dirs: readonly string[] = ['content', 'blog']): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const match = /\/demos\/([A-Z]\w*)\.tsx$/.exec(full);
        if (match && isAdapterDemo(match[1]!)) out.push(full);
      }
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(join(root, dir));
  return out.sort();
}

function projectOptions(root: string): ts.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  // A program of a few demos: no incremental state, no Next.js plugin, nothing written.
  return { ...parsed.options, incremental: false, tsBuildInfoFile: undefined, noEmit: true, plugins: [] };
}

/** Type errors of the given adapter demos, as `file:line:col TSnnnn: message` lines. */
export function typecheckAdapterDemos(root: string, files: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const imports = ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map((f) => f.fileName);
    const key = otherAdapters(imports).join('+');
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  const options = projectOptions(root);
  const errors: string[] = [];
  let oldProgram: ts.Program | undefined;
  for (const groupFiles of groups.values()) {
    const program = ts.createProgram({ rootNames: groupFiles, options, oldProgram });
    oldProgram = program;
    for (const d of ts.getPreEmitDiagnostics(program)) {
      const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
      if (!d.file) {
        errors.push(`TS${d.code}: ${message}`);
        continue;
      }
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      errors.push(`${relative(root, d.file.fileName)}:${line + 1}:${character + 1} TS${d.code}: ${message}`);
    }
  }
  return errors;
}
