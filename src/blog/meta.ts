/** The people a post can name in `authors:`; an unknown id fails the build. */
export const AUTHORS = {
  'docs-team': { name: 'MUI X docs team', title: 'Documentation' },
} as const;

/** The tags a post can carry in `tags:`, with the label the blog shows; one filter page each. */
export const TAGS = {
  migration: 'Migration',
  'data-grid': 'Data Grid',
  'date-pickers': 'Date and Time Pickers',
  charts: 'Charts',
  'tree-view': 'Tree View',
  performance: 'Performance',
  guides: 'Guides',
} as const;

export type AuthorId = keyof typeof AUTHORS;
export type TagId = keyof typeof TAGS;
