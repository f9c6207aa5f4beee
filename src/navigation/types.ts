/** The plans a feature can require beyond the free Community plan. */
export type Plan = 'pro' | 'premium';

/** The products whose API reference is generated from the installed packages. */
export type ApiProduct = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/**
 * One entry of the documentation tree (spec section 3).
 * A node with children is a heading or a collapsible group, not a page; only leaves are pages.
 */
export interface NavItem {
  /** Site path without trailing slash, e.g. `/x/react-data-grid/sorting`. Unique in the tree. */
  pathname: string;
  /** Label in the drawer; a subheader node uses `subheader` instead. */
  title?: string;
  /** When set, the node is rendered as a section heading rather than a collapsible group. */
  subheader?: string;
  children?: NavItem[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /**
   * The seam for the API reference: this node's children are not written here but merged
   * in from the generated API data of that product (see `withApiEntries`).
   */
  apiProduct?: ApiProduct;
}
