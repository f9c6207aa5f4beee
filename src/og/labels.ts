/**
 * What each OpenGraph card says: title, product, plan and the small print. Pure data, no
 * rendering, so the choices are unit-tested without drawing anything.
 */
import { pageSources } from '../../generated/content-index';
import { apiManifest } from '../api/load';
import type { ApiManifest } from '../api/types';
import { DOCS_VERSION } from '../config';
import type { PageSource } from '../content/source';
import { linkedTree } from '../navigation/linked';
import { getProductInfoFromUrl, type ProductId } from '../navigation/product';
import { findTrail } from '../navigation/tree-utils';
import type { ApiProduct, NavItem, Plan } from '../navigation/types';

export type OgProduct = 'Data Grid' | 'Date and Time Pickers' | 'Charts' | 'Tree View' | 'MUI X';

export interface OgCardData {
  title: string;
  description?: string;
  product: OgProduct;
  plan?: Plan;
  /** Which part of the site the card is for, e.g. "Documentation". */
  section: string;
  /** Small print at the bottom: the documented version, or a post's date. */
  detail: string;
}

const PRODUCT_LABELS: Partial<Record<ProductId, OgProduct>> = {
  'x-data-grid': 'Data Grid',
  'x-date-pickers': 'Date and Time Pickers',
  'x-charts': 'Charts',
  'x-tree-view': 'Tree View',
};

/** The product a URL documents, or "MUI X" for pages about the whole suite. */
export function productLabel(url: string): OgProduct {
  return PRODUCT_LABELS[getProductInfoFromUrl(url).productId] ?? 'MUI X';
}

/** The plan on the page's own navigation entry, as the drawer shows it. */
export function navPlan(pathname: string, tree: readonly NavItem[] = linkedTree): Plan | undefined {
  return findTrail(tree, pathname)?.at(-1)?.plan;
}

const versionDetail = `v${DOCS_VERSION}`;

/** A guide page's card; null for a path that is not a written guide. */
export function guideCardData(
  pathname: string,
  sources: Record<string, PageSource> = pageSources,
  tree: readonly NavItem[] = linkedTree,
): OgCardData | null {
  const source = sources[pathname];
  if (!source) return null;
  const { title, description } = source.frontMatter;
  // The navigation entry decides, like the badge in the drawer; the front matter is the
  // fallback for a page the navigation does not flag.
  const plan = navPlan(pathname, tree) ?? source.frontMatter.plan;
  return {
    title,
    description,
    product: productLabel(pathname),
    ...(plan ? { plan } : {}),
    section: 'Documentation',
    detail: versionDetail,
  };
}

/**
 * An API page's card: the component or interface name, or the product's index when `slug` is
 * absent; null for an unknown product or entry.
 */
export function apiCardData(
  product: string,
  slug?: string,
  manifest: ApiManifest = apiManifest,
): OgCardData | null {
  if (!Object.hasOwn(manifest.products, product)) return null;
  const { title, entries } = manifest.products[product as ApiProduct];
  const base = {
    product: productLabel(`/x/api/${product}/`),
    section: 'API reference',
    detail: versionDetail,
  };
  if (slug === undefined) {
    return {
      ...base,
      title: `${title} API`,
      description: `Every component and interface of MUI X ${title}.`,
    };
  }
  const entry = entries.find((e) => e.slug === slug);
  if (!entry) return null;
  return {
    ...base,
    title: entry.name,
    ...(entry.summary ? { description: entry.summary } : {}),
    ...(entry.plan ? { plan: entry.plan } : {}),
  };
}

/** What the card needs from a blog post (a subset of `BlogPost` in src/blog/posts.ts). */
export interface OgBlogPost {
  title: string;
  description?: string;
  date: string;
  tags?: readonly string[];
}

const TAG_PRODUCTS: Record<string, OgProduct> = {
  'data grid': 'Data Grid',
  'data-grid': 'Data Grid',
  'date pickers': 'Date and Time Pickers',
  'date-pickers': 'Date and Time Pickers',
  'date and time pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree view': 'Tree View',
  'tree-view': 'Tree View',
};

/** A post about exactly one product carries its name; anything else is about MUI X. */
export function blogProduct(tags: readonly string[] = []): OgProduct {
  const found = new Set(tags.map((tag) => TAG_PRODUCTS[tag.trim().toLowerCase()]).filter(Boolean));
  return found.size === 1 ? [...found][0]! : 'MUI X';
}

/** "2025-03-14" as "March 14, 2025"; any other text is shown unchanged. */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(value.getTime())) return date;
  return value.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function blogCardData(post: OgBlogPost): OgCardData {
  return {
    title: post.title,
    ...(post.description ? { description: post.description } : {}),
    product: blogProduct(post.tags),
    section: 'Blog',
    detail: formatPostDate(post.date),
  };
}
