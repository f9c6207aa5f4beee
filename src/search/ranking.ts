/**
 * From Pagefind's results to what the dialog lists: one hit per record, re-ranked the way a
 * reader means the query, then grouped by product and kind:
 *   - an exact match of a page's name comes first (`date range picker`: the DateRangePicker
 *     page; `aggregation`: the Aggregation guide), then an exact prop or section heading
 *     (`checkboxSelection`: the DataGrid prop), then the interface such a prop holds (`apiRef`:
 *     GridApi);
 *   - a prop that many components share (`timezone`, `apiRef`) is one hit, on the component
 *     most guides use (DatePicker, DataGrid), not a dozen inner parts; a heading that many
 *     pages repeat (`apiRef`) is one hit, and no better a match than the pages about the word;
 *   - migration guides count less unless the query is about upgrading;
 *   - for words rather than an identifier, guides weigh more than API records, which are short
 *     and so score high on any word they contain.
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
  /** The query names this page, prop or section exactly (case, spaces and punctuation aside). */
  exact: boolean;
  /** A guide's opening or an API page, rather than a section or a prop. */
  whole: boolean;
  /** For API records: how many guides use the component (see records.ts). */
  uses: number;
  /** An interface's page whose props of that type the query names (`apiRef`: GridApi). */
  holds?: boolean;
  /** For a prop: how many other components' props of the same name it stands for. */
  also?: number;
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
    uses: Number(meta.uses ?? 0) || 0,
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
      whole: false,
    };
  }
  const section = meta.section;
  const exact = identifierKey(section ?? meta.name ?? title) === identifierKey(query);
  const holds = (meta.heldBy ?? '')
    .split(' ')
    .some((name) => name && identifierKey(name) === identifierKey(query));
  return {
    ...base,
    url: data.url,
    title,
    ...(section ? { section } : {}),
    excerpt: safeExcerpt(data.excerpt),
    exact,
    whole: !section,
    ...(holds ? { holds } : {}),
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
const planRank = (hit: SearchHit) => PLAN_ORDER[hit.plan ?? 'community'];

/** `timezone`, `apiRef`, `DataGrid`: one identifier, not words. */
export const isIdentifier = (query: string) =>
  /^[A-Za-z_$][\w$]*$/.test(query) && /[a-z][A-Z]|^[A-Z]/.test(query);

/**
 * Weight of a guide record's score against API records for a query of words: API records are
 * a line or two, so Pagefind's length normalisation lifts them above any guide section that
 * says the same words in a paragraph.
 */
export const GUIDE_WEIGHT = 2;
/** Pages repeating a heading, or components sharing a prop, from which the name is generic. */
const GENERIC_AT = 3;

/** The main component first: used by more guides, then the lowest plan, then the better score. */
const byImportance = (a: SearchHit, b: SearchHit) =>
  b.uses - a.uses || planRank(a) - planRank(b) || b.score - a.score;

/**
 * Folds the props of one name into the copy on the main component, and the sections of one
 * heading that several pages repeat (an `apiRef` section on every feature page) into the best
 * scored, which no longer counts as an exact match: the word is generic there.
 */
export function foldShared(hits: readonly SearchHit[]): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  const groupOf = (hit: SearchHit) =>
    `${hit.kind === 'API' ? 'prop' : 'section'}:${identifierKey(hit.section!)}`;
  for (const hit of hits) {
    if (!hit.section) continue;
    const key = groupOf(hit);
    groups.set(key, [...(groups.get(key) ?? []), hit]);
  }
  const out: SearchHit[] = [];
  for (const hit of hits) {
    const group = hit.section ? groups.get(groupOf(hit))! : [];
    if (group.length < GENERIC_AT) {
      out.push(hit);
    } else if (hit.kind === 'API') {
      const [main] = [...group].sort(byImportance);
      if (main === hit) out.push({ ...hit, also: group.length - 1 });
    } else {
      const [best] = [...group].sort((a, b) => b.score - a.score);
      if (best === hit) out.push({ ...hit, exact: false, also: group.length - 1 });
    }
  }
  return out;
}

/** Words that say the reader is upgrading, when migration guides are what they want. */
const UPGRADING = /migrat|upgrad|breaking|deprecat|renamed|removed|\bv\d/i;
/**
 * Migration guides name every renamed prop and method, so they match API names everywhere;
 * unless the query is about upgrading, their scores count half.
 */
export const MIGRATION_WEIGHT = 0.5;

/**
 * Exact matches first (a whole page before a prop or section; among props of several plans,
 * the lowest plan's copy), then Pagefind's score, with guides weighed up for a query of words.
 */
export function rankHits(hits: readonly SearchHit[], query = ''): SearchHit[] {
  const words = !isIdentifier(query.trim());
  const upgrading = UPGRADING.test(query);
  const weighed = (hit: SearchHit) =>
    hit.score *
    (words && hit.kind !== 'API' ? GUIDE_WEIGHT : 1) *
    (!upgrading && hit.url.startsWith('/x/migration/') ? MIGRATION_WEIGHT : 1);
  return foldShared(hits).sort((a, b) => {
    if (a.exact !== b.exact) return a.exact ? -1 : 1;
    if (a.exact) {
      if (a.whole !== b.whole) return a.whole ? -1 : 1;
      const plans = planRank(a) - planRank(b);
      if (plans) return plans;
    }
    // Then the type of the prop the query names: the reader wants what it holds.
    if (!!a.holds !== !!b.holds) return a.holds ? -1 : 1;
    return weighed(b) - weighed(a);
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
