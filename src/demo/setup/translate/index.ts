/**
 * The Day.js Pickers demos, rewritten at build for date-fns, Luxon or Moment, so a reader who
 * picked another date library sees and copies a demo written for it. The rewrite is driven by
 * the TypeScript checker (a call is translated only when its receiver is typed `Dayjs`), and
 * whatever it cannot translate faithfully makes the whole demo `unsupported`, with a sentence
 * naming the construct and its line. Build time only: it loads TypeScript and Prettier.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatSync } from './format-sync';
import { formatChangedLines } from './line-diff';
import { demoProgram } from './program';
import { rewriteDemo, Untranslatable } from './rewrite';

export type TargetLibrary = 'date-fns' | 'luxon' | 'moment';
export type Translation = { code: string } | { unsupported: string };

export const TARGET_LIBRARIES: readonly TargetLibrary[] = ['date-fns', 'luxon', 'moment'];

/** How readers know each library, for the toolbar's sentence. */
export const LIBRARY_NAME: Record<TargetLibrary, string> = {
  'date-fns': 'date-fns',
  luxon: 'Luxon',
  moment: 'Moment',
};

let prettierOptions: Record<string, unknown> | undefined;

/** `source` is a demo's TypeScript; `file` its repository path (for messages). Pure, sync, build-time only. */
export function translateDayjsDemo(source: string, file: string, library: TargetLibrary): Translation {
  const { program, sourceFile } = demoProgram(source, file);
  let code: string;
  try {
    code = rewriteDemo(sourceFile, program, library);
  } catch (error) {
    if (error instanceof Untranslatable) {
      return {
        unsupported: `uses ${error.what} (line ${error.line}), which this site does not translate to ${LIBRARY_NAME[library]}`,
      };
    }
    throw error;
  }
  // The repository's Prettier settings, applied only to the lines the rewrite changed (and
  // those Prettier joins to them): every other line stays as the author wrote it.
  prettierOptions ??= JSON.parse(readFileSync(resolve(process.cwd(), '.prettierrc.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const formatted = formatSync(code, { ...prettierOptions, parser: 'typescript', filepath: file });
  return { code: formatChangedLines(source, code, formatted) };
}

/** A Translation's reason without its line number, to group and count reasons. */
export function reasonOf(unsupported: string): string {
  return unsupported.replace(/ \(line \d+\)/, '');
}
