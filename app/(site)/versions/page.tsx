import type { Metadata } from 'next';
import { DOCS_VERSION, VERSIONS } from '@/src/config';
import { t } from '@/src/i18n/translate';
import { AppHeader } from '@/src/shell/AppHeader';
import { pageMetadata } from '@/src/shell/metadata';
import styles from '@/src/shell/versions.module.css';

export const metadata: Metadata = pageMetadata(
  '/versions/',
  'Versions',
  `This site documents MUI X ${DOCS_VERSION}. The documentation of earlier major versions lives on their own sites.`,
);

/** Every documented version, from the same data as the app bar's version menu. */
export default function VersionsPage() {
  const current = VERSIONS.find((v) => v.current)!;
  const earlier = VERSIONS.filter((v) => !v.current);
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <AppHeader productId="docs" withNav={false} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <h1 className={styles.title}>Versions</h1>
        <h2 className={styles.subtitle}>Current version</h2>
        <p>
          This site documents MUI X <strong>{DOCS_VERSION}</strong>, a pre-release of version 8. Its guides,
          demos and API reference are written for, and generated from, the {DOCS_VERSION} packages.
        </p>
        <ul className={styles.list}>
          <li>
            <a href={current.href} aria-current="page">
              {current.text}
            </a>{' '}
            <span className={styles.note}>{t('currentVersion')}</span>
          </li>
        </ul>
        <h2 className={styles.subtitle}>Earlier versions</h2>
        <p>Each earlier major version keeps its documentation on a site of its own.</p>
        <ul className={styles.list}>
          {earlier.map((version) => (
            <li key={version.text}>
              <a href={version.href} rel="noopener">
                {version.text}
              </a>{' '}
              <span className={styles.note}>{new URL(version.href).host}</span>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
