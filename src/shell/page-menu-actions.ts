/**
 * The page menu's behaviour (PageMenu.tsx), imported at the reader's first click in the menu:
 *   - each time the menu opens, its links point at the Markdown of the reader's code variant
 *     (the cookie, read then) and at SITE_URL's origin, else the page's own;
 *   - "Copy page as Markdown" fetches that Markdown (already requested when the menu opened)
 *     and writes it with navigator.clipboard.writeText, then says so in the status line;
 *   - arrow keys, Home and End move between the items (Tab works without this code).
 */
import { resolvePreferences } from '../demo/code-variant';
import { markdownFor, pageMenuLinks, type PageMenuSources } from './page-menu-links';
import { PAGE_MENU_TEXT } from './page-menu-text';

const bound = new WeakSet<HTMLElement>();
const requests = new Map<string, Promise<string>>();
const STATUS_MS = 5000;

function sources(root: HTMLElement): PageMenuSources {
  const { markdown = '', markdownJs } = root.dataset;
  return markdownJs ? { markdown, markdownJs } : { markdown };
}

const variant = () => resolvePreferences('', document.cookie).codeVariant;

/** The Markdown, fetched once per page view (a failed request is tried again next time). */
function markdown(path: string): Promise<string> {
  let request = requests.get(path);
  if (!request) {
    request = fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    });
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request;
}

function refresh(root: HTMLElement) {
  const links = pageMenuLinks(sources(root), root.dataset.origin || window.location.origin, variant());
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[data-page-menu-link]')) {
    anchor.href = links[anchor.dataset.pageMenuLink as keyof typeof links];
  }
  // Ready before the reader picks "Copy": the copy then needs no network wait.
  markdown(links.markdown).catch(() => undefined);
}

let statusTimer = 0;
function announce(root: HTMLElement, message: string) {
  const status = root.querySelector<HTMLElement>('[data-page-menu-status]');
  if (!status) return;
  window.clearTimeout(statusTimer);
  // Emptied first, so the same message a second time is announced again.
  status.textContent = '';
  window.requestAnimationFrame(() => {
    status.textContent = message;
    statusTimer = window.setTimeout(() => (status.textContent = ''), STATUS_MS);
  });
}

async function copy(root: HTMLElement, menu: HTMLElement | null) {
  try {
    const text = await markdown(markdownFor(sources(root), variant()));
    await navigator.clipboard.writeText(text);
    announce(root, PAGE_MENU_TEXT.copied);
    // Focus goes back to the menu button, where the status line is read.
    menu?.hidePopover();
  } catch {
    announce(root, PAGE_MENU_TEXT.copyFailed);
  }
}

function onKeyDown(event: KeyboardEvent) {
  const menu = event.currentTarget as HTMLElement;
  const items = [...menu.querySelectorAll<HTMLElement>('a, button')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}

function bind(root: HTMLElement, menu: HTMLElement | null) {
  bound.add(root);
  menu?.addEventListener('beforetoggle', (event) => {
    if ((event as ToggleEvent).newState === 'open') refresh(root);
  });
  menu?.addEventListener('keydown', onKeyDown);
  refresh(root);
}

/** Every click in a page menu, from DelegatedLinks' click listener. */
export function onMenuClick(root: HTMLElement, event: MouseEvent) {
  const menu = root.querySelector<HTMLElement>('[popover]');
  if (!bound.has(root)) bind(root, menu);
  const target = event.target as Element;
  if (target.closest('[data-page-menu-copy]')) void copy(root, menu);
  // A link opened in a new tab leaves the menu open behind it otherwise.
  else if (target.closest('a[target="_blank"]')) menu?.hidePopover();
}
