import { AdSlot } from '../ads/AdSlot';
import { Analytics } from '../analytics/Analytics';
import { adConfig, gaMeasurementId } from '../config';
import { FeedbackWidget } from '../feedback/FeedbackWidget';
import { ApiSection } from '../content/ApiSection';
import type { Heading } from '../content/headings';
import type { FrontMatter } from '../content/front-matter';
import { t } from '../i18n/translate';
import { getProductInfoFromUrl } from '../navigation/product';
import { findTrail, label, prevNext } from '../navigation/tree-utils';
import type { ApiProduct, NavItem } from '../navigation/types';
import { AppHeader } from './AppHeader';
import { MobileNavClose } from './MobileNav';
import { NAV_PANEL_ID } from './nav-ids';
import { NavTree } from './NavTree';
import { PageMenu } from './PageMenu';
import type { PageMenuSources } from './page-menu-links';
import { PlanBadge } from './PlanBadge';
import { tocLabels } from './toc-labels';
import { ActiveNavLink } from './ActiveNavLink';
import { TableOfContents } from './TableOfContents';
import styles from './frame.module.css';

export interface DocsFrameProps {
  /** Navigation key of the page, e.g. `/x/introduction/installation`. */
  pathname: string;
  tree: readonly NavItem[];
  frontMatter: FrontMatter;
  headings: readonly Heading[];
  editUrl: string | null;
  /** The page's Markdown copies, for the page menu beside the title (none: no menu). */
  markdown?: PageMenuSources;
  children: React.ReactNode;
}

/** `x-data-grid` to `data-grid`: the product whose API list the drawer shows in full. */
function apiProductOf(productId: string): ApiProduct | null {
  const product = productId.replace(/^x-/, '');
  return (['data-grid', 'date-pickers', 'charts', 'tree-view'] as const).find((p) => p === product) ?? null;
}

/** The footer's links to the site's other kinds of page (prefetched on intent only: DelegatedLinks). */
const SITE_LINKS = [
  ['/', 'Home'],
  ['/templates/', 'Templates'],
  ['/blog/', 'Blog'],
  ['/pricing/', 'Plans'],
  ['/playground/', 'Playground'],
] as const;

/** Everything around a guide page's content: header, drawer, title, table of contents, footer. */
export function DocsFrame({
  pathname,
  tree,
  frontMatter,
  headings,
  editUrl,
  markdown,
  children,
}: DocsFrameProps) {
  const { productId, productCategoryId } = getProductInfoFromUrl(pathname);
  const trail = (findTrail(tree, pathname) ?? []).slice(0, -1);
  const { prev, next } = prevNext(tree, pathname);
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      {/* The drawer follows the content in the document (below); on wide screens this is the
          keyboard's way to it. On phones the app bar's menu button opens it. */}
      <a href={`#${NAV_PANEL_ID}`} className={`skip-link ${styles.skipToNav}`}>
        {t('skipToNavigation')}
      </a>
      <AppHeader productId={productId} />
      <Analytics
        pathname={pathname}
        title={frontMatter.title}
        productId={productId}
        productCategoryId={productCategoryId}
        gaId={gaMeasurementId()}
      />
      <div className={styles.layout}>
        <div className={styles.body} data-inert-with-nav>
          <main id="main-content" tabIndex={-1} className={styles.main}>
            <article className={styles.article} data-pagefind-body>
              {trail.length ? (
                <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs} data-pagefind-ignore>
                  <ol>
                    {trail.map((item) => (
                      <li key={item.pathname}>{label(item)}</li>
                    ))}
                  </ol>
                </nav>
              ) : null}
              <header className={styles.pageHeader}>
                <h1 className={styles.title}>{frontMatter.title}</h1>
                {frontMatter.plan ? <PlanBadge plan={frontMatter.plan} size="large" /> : null}
                {markdown ? <PageMenu sources={markdown} /> : null}
              </header>
              <p className={styles.description}>{frontMatter.description}</p>
              <AdSlot config={adConfig()} pathname={`${pathname}/`} />
              <div className="prose">{children}</div>
              {frontMatter.components ? (
                <ApiSection pathname={pathname} components={frontMatter.components} />
              ) : null}
              <FeedbackWidget pathname={`${pathname}/`} />
            </article>
            <footer className={styles.pageFooter}>
              <div className={styles.footerLinks}>
                {editUrl ? (
                  <a href={editUrl} rel="noopener">
                    {t('editPage')}
                  </a>
                ) : null}
                <a href="#main-content" data-ga-event-category="page" data-ga-event-action="back-to-top">
                  {t('backToTop')}
                </a>
              </div>
              <nav aria-label={`${t('previous')} / ${t('next')}`} className={styles.pager}>
                {prev ? (
                  <a href={`${prev.pathname}/`} className={styles.pagerLink} rel="prev">
                    <span className={styles.pagerHint}>{t('previous')}</span>
                    {label(prev)}
                  </a>
                ) : (
                  <span />
                )}
                {next ? (
                  // The one link prefetched when it comes into view (DelegatedLinks): the page a
                  // reader who reached the end of this one most often opens (same route, no new code).
                  <a
                    href={`${next.pathname}/`}
                    className={`${styles.pagerLink} ${styles.next}`}
                    rel="next"
                    data-prefetch-on-view
                  >
                    <span className={styles.pagerHint}>{t('next')}</span>
                    {label(next)}
                  </a>
                ) : null}
              </nav>
              <nav aria-label="MUI X site" className={styles.siteLinks}>
                {SITE_LINKS.map(([href, text]) => (
                  <a key={href} href={href}>
                    {text}
                  </a>
                ))}
              </nav>
            </footer>
          </main>
          <aside className={styles.tocColumn}>
            <TableOfContents
              labels={tocLabels()}
              headings={
                frontMatter.components?.length
                  ? [...headings, { depth: 2, text: 'API', id: 'api' }]
                  : headings
              }
            />
          </aside>
        </div>
        {/* After the content in the document, before it on screen (CSS `order`): its ~190 links
            were parsed before the first paragraph, and a phone's first paint showed the app bar
            alone (the first paragraph, the page's largest paint, came 250 to 500 ms later at 4x
            CPU). */}
        <div className={styles.backdrop} aria-hidden="true" />
        <div id={NAV_PANEL_ID} className={styles.navPanel} tabIndex={-1}>
          <MobileNavClose className={styles.navClose} label={t('closeNavigation')} />
          <NavTree tree={tree} product={apiProductOf(productId)} active={pathname} />
        </div>
        <ActiveNavLink pathname={pathname} />
      </div>
    </>
  );
}
