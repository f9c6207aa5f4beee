/**
 * Generates the API reference from the installed packages' type declarations.
 *   inputs:  node_modules/@mui/x-* (declarations and *Classes objects), generated/content-index.ts,
 *            old-versions/v7/node_modules/@mui/x-* (the last v7 releases, for "New in v8" and
 *            "Removed since v7", src/api/build/since-v7.ts)
 *   outputs: generated/api/manifest.json (products, index entries), generated/api/pages/<product>/<slug>.json,
 *            generated/api/grid-events.json (the Data Grid's events, src/api/build/events.ts),
 *            generated/api/since-v7.json (every page's changes since v7, for /x/whats-new/api-changes/)
 *   command: npm run prebuild (after scripts/prepare-content.ts)
 * Fails, naming the component and the reason, when a component's types cannot be read or would
 * give an empty page. Prints the comparison with the outline's API entries.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageSources } from '../generated/content-index';
import { DOCUMENTED_VERSION, OTHER_VERSION_REASON } from '../src/api/build/config';
import { formatCoverage } from '../src/api/build/coverage';
import { extractGridEvents } from '../src/api/build/events';
import { generateApi, linkResolver } from '../src/api/build/generate';
import { compareWithV7, readV7Api, resolveRenames, timings as v7Timings } from '../src/api/build/since-v7';
import { V7_RENAMES } from '../src/api/build/v7-renames';

const root = process.cwd();

async function main(): Promise<void> {
  const started = performance.now();
  const result = await generateApi({ root, guides: pageSources });
  const generated = performance.now();
  const v7 = readV7Api(root, linkResolver(pageSources));
  const sinceV7 = compareWithV7(result.pages, v7, resolveRenames(V7_RENAMES, pageSources), result.manifest);
  const compared = performance.now();
  const out = join(root, 'generated/api');
  rmSync(out, { recursive: true, force: true });
  for (const page of result.pages) {
    mkdirSync(join(out, 'pages', page.product), { recursive: true });
    writeFileSync(join(out, 'pages', page.product, `${page.slug}.json`), JSON.stringify(page));
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(result.manifest, null, 1));
  writeFileSync(join(out, 'since-v7.json'), JSON.stringify(sinceV7, null, 1));
  // The Data Grid's event catalog, for the Events guide (<GridEventCatalog />).
  const events = extractGridEvents(root);
  writeFileSync(join(out, 'grid-events.json'), JSON.stringify(events, null, 1));

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `API reference: ${result.pages.length} pages in ${seconds(performance.now() - started)} ` +
      `(TypeScript program ${seconds(result.timings.program)}, extraction ${seconds(result.timings.extract)}).`,
  );
  const changed = sinceV7.products.flatMap((p) => p.pages);
  console.log(
    `  since v7 (${v7.packages.map((p) => `${p.name.replace('@mui/x-', '')} ${p.version}`).join(', ')}): ` +
      `${changed.filter((p) => p.newInV8).length} pages new in v8, ` +
      `${changed.reduce((n, p) => n + p.added.length, 0)} members added, ` +
      `${changed.reduce((n, p) => n + p.removed.length, 0)} removed ` +
      `(${changed.reduce((n, p) => n + p.removed.filter((r) => !r.replacement).length, 0)} with no replacement); ` +
      `${seconds(compared - generated)} (v7 program ${seconds(v7Timings.program)}, extraction ${seconds(v7Timings.extract)}).`,
  );
  for (const [product, { packages }] of Object.entries(result.manifest.products)) {
    const other = packages.filter((p) => p.version !== DOCUMENTED_VERSION);
    if (other.length) {
      console.log(
        `  ${product}: ${other.map((p) => `${p.name} is ${p.version}`).join(', ')} instead of ${DOCUMENTED_VERSION} (${OTHER_VERSION_REASON})`,
      );
    }
  }
  console.log(`  data grid events: ${events.length} (generated/api/grid-events.json)`);
  console.log('Compared with the outline:');
  for (const coverage of result.coverage) {
    console.log(formatCoverage(coverage, result.undocumented[coverage.product]));
  }
  const skipped = Object.entries(result.undocumented).map(([p, names]) => `${p} ${names.length}`);
  console.log(
    `  exported components without documentation in their package (no page): ${skipped.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.name}: ${error.message}` : error);
  process.exit(1);
});
