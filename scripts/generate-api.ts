/**
 * Generates the API reference from the installed packages' type declarations.
 *   inputs:  node_modules/@mui/x-* (declarations and *Classes objects), generated/content-index.ts
 *   outputs: generated/api/manifest.json (products, index entries), generated/api/pages/<product>/<slug>.json,
 *            generated/api/grid-events.json (the Data Grid's events, src/api/build/events.ts)
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
import { generateApi } from '../src/api/build/generate';

const root = process.cwd();

async function main(): Promise<void> {
  const started = performance.now();
  const result = await generateApi({ root, guides: pageSources });
  const out = join(root, 'generated/api');
  rmSync(out, { recursive: true, force: true });
  for (const page of result.pages) {
    mkdirSync(join(out, 'pages', page.product), { recursive: true });
    writeFileSync(join(out, 'pages', page.product, `${page.slug}.json`), JSON.stringify(page));
  }
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(result.manifest, null, 1));
  // The Data Grid's event catalog, for the Events guide (<GridEventCatalog />).
  const events = extractGridEvents(root);
  writeFileSync(join(out, 'grid-events.json'), JSON.stringify(events, null, 1));

  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `API reference: ${result.pages.length} pages in ${seconds(performance.now() - started)} ` +
      `(TypeScript program ${seconds(result.timings.program)}, extraction ${seconds(result.timings.extract)}).`,
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
