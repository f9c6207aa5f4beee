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
/** Guide records considered besides them. */
const GUIDE_CANDIDATES = 4;
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

/**
 * Words of a question that no page needs to contain: Pagefind matches records that have every
 * word, so "how do I hide a column" would otherwise find nothing.
 */
const QUESTION_WORDS = new Set(
  'how do does i can to a an the is are my me what which why when where in of for with into on'.split(' '),
);

/** The query as Pagefind gets it: without question words, unless nothing else is left. */
export function searchTerms(query: string): string {
  const words = query.trim().split(/\s+/);
  const kept = words.filter((w) => !QUESTION_WORDS.has(w.toLowerCase()));
  return (kept.length ? kept : words).join(' ');
}

/** A pasted error message is longer than any record's wording of it: its first words are kept. */
const LONGEST = 6;

async function candidates(pagefind: PagefindApi, terms: string, filters: FilterQuery) {
  // All records, page-level records alone (guide openings, API pages) and guides alone: a page
  // named like the query, or the guide about it, must reach the re-ranking even when many short
  // prop records outscore it.
  const [all, pages, guides] = await Promise.all([
    pagefind.search(terms, { filters }),
    pagefind.search(terms, { filters: { ...filters, level: 'page' } }),
    // (A kind filter of the reader's own already decides which kinds come.)
    filters.kind ? null : pagefind.search(terms, { filters: { ...filters, kind: 'guide' } }),
  ]);
  const seen = new Set<string>();
  const top = [
    ...(pages?.results.slice(0, PAGE_CANDIDATES) ?? []),
    ...(guides?.results.slice(0, GUIDE_CANDIDATES) ?? []),
    ...(all?.results ?? []),
  ]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, CANDIDATES);
  return { top, total: all?.results.length ?? 0 };
}

export async function searchWith(
  pagefind: PagefindApi,
  query: string,
  filters: FilterQuery = {},
): Promise<SearchAnswer> {
  const words = searchTerms(query).split(' ');
  let found = await candidates(pagefind, words.join(' '), filters);
  // Nothing has every word of a long query (an error message with a value of the reader's own):
  // its opening words, which name the problem, are searched instead.
  if (!found.total && words.length > LONGEST) {
    found = await candidates(pagefind, words.slice(0, LONGEST).join(' '), filters);
  }
  const { top, total } = found;
  const data = await Promise.all(top.map((r) => r.data()));
  const hits = data.map((d, i) => toHit(d, top[i]!.score, query)).filter((hit) => matchesQuery(hit, query));
  return { hits: rankHits(hits, query).slice(0, SHOWN), total: hits.length ? total : 0 };
}

export async function searchDocs(query: string, filters: FilterQuery = {}): Promise<SearchAnswer> {
  return searchWith(await loadPagefind(), query, filters);
}
