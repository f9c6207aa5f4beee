/**
 * Code blocks as modules of the check program. Each checked block (```ts, tsx, js, jsx) is its
 * own file in its own folder under `.code-samples/<mdx file>/L<line>/`, so blocks never share
 * names or stand-in modules. ```tsx fragment``` opts a deliberate excerpt out.
 */
import { join } from 'node:path';
import type { FencedBlock } from './mdx-scan';
import { sampleRoot, type VirtualModule } from './program';

export const CHECKED_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx']);

export interface SampleModule extends VirtualModule {
  file: string;
  block: FencedBlock;
}

export function sampleModule(root: string, file: string, block: FencedBlock): SampleModule {
  return { path: join(sampleRoot(root), file, `L${block.line}`, `sample.${block.lang}`), text: block.code, file, block };
}

/** A prose `import { X } from 'pkg'` as a module of its own, so the compiler checks the names. */
export function proseImportModule(root: string, file: string, line: number, index: number, text: string): VirtualModule {
  return { path: join(sampleRoot(root), file, `prose-L${line}-${index}.ts`), text };
}
