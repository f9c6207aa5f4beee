import type { Metadata } from 'next';
import '@/generated/theme.css';
import Link from 'next/link';
import { preload } from 'react-dom';
import { Document } from '@/src/shell/Document';
import { rootMetadata } from '@/src/shell/metadata';
import { t } from '@/src/i18n/translate';
import { hasGuidePage } from '@/src/navigation/linked';
import { AppHeader } from '@/src/shell/AppHeader';
import { pageMetadata } from '@/src/shell/metadata';
import { NotFoundSuggestions } from '@/src/shell/NotFoundSuggestions';
import { SiteProviders } from '@/src/theme/SiteProviders';
import { fontPreloadHrefs } from '@/src/theme/font-preloads';
import { pages } from '@/src/navigation/tree-utils';
import { linkedTree } from '@/src/navigation/linked';
import styles from '@/src/shell/not-found.module.css';

// A document of its own (global-not-found): as the root layout's not-found boundary it would
// add a second copy of the shell's code to every page's JavaScript.
export const metadata: Metadata = { ...rootMetadata, ...pageMetadata('/404/', t('notFoundTitle')) };

/** Where a reader starts again: the overview of each product that has one. */
const STARTING_POINTS = [
  { href: '/x/introduction', title: 'MUI X overview' },
  { href: '/x/react-data-grid', title: 'Data Grid overview' },
  { href: '/x/react-date-pickers', title: 'Date and Time Pickers overview' },
  { href: '/x/react-charts', title: 'Charts overview' },
  { href: '/x/react-tree-view', title: 'Tree View overview' },
  { href: '/x/whats-new', title: "What's new" },
].filter((entry) => hasGuidePage(entry.href));

export default function NotFound() {
  // Next preloads the fonts of every other page itself (see font-preloads.ts).
  for (const href of fontPreloadHrefs()) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  const candidates = pages(linkedTree).map((p) => ({ href: `${p.pathname}/`, title: p.title ?? p.pathname }));
  return (
    <Document>
      <SiteProviders licenseKey={process.env.MUI_X_LICENSE_KEY}>
        <a href="#main-content" className="skip-link">
          {t('skipToContent')}
        </a>
        <AppHeader productId="docs" withNav={false} />
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <p className={styles.code}>404</p>
          <h1 className={styles.title}>{t('notFoundTitle')}</h1>
          <p className={styles.body}>{t('notFoundBody')}</p>
          <NotFoundSuggestions candidates={candidates} />
          <h2 className={styles.subtitle}>{t('notFoundSuggestions')}</h2>
          <ul className={styles.list}>
            {STARTING_POINTS.map((entry) => (
              <li key={entry.href}>
                <Link href={`${entry.href}/`}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </main>
      </SiteProviders>
    </Document>
  );
}
