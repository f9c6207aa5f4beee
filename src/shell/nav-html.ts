import { t } from '../i18n/translate';
import { drawerTree, label } from '../navigation/tree-utils';
import type { ApiProduct, NavItem } from '../navigation/types';
import badges from './badges.module.css';
import styles from './nav.module.css';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function flags(item: NavItem): string {
  let html = '';
  if (item.plan) {
    const name = item.plan === 'pro' ? t('planPro') : t('planPremium');
    html += `<span class="${badges.badge} ${badges[item.plan]}" title="${escapeHtml(name)}" aria-label="${escapeHtml(name)}" data-plan="${item.plan}">${item.plan === 'pro' ? 'Pro' : 'Premium'}</span>`;
  }
  const chip = (kind: 'new' | 'planned' | 'unstable', text: string) =>
    `<span class="${badges.chip} ${badges[kind]}">${escapeHtml(text)}</span>`;
  if (item.newFeature) html += chip('new', t('newFeature'));
  if (item.planned) html += chip('planned', t('planned'));
  if (item.unstable) html += chip('unstable', t('unstable'));
  return html;
}

function node(item: NavItem, depth: number): string {
  const text = escapeHtml(label(item));
  const marks = flags(item);
  if (item.children?.length) {
    const list = `<ul class="${styles.list}">${item.children.map((c) => node(c, depth + 1)).join('')}</ul>`;
    if (item.subheader) {
      return `<li class="${styles.section}"><div class="${styles.subheader}">${text}${marks}</div>${list}</li>`;
    }
    // A native disclosure: collapsible with the keyboard and no JavaScript.
    return `<li><details class="${styles.group}"><summary class="${styles.summary}" data-depth="${depth}"><span class="${styles.label}">${text}</span>${marks}</summary>${list}</details></li>`;
  }
  const content = marks ? `<span class="${styles.label}">${text}</span>${marks}` : text;
  return `<li><a href="${escapeHtml(item.pathname)}/" class="${styles.link}">${content}</a></li>`;
}

/**
 * The drawer's tree as HTML, the same for every page that shows this tree: which link is the
 * current page, and which groups start open, is set in the browser (`markActiveNavLink`).
 */
export function navHtml(tree: readonly NavItem[]): string {
  return `<ul class="${styles.list}">${tree.map((item) => node(item, 0)).join('')}</ul>`;
}

/**
 * Marks the current page's link (`aria-current`) and opens the groups on the way to it. Runs as
 * an inline script right after the drawer (before first paint) and again after each client-side
 * navigation. Its source is inlined with `toString()`, so it must not use anything outside itself.
 */
export function markActiveNavLink(nav: Element | null, href: string): void {
  if (!nav) return;
  for (const a of nav.querySelectorAll('a[aria-current]')) a.removeAttribute('aria-current');
  for (const a of nav.querySelectorAll('a')) {
    if (a.getAttribute('href') !== href) continue;
    a.setAttribute('aria-current', 'page');
    for (let group = a.closest('details'); group; group = group.parentElement?.closest('details') ?? null) {
      group.open = true;
    }
    return;
  }
}

const cache = new WeakMap<readonly NavItem[], Map<string, string>>();
/** `navHtml` of the drawer tree for one product, built once per build rather than per page. */
export function drawerHtml(tree: readonly NavItem[], product: ApiProduct | null): string {
  let byProduct = cache.get(tree);
  if (!byProduct) cache.set(tree, (byProduct = new Map()));
  let html = byProduct.get(String(product));
  if (html === undefined) byProduct.set(String(product), (html = navHtml(drawerTree(tree, product))));
  return html;
}
