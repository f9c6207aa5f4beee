/**
 * Codemod names must exist. A page's `npx @mui/x-codemod@latest v8.0.0/data-grid/preset-safe src`
 * (in any code block or inline code), or a name alone in inline code (`v8.0.0/pickers/preset-safe`),
 * is looked up in the codemod packages' file trees that scripts/ensure-old-versions.sh fetches
 * (old-versions/codemods.txt): `@latest` or no version means the last version listed there, an
 * exact version means that one. A codemod is a folder or a `.js` file named by its path (under
 * `node/` in older packages).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { CheckFailure } from './types';

const COMMAND = /(@mui\/(?:x-)?codemod)(?:@([\w.^~-]+))?\s+(v\d+\.\d+\.\d+\/[\w./-]*[\w-])/g;
const NAME_ALONE = /^v\d+\.\d+\.\d+\/[\w./-]*[\w-]$/;

export interface CodemodText {
  text: string;
  line: number;
  /** Inline code may name a codemod alone; in a block, only a command names one. */
  inline: boolean;
}

/** Package name → versions fetched, oldest first. */
function fetchedVersions(root: string): Map<string, string[]> {
  const versions = new Map<string, string[]>();
  for (const line of readFileSync(join(root, 'old-versions', 'codemods.txt'), 'utf8').split('\n')) {
    const [name, version] = line.trim().split(/\s+/);
    if (!name || name.startsWith('#') || !version) continue;
    versions.set(name, [...(versions.get(name) ?? []), version]);
  }
  return versions;
}

function exists(root: string, name: string, version: string, path: string): boolean {
  const dir = join(root, 'old-versions', 'codemods', `${name}@${version}`);
  if (!existsSync(join(dir, 'package.json'))) {
    throw new Error(`${name}@${version} is not fetched into old-versions/codemods/: run \`npm run install:old-versions\``);
  }
  // Older packages keep their transforms under node/ (@mui/codemod 5.x).
  return [join(dir, path), join(dir, 'node', path)].some(
    (target) => (existsSync(target) && statSync(target).isDirectory()) || existsSync(`${target}.js`),
  );
}

export function checkCodemods(root: string, file: string, texts: readonly CodemodText[]): { checked: number; failures: CheckFailure[] } {
  const versions = fetchedVersions(root);
  const failures: CheckFailure[] = [];
  let checked = 0;
  const check = (name: string, requested: string | undefined, path: string, line: number) => {
    checked += 1;
    const fetched = versions.get(name) ?? [];
    const version = requested === undefined || requested === 'latest' ? fetched.at(-1) : requested;
    if (!version || !fetched.includes(version)) {
      const message = `\`${name}@${requested}\` is not a version the check knows (old-versions/codemods.txt: ${fetched.join(', ')}); use one of them or @latest`;
      failures.push({ file, line, message });
    } else if (!exists(root, name, version, path)) {
      failures.push({ file, line, message: `codemod \`${path}\` does not exist in ${name}@${version}` });
    }
  };
  for (const { text, line, inline } of texts) {
    const lines = inline ? [text] : text.split('\n');
    lines.forEach((content, index) => {
      for (const [, name, requested, path] of content.matchAll(COMMAND)) check(name!, requested, path!, line + index);
    });
    if (inline && NAME_ALONE.test(text.trim())) {
      const path = text.trim();
      const found = [...versions.keys()].some((name) => exists(root, name, versions.get(name)!.at(-1)!, path));
      checked += 1;
      if (!found) failures.push({ file, line, message: `codemod \`${path}\` does not exist in the latest codemod packages` });
    }
  }
  return { checked, failures };
}
