/*
 * The page menu's words, for PageMenu.tsx (server) and page-menu-actions.ts (loaded on first
 * use, which says the copy's result). Not in the shared catalog (src/i18n/translations.ts): that
 * catalog ships to the browser with the shell's client components, and these strings added 128
 * bytes of gzipped JavaScript to every page's first load (scripts/measure-visit.ts --bytes).
 */
export const PAGE_MENU_TEXT = {
  button: 'Copy page',
  menu: 'Page as Markdown',
  copy: 'Copy page as Markdown',
  view: 'View as Markdown',
  chatgpt: 'Open in ChatGPT',
  claude: 'Open in Claude',
  newTab: '(opens in a new tab)',
  copied: 'Page copied as Markdown',
  copyFailed: 'The page could not be copied. Use “View as Markdown” instead.',
} as const;
