import type { NavItem, Plan } from '../../navigation/types';

/** The three plans, in column order. Pro features are also part of Premium. */
export const PLANS = ['community', 'pro', 'premium'] as const;
export type PlanColumn = (typeof PLANS)[number];

/** One row of the comparison: a feature and the plans that include it. */
export interface FeatureRow {
  /** Navigation key of the feature (unique in the tree). */
  key: string;
  label: string;
  /** The lowest plan that includes the feature. */
  plan: PlanColumn;
  /** Per column, in `PLANS` order: whether that plan includes the feature. */
  included: readonly [boolean, boolean, boolean];
  /** The page to link to (with trailing slash), or null while no page exists. */
  href: string | null;
  /** On the roadmap: not released yet. */
  planned: boolean;
}

/** Rows under one section heading of a product (a subheader of the navigation, or none). */
export interface FeatureSection {
  title: string | null;
  rows: FeatureRow[];
}

export interface ProductFeatures {
  /** Navigation key of the product group, e.g. `/x/react-data-grid-group`. */
  key: string;
  title: string;
  sections: FeatureSection[];
}

/** The product groups of the tree: top-level groups whose key names a `react-*` product. */
const PRODUCT_GROUP = /^\/x\/react-[a-z-]+-group$/;

/** Pages that document a product rather than name a feature of it. */
const NOT_A_FEATURE =
  /^(overview|quickstart|features|base concepts|usage|recipes|demos?|.+ demo|.+ recipes)$/i;

/** Navigation sections that hold reference material, not features. */
const REFERENCE_SECTION = /^resources$/i;

function includedIn(plan: PlanColumn): FeatureRow['included'] {
  if (plan === 'premium') return [false, false, true];
  if (plan === 'pro') return [false, true, true];
  return [true, true, true];
}

function firstPage(item: NavItem): NavItem | null {
  if (!item.children?.length) return item.apiProduct ? null : item;
  for (const child of item.children) {
    const page = firstPage(child);
    if (page) return page;
  }
  return null;
}

/** `Bars overview` names the feature `Bars`; a bare `Overview` is named by its group. */
function overviewLabel(title: string, parentTitle: string | undefined): string | null {
  if (/^overview$/i.test(title)) return parentTitle ?? null;
  const match = /^(.+) overview$/i.exec(title);
  return match ? match[1]! : null;
}

/** Whether a titled group is one feature documented over several pages (it has an overview). */
function isFeatureGroup(item: NavItem | null): item is NavItem & { title: string } {
  return !!item?.title && !!item.children?.some((child) => /^overview$/i.test(child.title ?? ''));
}

/**
 * The plan comparison, derived from the navigation tree's plan labels so it cannot drift
 * from the docs. A node with its own `plan` is one feature (its pages are details of it);
 * other pages are Community features, except overviews, quickstarts, recipes, demos and
 * reference sections. `hasPage` decides which features link to a page.
 */
export function planFeatures(
  tree: readonly NavItem[],
  hasPage: (pathname: string) => boolean,
): ProductFeatures[] {
  const products: ProductFeatures[] = [];
  for (const group of tree) {
    if (!PRODUCT_GROUP.test(group.pathname) || !group.children) continue;
    const sections: FeatureSection[] = [{ title: null, rows: [] }];
    const add = (item: NavItem, label: string, plan: PlanColumn) => {
      const page = firstPage(item);
      const linked = page && hasPage(page.pathname);
      sections[sections.length - 1]!.rows.push({
        key: item.pathname,
        label,
        plan,
        included: includedIn(plan),
        href: linked ? `${page.pathname}/` : null,
        planned: !!(item.planned || page?.planned),
      });
    };
    const visit = (item: NavItem, parent: NavItem | null, topLevel: boolean) => {
      if (item.apiProduct) return;
      if (item.subheader && REFERENCE_SECTION.test(item.subheader)) return;
      // `Quick filter` alone is vague; within its feature it reads `Filtering: Quick filter`.
      const name = item.title ?? item.subheader ?? item.pathname;
      const label = isFeatureGroup(parent) ? `${parent.title}: ${name}` : name;
      if (item.plan) {
        add(item, label, item.plan satisfies Plan);
        return;
      }
      if (item.children?.length) {
        const outer = sections[sections.length - 1]!.title;
        if (item.subheader) sections.push({ title: item.subheader, rows: [] });
        for (const child of item.children) visit(child, item.subheader ? null : item, false);
        // Siblings after a nested section belong to the enclosing one again.
        if (item.subheader) sections.push({ title: outer, rows: [] });
        return;
      }
      const fromOverview = topLevel ? null : overviewLabel(name, parent?.title);
      if (fromOverview) add(item, fromOverview, 'community');
      else if (!NOT_A_FEATURE.test(name)) add(item, label, 'community');
    };
    for (const child of group.children) visit(child, null, true);
    products.push({
      key: group.pathname,
      title: group.title ?? group.pathname,
      sections: sections.filter((section) => section.rows.length > 0),
    });
  }
  return products;
}
