/**
 * Check A: compiles the code samples and reports their errors at their line in the MDX file.
 *
 * One program holds the samples, but a date adapter import is not local to its sample: it adds
 * the adapter's date type to `PickerValidDate` program-wide. Samples written for another date
 * library (`AdapterDateFns`) therefore compile in a program of their own, one per set of
 * adapters, reusing the parsed library files. The main program assumes the site's library,
 * Day.js, as a reader's app would have one adapter.
 *
 * Code for an older release (```tsx version="v7"```) compiles in a program of its own per
 * version (and set of adapters), against old-versions/<version>/ (old-versions.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { assertInstalled, OLD_VERSIONS, oldVersionRoot, underVersion } from './old-versions';
import { createCheckProgram, sampleDiagnostics, sampleRoot, type VirtualModule } from './program';
import type { SampleModule } from './samples';
import type { CheckFailure } from './types';

/** A prose import statement; `version` when its path resolves only in an older release. */
export type ProseModule = VirtualModule & { file: string; line: number; version?: string };

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

/** Samples compile in groups: one per release (`''`: 8.0.0-beta.3) and set of date adapters. */
const groupKey = (version: string, adapters: string) => `${version}|${adapters}`;
const MAIN = groupKey('', '');

export function compileSamples(root: string, input: CompileInput): { program: ts.Program; failures: CheckFailure[] } {
  const failures: CheckFailure[] = [];
  const groups = new Map<string, SampleModule[]>([[MAIN, []]]);
  for (const sample of input.samples) {
    const { version } = sample.block;
    if (version !== undefined && !OLD_VERSIONS.includes(version)) {
      const message = `code fence version="${version}" is not one of ${OLD_VERSIONS.join(', ')} (old-versions/)`;
      failures.push({ file: sample.file, line: sample.block.line, message });
      continue;
    }
    const key = groupKey(version ?? '', adapterSet(sample));
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const mainProse = input.proseModules.filter((m) => m.version === undefined);
  const main = createCheckProgram(root, {
    modules: [...groups.get(MAIN)!, ...mainProse, ...defaultAdapter(root, root)],
    extraRoots: input.entries,
    absentPackages: input.absentPackages,
  });
  failures.push(...toFailures(main, groups.get(MAIN)!, mainProse));
  /** Versions whose prose imports compiled with their samples (in the group without adapters). */
  const proseCompiled = new Set<string>();
  for (const [key, samples] of groups) {
    if (key === MAIN) continue;
    const [version, adapters] = key.split('|') as [string, string];
    if (!version) {
      const program = createCheckProgram(root, { modules: samples, absentPackages: input.absentPackages });
      failures.push(...toFailures(program, samples, []));
      continue;
    }
    assertInstalled(root, version);
    const moved = samples.map((sample) => underVersion(root, version, sample));
    if (!adapters) proseCompiled.add(version);
    const prose = adapters ? [] : input.proseModules.filter((m) => m.version === version).map((m) => underVersion(root, version, m));
    const versionRoot = oldVersionRoot(root, version);
    const adapter = adapters ? [] : defaultAdapter(root, versionRoot);
    const program = createCheckProgram(root, { modules: [...moved, ...prose, ...adapter], absentPackages: input.absentPackages });
    failures.push(...toFailures(program, moved, prose));
  }
  // Prose imports that resolve only in a version no sample of that version compiled with.
  for (const version of new Set(input.proseModules.flatMap((m) => m.version ?? []))) {
    if (proseCompiled.has(version)) continue;
    assertInstalled(root, version);
    const prose = input.proseModules.filter((m) => m.version === version).map((m) => underVersion(root, version, m));
    const program = createCheckProgram(root, { modules: prose, absentPackages: input.absentPackages });
    failures.push(...toFailures(program, [], prose));
  }
  return { program: main, failures };
}

/**
 * Imports the default date adapter, which types `PickerValidDate` (v7 and later), in a program
 * whose packages have it; `[]` for a release without the pickers (v4).
 */
function defaultAdapter(root: string, packagesRoot: string): VirtualModule[] {
  const specifier = `@mui/x-date-pickers/${DEFAULT_ADAPTER}`;
  if (packagesRoot !== root && !existsSync(join(packagesRoot, 'node_modules', specifier))) return [];
  return [{ path: join(sampleRoot(packagesRoot), 'default-adapter.ts'), text: `import '${specifier}';\n` }];
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
