/**
 * The search relevance check's pure parts: the committed list of what readers type
 * (tests/search/relevance-queries.json) and whether a ranked list of result URLs gives one of
 * the wanted pages in its top three. The check itself runs against the built index
 * (scripts/check-search-relevance.ts).
 */
export interface RelevanceQuery {
  query: string;
  /** Pages any of which answers the query; without a #anchor, any section of the page does. */
  want: string[];
}

/** Results a reader looks at before rephrasing. */
export const TOP = 3;
/** Share of queries that must have a wanted page in the top three. */
export const REQUIRED_SHARE = 0.9;

/** Whether a result URL answers a wanted URL: the same page, and the same anchor when one is wanted. */
export function answers(url: string, wanted: string): boolean {
  const [page, anchor] = url.split('#');
  const [wantedPage, wantedAnchor] = wanted.split('#');
  return page === wantedPage && (wantedAnchor === undefined || anchor === wantedAnchor);
}

/** The 1-based rank of the first result that answers the query, or null when none does. */
export function rankOfWanted(urls: readonly string[], want: readonly string[]): number | null {
  const index = urls.findIndex((url) => want.some((w) => answers(url, w)));
  return index === -1 ? null : index + 1;
}

export interface RelevanceReport {
  passed: number;
  total: number;
  share: number;
  misses: { query: string; want: string[]; got: string[] }[];
}

export function relevanceReport(
  queries: readonly RelevanceQuery[],
  results: ReadonlyMap<string, readonly string[]>,
): RelevanceReport {
  const misses: RelevanceReport['misses'] = [];
  for (const { query, want } of queries) {
    const urls = results.get(query) ?? [];
    const rank = rankOfWanted(urls, want);
    if (rank === null || rank > TOP) misses.push({ query, want, got: urls.slice(0, TOP) });
  }
  const passed = queries.length - misses.length;
  return { passed, total: queries.length, share: queries.length ? passed / queries.length : 0, misses };
}
