/**
 * From Pagefind's results to what the dialog lists: one hit per record, re-ranked so that an
 * exact identifier or title match comes first (typing `checkboxSelection` puts the DataGrid
 * prop first; `date range picker` the DateRangePicker page), then grouped by product and kind.
 */
import type { Plan } from '../navigation/types';

/** The part of a Pagefind result the dialog uses (see src/search/build/records.ts for meta). */
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface SearchHit {
  url: string;
  /** The page: a guide title, `DataGrid API`, or for a prop the component it belongs to. */
  title: string;
  /** The guide section that matched, or the prop's name. */
  section?: string;
  /** HTML: escaped text with the query's words in `<mark>`. */
  excerpt: string;
  product: string;
  kind: 'Guide' | 'API' | 'Blog';
  plan?: Plan;
  score: number;
  exact: boolean;
}

export interface HitGroup {
  id: string;
  label: string;
  hits: SearchHit[];
}

/** Case, spaces and punctuation do not matter when comparing a query with a name. */
export const identifierKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Only `<mark>` survives from an excerpt; any other markup is shown as text. */
export function safeExcerpt(excerpt: string): string {
  return excerpt.replace(/<(?!\/?mark>)/g, '&lt;');
}

export function toHit(data: PagefindData, score: number, query: string): SearchHit {
  const { meta } = data;
  const plan: Plan | undefined = meta.plan === 'pro' || meta.plan === 'premium' ? meta.plan : undefined;
  const base = {
    product: meta.product ?? 'MUI X',
    kind:
      meta.kind === 'API' ? ('API' as const) : meta.kind === 'Blog' ? ('Blog' as const) : ('Guide' as const),
    ...(plan ? { plan } : {}),
    score,
  };
  const title = meta.title ?? data.url;
  if (meta.page) {
    // A prop or member record: listed under its component, named by the prop.
    return {
      ...base,
      url: data.url,
      title: meta.page,
      section: title,
      excerpt: safeExcerpt(data.excerpt),
      exact: identifierKey(title) === identifierKey(query),
    };
  }
  const section = meta.section;
  const exact = identifierKey(section ?? meta.name ?? title) === identifierKey(query);
  return {
    ...base,
    url: data.url,
    title,
    ...(section ? { section } : {}),
    excerpt: safeExcerpt(data.excerpt),
    exact,
  };
}

/**
 * Whether a hit really matches the query. When no indexed word starts with a query word,
 * Pagefind falls back to words that are a prefix of it (`zzzqqq` finds the letter `z`); a hit
 * whose highlighted words are all much shorter than the query's is such a fallback.
 */
export function matchesQuery(hit: SearchHit, query: string): boolean {
  const marks = [...hit.excerpt.matchAll(/<mark>(.*?)<\/mark>/g)].map((m) => identifierKey(m[1]!));
  if (!marks.length) return true;
  const shortest = Math.min(
    ...query
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => identifierKey(w).length),
  );
  return marks.some((m) => m.length >= Math.min(3, shortest));
}

const PLAN_ORDER = { community: 0, pro: 1, premium: 2 } as const;

/** Exact matches first (the lowest plan's copy first), then Pagefind's score. */
export function rankHits(hits: SearchHit[]): SearchHit[] {
  return [...hits].sort((a, b) => {
    if (a.exact !== b.exact) return a.exact ? -1 : 1;
    if (a.exact) {
      const plans = PLAN_ORDER[a.plan ?? 'community'] - PLAN_ORDER[b.plan ?? 'community'];
      if (plans) return plans;
    }
    return b.score - a.score;
  });
}

/** Groups ranked hits by product and kind; groups keep the order of their best hit. */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const id = `${hit.product}-${hit.kind}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const group = groups.get(id) ?? {
      id,
      label:
        hit.kind === 'Blog' ? 'Blog' : `${hit.product} · ${hit.kind === 'API' ? 'API reference' : 'Guides'}`,
      hits: [],
    };
    group.hits.push(hit);
    groups.set(id, group);
  }
  return [...groups.values()];
}
