/**
 * Checks what guide pages and blog posts say in code, without building the site.
 *   inputs:  content/**\/page.mdx and blog/*\/post.mdx (or the MDX files given as arguments), their
 *            demos/ folders, the installed packages and generated/api/ (run `npm run prebuild` first)
 *   outputs: A. every ```ts/tsx/js/jsx block compiles (```tsx fragment opts an excerpt out);
 *            B. prose inline code naming a prop or member of the page's components, or an import
 *            path, is true of the installed packages. Each failure as file:line, then the counts;
 *            exit code 1 on any failure
 *   command: npx tsx scripts/check-code-samples.ts [file.mdx…]
 * The rules are in src/content/check/ and docs/adding-a-page.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { checkDocuments, type CheckDocument } from '../src/content/check/run';

const root = join(__dirname, '..');

function mdxFiles(dir: string, name: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file === name || file.endsWith(`/${name}`))
    .map((file) => join(dir, file))
    .sort();
}

function readDocument(file: string): CheckDocument {
  const demosDir = join(root, dirname(file), 'demos');
  const demos = existsSync(demosDir)
    ? readdirSync(demosDir)
        .filter((name) => /\.[jt]sx?$/.test(name))
        .map((name) => ({ fileName: name, text: readFileSync(join(demosDir, name), 'utf8') }))
    : [];
  return { file, source: readFileSync(join(root, file), 'utf8'), demos };
}

const started = Date.now();
const args = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)));
const files = args.length ? args : [...mdxFiles('content', 'page.mdx'), ...mdxFiles('blog', 'post.mdx')];
const { failures, counts } = checkDocuments(root, files.map(readDocument));

for (const failure of failures) {
  console.error(`${failure.file}:${failure.line}: ${failure.message}`);
  if (failure.detail) console.error(`    ${failure.detail}`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Code samples: ${counts.blocks} blocks compiled, ${counts.optedOut} opted out as fragments. ` +
    `Prose: ${counts.identifiers} identifiers and ${counts.importPaths} import paths checked ` +
    `(${counts.skippedPaths} paths of packages not installed skipped), ${counts.codemods} codemod names. ` +
    `${files.length} files, ${seconds}s.`,
);
if (failures.length) {
  console.error(`${failures.length} problem${failures.length === 1 ? '' : 's'}: see docs/adding-a-page.md.`);
  process.exit(1);
}
