/**
 * Runs the queries readers type (tests/search/relevance-queries.json) through the dialog's own
 * search code (src/search/pagefind.ts) against the built index, in Node, and fails when fewer
 * than 90% have a wanted page among the first three results.
 *   inputs:  public/pagefind/ (scripts/build-search-index.ts, after next build)
 *   command: npx tsx scripts/check-search-relevance.ts [--all]   (npm test runs it after indexing)
 * --all prints every query's top three, not only the misses.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGEFIND_OPTIONS, searchWith, type PagefindApi } from '../src/search/pagefind';
import {
  rankOfWanted,
  relevanceReport,
  REQUIRED_SHARE,
  TOP,
  type RelevanceQuery,
} from '../src/search/relevance';

async function loadIndex(dir: string): Promise<PagefindApi> {
  const entry = join(dir, 'pagefind.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build the search index first.`);
  // Pagefind's browser script fetches its wasm and index files next to itself; Node's fetch
  // cannot read file: URLs, so they are answered from disk.
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file:')) return networkFetch(input, init);
    return new Response(await readFile(new URL(url)));
  };
  const pagefind = (await import(pathToFileURL(entry).href)) as PagefindApi;
  // Result URLs as the site serves them (Pagefind would prefix them with the script's file: path).
  await pagefind.options({ ...PAGEFIND_OPTIONS, baseUrl: '/' });
  await pagefind.init();
  return pagefind;
}

async function main() {
  const root = process.cwd();
  const { queries } = JSON.parse(readFileSync(join(root, 'tests/search/relevance-queries.json'), 'utf8')) as {
    queries: RelevanceQuery[];
  };
  const pagefind = await loadIndex(join(root, 'public/pagefind'));
  const results = new Map<string, string[]>();
  for (const { query } of queries) {
    const { hits } = await searchWith(pagefind, query);
    results.set(
      query,
      hits.map((h) => h.url),
    );
  }
  if (process.argv.includes('--all')) {
    for (const { query, want } of queries) {
      const urls = results.get(query)!;
      const rank = rankOfWanted(urls, want);
      console.log(`${rank !== null && rank <= TOP ? 'ok  ' : 'MISS'} ${rank ?? '-'}  ${query}`);
      for (const url of urls.slice(0, TOP)) console.log(`        ${url}`);
    }
  }
  const report = relevanceReport(queries, results);
  for (const miss of report.misses) {
    console.log(
      `Not in the top ${TOP}: "${miss.query}" wants ${miss.want.join(' or ')}; got ${miss.got.join(', ')}`,
    );
  }
  const percent = (report.share * 100).toFixed(0);
  console.log(
    `Search relevance: ${report.passed} of ${report.total} queries (${percent}%) have a wanted page in the top ${TOP}.`,
  );
  if (report.share < REQUIRED_SHARE) {
    console.error(`Below the required ${REQUIRED_SHARE * 100}%.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
