/**
 * Checks content files without building or writing anything: for writers.
 *   inputs:  paths of page.mdx (guide) or post.mdx (blog) files and demo .tsx files
 *   outputs: "ok" per file, or the error that the build would stop on
 *   command: npx tsx scripts/check-content-file.ts content/react-charts/bars/page.mdx content/react-charts/bars/demos/*.tsx
 */
import { readFileSync } from 'node:fs';
import { readPostSource } from '../src/blog/source';
import { readPageSource } from '../src/content/source';
import { analyzeDemo } from '../src/demo/build/analyze';
import { toJavaScript } from '../src/demo/build/to-js';

async function main() {
  let failed = 0;
  for (const file of process.argv.slice(2)) {
    try {
      const source = readFileSync(file, 'utf8');
      if (file.endsWith('.mdx')) {
        // Blog posts (blog/<slug>/post.mdx) have their own front matter; guide pages theirs.
        const page = /(^|\/)blog\/[^/]+\/post\.mdx$/.test(file)
          ? readPostSource(file, source)
          : readPageSource(file, source);
        for (const [, name] of source.matchAll(/^import (\w+) from '\.\/demos\/(\w+)';$/gm)) {
          if (!new RegExp(`<Demo of=\\{${name}\\} height=\\{\\d+\\}`).test(source)) {
            throw new Error(`${name} is imported but not shown with <Demo of={${name}} height={...} />`);
          }
        }
        console.log(`ok  ${file} (${page.headings.length} headings)`);
      } else {
        const { imports, preview } = analyzeDemo(source, file);
        const js = await toJavaScript(source, file);
        console.log(
          `ok  ${file} (imports ${imports.join(', ')}; ${js.split('\n').length} lines of JS; preview ${preview ? 'yes' : 'no'})`,
        );
      }
    } catch (error) {
      failed += 1;
      console.error(`ERR ${file}: ${(error as Error).message}`);
    }
  }
  process.exit(failed ? 1 : 0);
}

main();
