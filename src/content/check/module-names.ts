/**
 * Names of the modules of third-party packages a page's code imports. Prose about a date
 * library names its plugins and locales (`customParseFormat` is `dayjs/plugin/customParseFormat`),
 * which are files, not exports. MUI packages are left out: their exports are known precisely.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { packageName } from './package-name';

const cache = new Map<string, string[]>();

export function importedModuleNames(root: string, sources: readonly { text: string }[], into: Set<string>): void {
  for (const { text } of sources) {
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (fileName.startsWith('.') || fileName.startsWith('@mui/')) continue;
      const name = packageName(fileName);
      if (!cache.has(name)) cache.set(name, declarationNames(join(root, 'node_modules', name), 2));
      cache.get(name)!.forEach((module) => into.add(module));
    }
  }
}

/** Base names of the `.d.ts` files of a package folder, `depth` folders deep. */
function declarationNames(dir: string, depth: number): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return depth > 0 && entry.name !== 'node_modules' ? declarationNames(join(dir, entry.name), depth - 1) : [];
    }
    return entry.name.endsWith('.d.ts') ? [entry.name.slice(0, -'.d.ts'.length)] : [];
  });
}
