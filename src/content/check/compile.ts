/**
 * Check A: compiles the code samples and reports their errors at their line in the MDX file.
 *
 * One program holds the samples, but a date adapter import is not local to its sample: it adds
 * the adapter's date type to `PickerValidDate` program-wide. Samples written for another date
 * library (`AdapterDateFns`) therefore compile in a program of their own, one per set of
 * adapters, reusing the parsed library files. The main program assumes the site's library,
 * Day.js, as a reader's app would have one adapter.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { createCheckProgram, sampleDiagnostics, sampleRoot, type VirtualModule } from './program';
import type { SampleModule } from './samples';
import type { CheckFailure } from './types';

export type ProseModule = VirtualModule & { file: string; line: number };

interface CompileInput {
  samples: readonly SampleModule[];
  proseModules: readonly ProseModule[];
  /** Package entry points, loaded in the main program for the fact check. */
  entries: readonly string[];
  absentPackages: ReadonlySet<string>;
}

/** TS7xxx: implicitly `any` (noImplicitAny), which JavaScript cannot avoid without JSDoc. */
const IMPLICIT_ANY = /^7\d{3}$/;
const DEFAULT_ADAPTER = 'AdapterDayjs';

/** The date adapters a sample imports, other than the default: '' for most samples. */
function adapterSet(sample: SampleModule): string {
  const adapters = ts
    .preProcessFile(sample.text, true, true)
    .importedFiles.flatMap(({ fileName }) => /^@mui\/x-date-pickers(?:-pro)?\/(Adapter\w+)$/.exec(fileName)?.[1] ?? []);
  const set = [...new Set(adapters)].sort();
  return set.length === 0 || (set.length === 1 && set[0] === DEFAULT_ADAPTER) ? '' : set.join('+');
}

export function compileSamples(root: string, input: CompileInput): { program: ts.Program; failures: CheckFailure[] } {
  const groups = new Map<string, SampleModule[]>([['', []]]);
  for (const sample of input.samples) {
    const key = adapterSet(sample);
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const defaultAdapter: VirtualModule = {
    path: join(sampleRoot(root), 'default-adapter.ts'),
    text: `import '@mui/x-date-pickers/${DEFAULT_ADAPTER}';\n`,
  };
  const main = createCheckProgram(root, {
    modules: [...groups.get('')!, ...input.proseModules, defaultAdapter],
    extraRoots: input.entries,
    absentPackages: input.absentPackages,
  });
  const failures = toFailures(main, groups.get('')!, input.proseModules);
  for (const [key, samples] of groups) {
    if (!key) continue;
    const program = createCheckProgram(root, { modules: samples, absentPackages: input.absentPackages });
    failures.push(...toFailures(program, samples, []));
  }
  return { program: main, failures };
}

function toFailures(program: ts.Program, samples: readonly SampleModule[], prose: readonly ProseModule[]): CheckFailure[] {
  const byPath = new Map<string, SampleModule>(samples.map((s) => [s.path, s]));
  const proseByPath = new Map(prose.map((m) => [m.path, m]));
  return sampleDiagnostics(program, [...byPath.keys(), ...proseByPath.keys()]).flatMap((d) => {
    const message = `TS${d.code}: ${d.message}`;
    const sample = byPath.get(d.path);
    if (!sample) {
      const prose = proseByPath.get(d.path)!;
      return [{ file: prose.file, line: prose.line, message: `inline \`${prose.text.trim()}\`: ${message}` }];
    }
    const { block } = sample;
    // JavaScript has no annotations: as with `// @ts-check`, implicit `any` is not an error.
    if (IMPLICIT_ANY.test(String(d.code)) && /^jsx?$/.test(block.lang)) return [];
    const code = block.code.split('\n')[d.line - 1]?.trim() ?? '';
    const detail = `\`\`\`${block.lang} block at line ${block.line}, its line ${d.line}: ${code}`;
    return [{ file: sample.file, line: block.line + d.line, message, detail }];
  });
}
