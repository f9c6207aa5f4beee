/**
 * Loads Pagefind's browser API and index from /pagefind/ (written after the build by
 * scripts/build-search-index.ts), on the dialog's first open only, and runs searches. The search
 * itself (searchWith) takes the API as an argument, so the relevance check runs the same code in
 * Node against the built index (scripts/check-search-relevance.ts).
 */
import { matchesQuery, rankHits, toHit, type PagefindData, type SearchHit } from './ranking';

type FilterQuery = Record<string, string | { any: string[] }>;

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(
    query: string,
    options?: { filters?: FilterQuery },
  ): Promise<{ results: { id: string; score: number; data(): Promise<PagefindData> }[] } | null>;
}

const PAGEFIND_URL = '/pagefind/pagefind.js';
/** Results whose data is loaded and re-ranked; Pagefind fetches one small fragment for each. */
const CANDIDATES = 24;
/** Page-level results considered besides them. */
const PAGE_CANDIDATES = 4;
/** Results shown. */
export const SHOWN = 12;

/**
 * A weaker page-length penalty than Pagefind's default (0.75): a guide's opening, a few hundred
 * words, must still outrank one-line prop records that merely share a word stem.
 */
export const PAGEFIND_OPTIONS = { excerptLength: 18, ranking: { pageLength: 0.3 } };

let api: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  api ??= (async () => {
    // Served from public/, outside the bundle: the bundler must leave this import alone.
    const url = PAGEFIND_URL;
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as PagefindApi;
    await pagefind.options(PAGEFIND_OPTIONS);
    await pagefind.init();
    return pagefind;
  })();
  // A failed load may be retried at the next open.
  api.catch(() => {
    api = null;
  });
  return api;
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** How many records matched (beyond the hits shown), 0 when Pagefind only fell back to shorter words. */
  total: number;
}

export async function searchWith(
  pagefind: PagefindApi,
  query: string,
  filters: FilterQuery = {},
): Promise<SearchAnswer> {
  // All records, and page-level records alone (guide openings, API pages): a page named like
  // the query must reach the re-ranking even when many short prop records outscore it.
  const [all, pages] = await Promise.all([
    pagefind.search(query, { filters }),
    pagefind.search(query, { filters: { ...filters, level: 'page' } }),
  ]);
  const seen = new Set<string>();
  const top = [...(pages?.results.slice(0, PAGE_CANDIDATES) ?? []), ...(all?.results ?? [])]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, CANDIDATES);
  const data = await Promise.all(top.map((r) => r.data()));
  const hits = data.map((d, i) => toHit(d, top[i]!.score, query)).filter((hit) => matchesQuery(hit, query));
  return { hits: rankHits(hits).slice(0, SHOWN), total: hits.length ? (all?.results.length ?? 0) : 0 };
}

export async function searchDocs(query: string, filters: FilterQuery = {}): Promise<SearchAnswer> {
  return searchWith(await loadPagefind(), query, filters);
}
