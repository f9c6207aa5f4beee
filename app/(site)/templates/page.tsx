import type { Metadata } from 'next';
import Link from 'next/link';
import { Demo } from '@/src/demo/Demo';
import { MarketingFrame } from '@/src/marketing/MarketingFrame';
import { pageMetadata } from '@/src/shell/metadata';
import styles from '@/src/templates/templates.module.css';
import { galleryEntries } from '@/src/templates/gallery-demos';

export const metadata: Metadata = pageMetadata(
  '/templates/',
  'Templates',
  'Ten complete page templates built with Material UI and MUI X: dashboard, marketing, checkout, blog, pricing, sign-in, sign-up and more, live with their source.',
);

/** Space reserved for each live preview; the frame scrolls inside it (`scrolls`: by design). */
const PREVIEW_HEIGHT = 640;

/**
 * The template gallery: each template live in an isolated frame (its own document, so its
 * layout is the one it has full page), with the demo toolbar for its source and sandboxes.
 */
export default function TemplatesPage() {
  const templates = galleryEntries();
  return (
    <MarketingFrame current="templates">
      <div className={styles.gallery}>
        <div className={styles.intro}>
          <h1 className={styles.title}>Templates</h1>
          <p className={styles.lead}>
            Complete pages built with Material UI and MUI X. Each one is a single file you can read below,
            copy, or open in CodeSandbox or StackBlitz, and each works on phones and desktops, in light and
            dark mode, and right to left.
          </p>
          <nav aria-label="Templates on this page">
            <ul className={styles.index}>
              {templates.map((t) => (
                <li key={t.slug}>
                  <a href={`#${t.slug}`}>{t.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {templates.map((t) => (
          <section key={t.slug} id={t.slug} className={styles.entry} aria-labelledby={`${t.slug}-title`}>
            <div className={styles.entryHeader}>
              <h2 id={`${t.slug}-title`} className={styles.entryTitle}>
                {t.title}
              </h2>
              <Link href={`/templates/${t.slug}/`} className={styles.open}>
                Open full page
              </Link>
            </div>
            <p className={styles.entryText}>{t.description}</p>
            <ul className={styles.uses} aria-label="Built with">
              {t.uses.map((use) => (
                <li key={use}>{use}</li>
              ))}
            </ul>
            <Demo of={t.demo} height={PREVIEW_HEIGHT} iframe scrolls />
          </section>
        ))}
      </div>
    </MarketingFrame>
  );
}
