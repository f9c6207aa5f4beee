/**
 * Review aid for migration guides: which "before" blocks still compile against the release the
 * guide upgrades to. Such a change is silent for TypeScript, so the prose beside it must not
 * promise a type error (it found one: `skipAnimation` on a v7 `SparkLineChart`). Not a gate.
 *   inputs:  content/migration/<page>/page.mdx (all, or those given), old-versions/ installed
 *   outputs: per page, the lines of the before blocks that compile unchanged after the upgrade
 *   command: npx tsx scripts/silent-changes.ts [content/migration/<page>/page.mdx…]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkDocuments } from '../src/content/check/run';

const root = join(__dirname, '..');
/** The release a guide's older code moves to ('' is the installed 8.0.0-beta.3). */
const NEXT: Record<string, string> = { v7: '', v6: 'v7', v5: 'v6', v4: 'v5', lab: 'v5' };
/** The older release of each guide, from its slug; the Tree View lab code lives in old-versions/v5. */
function beforeOf(slug: string): string {
  if (slug === 'migration-tree-view-lab') return 'v5';
  return /-(v\d|lab)$/.exec(slug)?.[1] ?? '';
}
function nextOf(slug: string, before: string): string {
  return slug === 'migration-tree-view-lab' ? 'v6' : NEXT[before]!;
}

const args = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)));
const files = args.length
  ? args
  : readdirSync(join(root, 'content/migration')).map((slug) => `content/migration/${slug}/page.mdx`);

for (const file of files) {
  const slug = file.split('/').at(-2)!;
  const before = beforeOf(slug);
  if (!before) continue;
  const after = nextOf(slug, before);
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const retagged: number[] = [];
  const fence = new RegExp(`^(\\s*\`\`\`\\w+.*?)\\s*version="${before}"`);
  const source = lines
    .map((line, index) => {
      if (!fence.test(line)) return line;
      retagged.push(index + 1);
      return line.replace(`version="${before}"`, after ? `version="${after}"` : '');
    })
    .join('\n');
  // Same path, so failures name the page's own lines; the retagged text never reaches disk.
  const { failures } = checkDocuments(root, [{ file, source, demos: [] }]);
  const failed = new Set(
    failures.flatMap((f) => /block at line (\d+)/.exec(f.detail ?? '')?.[1] ?? []).map(Number),
  );
  const silent = retagged.filter((line) => !failed.has(line));
  console.log(
    `${file}: ${retagged.length} ${before} blocks, ${silent.length} compile against ${after || 'v8'}${silent.length ? `: lines ${silent.join(', ')}` : ''}`,
  );
}
