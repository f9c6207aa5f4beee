/**
 * Marks every client script of the build for eager compilation (issue 22).
 *   inputs:  .next/static/chunks/**.js (after next build)
 *   outputs: the same files, each starting with V8's `//# allFunctionsCalledOnLoad` comment
 *   command: npx tsx scripts/compile-hints.ts (npm run build runs it as part of postbuild)
 *
 * Why: V8 compiles a function the first time it is called, on the main thread. Measured on the
 * Sorting page (phone, CPU 4x, scripts/visit/), two thirds of the longest tasks of a visit were
 * that lazy compilation: 140 of the 221 ms that evaluate the Data Grid's chunk, 111 of the 197 ms
 * of hydration. With the comment, Chromium (136 and later) compiles the whole file while it
 * streams it in, on a background thread; other browsers ignore a comment. The cost is bytecode
 * for functions that are never called, in memory and on that background thread, so the hint
 * belongs on files whose code mostly runs once loaded: the framework, the shell, and a demo's
 * chunks (a grid demo runs most of the grid). This site loads a chunk when a page, a demo or a
 * control needs it; the few it fetches ahead (a hovered link's page, a demo's runtime at idle)
 * are about to run.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint as its first line; unchanged when it already has it. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every .js file under `dir`; returns how many files it changed. */
export function addCompileHints(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

if (process.argv[1]?.endsWith('compile-hints.ts')) {
  const dir = join(process.cwd(), '.next', 'static', 'chunks');
  const changed = addCompileHints(dir);
  if (changed === 0 && readdirSync(dir).length === 0) throw new Error(`compile-hints: no scripts in ${dir}`);
  console.log(`compile-hints: marked ${changed} scripts in .next/static/chunks for eager compilation`);
}
