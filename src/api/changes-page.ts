/**
 * The address and title of the generated list of API changes since v7 (changes.ts holds its
 * data). Apart from the data so the sitemap and the endpoints' page list do not load it.
 */

/** Navigation key (no trailing slash), as the tree's pathnames are written. */
export const API_CHANGES_PATH = '/x/whats-new/api-changes';
export const API_CHANGES_TITLE = 'API changes since v7';
export const API_CHANGES_DESCRIPTION =
  'Every component, prop and type property that is new in MUI X v8 or was removed since the last v7 release, per product, generated from the packages’ type declarations.';
