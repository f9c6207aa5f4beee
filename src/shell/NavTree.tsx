import { t } from '../i18n/translate';
import type { ApiProduct, NavItem } from '../navigation/types';
import { drawerHtml, markActiveNavLink } from './nav-html';

/**
 * The documentation drawer: server HTML that React never hydrates link by link. The tree is one
 * HTML string per product (`drawerHtml`), the same on every page of that product, so a
 * client-side navigation leaves the drawer's DOM alone (its scroll, the groups the reader
 * opened, focus). The current page is marked by the inline script that follows it, before first
 * paint, and after each navigation by `ActiveNavLink`. Its plain anchors navigate
 * in the app through the site's delegated click listener (DelegatedLinks); `data-client-nav` marks
 * the drawer for ActiveNavLink.
 *
 * Measured on Installation before this: ~190 `next/link` components, 78 KB of the page's 131 KB
 * RSC payload, and more than half of the elements React hydrated.
 */
export function NavTree({
  tree,
  product,
  active,
}: {
  tree: readonly NavItem[];
  product: ApiProduct | null;
  active: string;
}) {
  const href = JSON.stringify(`${active}/`).replace(/</g, '\\u003c');
  return (
    <>
      <nav
        aria-label={t('documentation')}
        data-client-nav
        // The inline script below has set aria-current and opened groups before hydration.
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: drawerHtml(tree, product) }}
      />
      <script
        dangerouslySetInnerHTML={{
          __html: `(${markActiveNavLink.toString()})(document.currentScript.previousElementSibling,${href})`,
        }}
      />
    </>
  );
}
