/**
 * Loads Pagefind's browser API and index from /pagefind/ (written after the build by
 * scripts/build-search-index.ts), on the dialog's first open only, and runs searches.
 */
import { matchesQuery, rankHits, toHit, type PagefindData, type SearchHit } from './ranking';

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(query: string): Promise<void>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] } | null>;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Results whose data is loaded and re-ranked; Pagefind fetches one small fragment for each. */
const CANDIDATES = 24;
/** Page-level results considered besides them. */
const PAGE_CANDIDATES = 4;
/** Results shown. */
export const SHOWN = 12;

let api: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    // Served from public/, outside the bundle: the bundler must leave this import alone.
    const url = PAGEFIND_URL;
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
    // A weaker page-length penalty than Pagefind's default (0.75): a guide's opening, a few
    // hundred words, must still outrank one-line prop records that merely share a word stem.
    await pagefind.options({ excerptLength: 18, ranking: { pageLength: 0.3 } });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load may be retried at the next open.
  api.catch(() => {
    api = null;
  });
  return api;
}

export async function searchDocs(query: string): Promise<SearchHit[]> {
  const pagefind = await loadPagefind();
  // All records, and page-level records alone (guide openings, API pages): a page named like
  // the query must reach the re-ranking even when many short prop records outscore it.
  const [all, pages] = await Promise.all([
    pagefind.search(query),
    pagefind.search(query, { filters: { level: 'page' } }),
  ]);
  const seen = new Set<string>();
  const top = [...(pages?.results.slice(0, PAGE_CANDIDATES) ?? []), ...(all?.results ?? [])]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, CANDIDATES);
  const data = await Promise.all(top.map((r) => r.data()));
  const hits = data.map((d, i) => toHit(d, top[i]!.score, query)).filter((hit) => matchesQuery(hit, query));
  return rankHits(hits).slice(0, SHOWN);
}
