/** Which marketing section a page belongs to; its header link gets `aria-current="page"`. */
export type MarketingSection = 'home' | 'x' | 'pricing' | 'blog' | 'templates';

export interface HeaderLink {
  section: MarketingSection | 'docs' | 'playground';
  href: string;
  label: string;
}

/** The header's destinations, in the order they are shown (desktop row and phone menu). */
export const HEADER_LINKS: readonly HeaderLink[] = [
  { section: 'docs', href: '/x/introduction/', label: 'Docs' },
  { section: 'templates', href: '/templates/', label: 'Templates' },
  { section: 'blog', href: '/blog/', label: 'Blog' },
  { section: 'pricing', href: '/pricing/', label: 'Pricing' },
  { section: 'playground', href: '/playground/', label: 'Playground' },
];

export interface Product {
  /** Short id used for anchors and test hooks. */
  id: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  name: string;
  overview: string;
  quickstart: string;
  /** The npm packages by plan, lowest plan first. */
  packages: { community: string; pro: string; premium?: string };
}

/** The four products of the suite; shared by the home page, /x/ and the footer. */
export const PRODUCTS: readonly Product[] = [
  {
    id: 'data-grid',
    name: 'Data Grid',
    overview: '/x/react-data-grid/',
    quickstart: '/x/react-data-grid/quickstart/',
    packages: {
      community: '@mui/x-data-grid',
      pro: '@mui/x-data-grid-pro',
      premium: '@mui/x-data-grid-premium',
    },
  },
  {
    id: 'date-pickers',
    name: 'Date and Time Pickers',
    overview: '/x/react-date-pickers/',
    quickstart: '/x/react-date-pickers/quickstart/',
    packages: { community: '@mui/x-date-pickers', pro: '@mui/x-date-pickers-pro' },
  },
  {
    id: 'charts',
    name: 'Charts',
    overview: '/x/react-charts/',
    quickstart: '/x/react-charts/quickstart/',
    packages: { community: '@mui/x-charts', pro: '@mui/x-charts-pro' },
  },
  {
    id: 'tree-view',
    name: 'Tree View',
    overview: '/x/react-tree-view/',
    quickstart: '/x/react-tree-view/quickstart/',
    packages: { community: '@mui/x-tree-view', pro: '@mui/x-tree-view-pro' },
  },
];
